// service/places (spec 2.1): the places the partner serves, each leading to its city page.
import '../../features/city-pages/city-pages.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { PageLoader } from '../../components/page-loader';
import { servedPlacesQueryOptions } from '../../features/city-pages/city-landing-query';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { useLocalePath } from '../../lib/use-locale-path';

export function ServedPlacesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const places = useQuery(servedPlacesQueryOptions());
  const businessName = brand.businessName;

  return (
    <div className="page">
      <title>{t('servedPlaces.documentTitle', { businessName })}</title>
      <h1 className="page__title">{t('servedPlaces.title')}</h1>
      <p className="muted">{t('servedPlaces.intro', { businessName })}</p>
      <div className="section">
        {places.isPending ? (
          <PageLoader />
        ) : places.isError ? (
          <p role="alert">{describeError(places.error, t)}</p>
        ) : places.data.data.length === 0 ? (
          <p>{t('servedPlaces.empty', { businessName })}</p>
        ) : (
          <ul className="served-places">
            {places.data.data.map((place) => (
              <li key={place.id}>
                <Link to={to(ROUTES.place.replace(':place', place.slug))}>
                  {place.name}
                  {place.region ? <span className="served-places__region">{place.region}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
