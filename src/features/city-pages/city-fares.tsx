// A city page's fares (spec 2.5): one card per vehicle type the partner runs, every figure read from its rate
// card — town rides, airport transfers, outstation per km with the driver's daily allowance, the first rental
// package — and when the night surcharge applies.
import { useTranslation } from 'react-i18next';
import type { CityFare } from '../../domain/pages/city-page';
import { formatMoney, formatNumber } from '../../lib/format';

interface CityFaresProps {
  place: string;
  businessName: string;
  currency: string;
  fares: readonly CityFare[];
}

export function CityFares({ place, businessName, currency, fares }: CityFaresProps) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const night = fares[0]?.rates.night;
  return (
    <section className="section" aria-labelledby="city-fares-title">
      <h2 id="city-fares-title" className="section__title">
        {t('cityPage.fares.title', { place })}
      </h2>
      <p className="muted">{t('cityPage.fares.caption', { businessName })}</p>
      {fares.length === 0 ? (
        <p>{t('cityPage.fares.none')}</p>
      ) : (
        <ul className="city-fares">
          {fares.map(({ vehicleType, rates }) => {
            const rental = rates.rental.packages[0];
            const rows: [string, string][] = [
              [t('cityPage.fares.baseFare'), money(rates.local.baseFare)],
              [t('cityPage.fares.perKm'), money(rates.local.perKm)],
              [t('cityPage.fares.minimumFare'), money(rates.local.minimumFare)],
              [t('cityPage.fares.airportMinimum'), money(rates.airport.minimumFare)],
              [t('cityPage.fares.outstationPerKm'), money(rates.outstation.perKm)],
              [t('cityPage.fares.driverAllowance'), money(rates.outstation.driverAllowancePerDay)],
            ];
            if (rental) rows.push([t('cityPage.fares.rental', rental), money(rental.price)]);
            return (
              <li key={vehicleType} className="city-fares__card" data-vehicle-type={vehicleType}>
                <h3 className="city-fares__vehicle">{t(`booking.vehicleTypes.${vehicleType}`)}</h3>
                <dl className="city-fares__list">
                  {rows.map(([label, value]) => (
                    <div key={label} className="city-fares__row">
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      {night && night.surchargeBps > 0 ? (
        <p className="muted city-fares__note">
          {t('cityPage.fares.night', {
            start: formatNumber(night.startHour, i18n.language, { minimumIntegerDigits: 2 }),
            end: formatNumber(night.endHour, i18n.language, { minimumIntegerDigits: 2 }),
            percent: formatNumber(night.surchargeBps / 10_000, i18n.language, { style: 'percent' }),
          })}
        </p>
      ) : null}
    </section>
  );
}
