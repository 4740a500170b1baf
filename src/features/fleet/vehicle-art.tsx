// The default picture of a vehicle type, drawn inline: a car silhouette whose body and proportions follow the
// type (a hatchback's short tail, an SUV's height, the electric bolt, the luxury trim).
import type { VehicleType } from '../../domain/constants';

const BODIES: Record<VehicleType, string> = {
  hatchback: 'M10 40 L18 26 Q22 20 30 20 L62 20 Q70 20 76 28 L84 34 L86 40 Z',
  sedan: 'M6 40 L14 32 L26 22 Q30 19 36 19 L62 19 Q68 19 74 26 L82 32 L94 34 L96 40 Z',
  suv: 'M8 40 L10 24 Q12 14 22 14 L70 14 Q78 14 82 22 L90 30 L94 32 L94 40 Z',
  electric: 'M8 40 L16 30 L28 21 Q32 18 38 18 L60 18 Q68 18 74 25 L84 32 L92 34 L94 40 Z',
  luxury: 'M4 40 L10 33 L26 23 Q31 20 38 20 L60 20 Q67 20 74 26 L84 31 L96 34 L97 40 Z',
};

export function VehicleArt({ type }: { type: VehicleType }) {
  return (
    <svg
      className={`vehicle-art vehicle-art--${type}`}
      viewBox="0 0 100 52"
      aria-hidden="true"
      focusable="false"
    >
      <path d={BODIES[type]} fill="currentColor" />
      <rect x="4" y="38" width="94" height="6" rx="3" fill="currentColor" opacity="0.85" />
      <circle cx="26" cy="44" r="7" fill="#1c1a24" />
      <circle cx="26" cy="44" r="3" fill="#e4e2ec" />
      <circle cx="76" cy="44" r="7" fill="#1c1a24" />
      <circle cx="76" cy="44" r="3" fill="#e4e2ec" />
      {type === 'electric' ? <path d="M50 22 L44 32 L50 32 L46 40 L56 28 L50 28 Z" fill="#fde047" /> : null}
      {type === 'luxury' ? <rect x="90" y="34" width="6" height="3" rx="1" fill="#fde047" /> : null}
    </svg>
  );
}
