// The four kinds of ride a rider can book (spec 2.5): local, airport, outstation and rental, each leading to the
// booking form with its service chosen.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RIDE_SERVICES, type RideService } from '../../domain/constants';
import { ROUTES } from '../../domain/routes';
import { CityIcon, ClockIcon, PlaneIcon, RoadIcon } from '../../components/screen-icons';
import { useLocalePath } from '../../lib/use-locale-path';

const ICONS: Record<RideService, ReactNode> = {
  local: <CityIcon />,
  airport: <PlaneIcon />,
  outstation: <RoadIcon />,
  rental: <ClockIcon />,
};

export function RideCategories() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="section" aria-labelledby="ride-categories-title">
      <h2 id="ride-categories-title" className="section__title">
        {t('home.categories.title')}
      </h2>
      <ul className="category-grid">
        {RIDE_SERVICES.map((service) => (
          <li key={service}>
            <Link className="category-card" to={`${to(ROUTES.formTaxiBooking)}?service=${service}`}>
              <span className={`category-card__icon category-card__icon--${service}`}>{ICONS[service]}</span>
              <span className="category-card__name">{t(`home.categories.${service}.name`)}</span>
              <span className="category-card__text">{t(`home.categories.${service}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
