// Fleet contracts: vehicles (type, model, number read as a plate of the partner's country), drivers and
// travel companies (name, phone, account status with its Verify / Block / Unblock moves).
import { z } from 'zod';
import { ACCOUNT_STATUSES, LIMITS, VEHICLE_TYPES, type AccountStatus, type Country } from '../constants';
import { phoneSchema } from '../phone';
import { canonicalPlate, plateMessages } from './vehicle-plate';

export const OTHER_MODEL = 'Other (Enter manually)';

export const VEHICLE_MODELS = {
  hatchback: [
    'Tiago',
    'Swift',
    'Baleno',
    'Kwid',
    'i10 Nios',
    'i20',
    'Alto K10',
    'Wagon R',
    'Celerio',
    'Glanza',
    'Altroz',
  ],
  sedan: ['Dzire', 'Etios', 'Aura', 'Amaze', 'City', 'Verna', 'Ciaz'],
  suv: ['Innova Crysta', 'Ertiga', 'XUV700', 'Scorpio N', 'Creta', 'Carens'],
  electric: ['Nexon EV', 'Tigor EV', 'MG ZS EV', 'e6', 'Tiago EV'],
  luxury: ['Mercedes-Benz E-Class', 'BMW 5 Series', 'Audi A6', 'Toyota Camry', 'Volvo S90'],
} as const satisfies Record<(typeof VEHICLE_TYPES)[number], readonly string[]>;

/** Non-alphanumerics become spaces, letters upper-case, repeated spaces one, ends trimmed. */
export function normaliseVehicleNumber(raw: string): string {
  return raw
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A vehicle as sent: the number as typed, read with the partner's country by `vehicleInputFor`. */
export const vehicleInputSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES, 'Vehicle type is required'),
  model: z.string().trim().min(1, 'Vehicle model is required').max(LIMITS.nameMax),
  number: z
    .string()
    .trim()
    .min(1, plateMessages.required)
    .max(LIMITS.vehicleNumberMax, `At most ${LIMITS.vehicleNumberMax} characters`),
});

/** The number checked as a plate of the partner's country and turned into its one stored form. */
export function vehicleNumberFor(country: Country) {
  return vehicleInputSchema.shape.number.transform((raw, ctx) => {
    const plate = canonicalPlate(raw, country);
    if (plate === null) {
      ctx.addIssue({ code: 'custom', message: plateMessages.pattern(country) });
      return z.NEVER;
    }
    return plate;
  });
}

export const vehicleInputFor = (country: Country) =>
  vehicleInputSchema.extend({ number: vehicleNumberFor(country) });

export type VehicleInput = z.infer<typeof vehicleInputSchema>;

/** A vehicle as answered: the number is already normalised, so no transform runs on the way out. */
export const vehicleSchema = z.object({
  id: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  model: z.string(),
  number: z.string(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  busy: z.boolean(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const fleetTotalsSchema = z.object({
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
});

export const vehiclesResponseSchema = z.object({
  totals: fleetTotalsSchema,
  vehicles: z.array(vehicleSchema),
});

export const crewInputSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.nameMax, `At most ${LIMITS.nameMax} characters`),
  lastName: z.string().trim().max(LIMITS.nameMax).default(''),
  phone: phoneSchema,
});
export type CrewInput = z.infer<typeof crewInputSchema>;

export const crewMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  online: z.boolean(),
  /** On an accepted or ongoing ride, so not assignable to another (drivers only). */
  busy: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

export const crewResponseSchema = z.object({ totals: fleetTotalsSchema, members: z.array(crewMemberSchema) });

export const ACCOUNT_ACTIONS = ['verify', 'block', 'unblock'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];
export const accountActionSchema = z.object({ action: z.enum(ACCOUNT_ACTIONS) });

const ACCOUNT_MOVES: Record<AccountAction, { from: AccountStatus; to: AccountStatus }> = {
  verify: { from: 'pending', to: 'Verified' },
  block: { from: 'Verified', to: 'Blocked' },
  unblock: { from: 'Blocked', to: 'Verified' },
};

/** The status an account action leads to, or null when the menu would not offer it. */
export function accountTransition(from: AccountStatus, action: AccountAction): AccountStatus | null {
  const move = ACCOUNT_MOVES[action];
  return move.from === from ? move.to : null;
}

export function accountActionsFor(status: AccountStatus): AccountAction[] {
  return ACCOUNT_ACTIONS.filter((action) => ACCOUNT_MOVES[action].from === status);
}

/** Seen within this long, a vehicle or driver counts as online even off a ride. */
export const ONLINE_WINDOW_MS = 10 * 60 * 1000;
