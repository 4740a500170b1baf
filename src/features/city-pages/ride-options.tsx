// A city page's ride options (spec 2.5): the vehicle types the partner runs there, what each is good for, its
// seats and the models in the fleet.
import { useTranslation } from 'react-i18next';
import type { CityFare } from '../../domain/pages/city-page';

export function RideOptions({ fares }: { fares: readonly CityFare[] }) {
  const { t } = useTranslation();
  if (fares.length === 0) return null;
  return (
    <section className="section" aria-labelledby="city-options-title">
      <h2 id="city-options-title" className="section__title">
        {t('cityPage.options.title')}
      </h2>
      <ul className="city-options">
        {fares.map(({ vehicleType, rates, models }) => (
          <li key={vehicleType} className="city-options__item">
            <strong>{t(`booking.vehicleTypes.${vehicleType}`)}</strong>
            <span>{t(`cityPage.options.${vehicleType}`)}</span>
            <span className="muted">
              {t('booking.vehicles.seats', { count: rates.seats })}
              {models.length > 0 ? ` · ${models.join(', ')}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
