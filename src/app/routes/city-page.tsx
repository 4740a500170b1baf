// City landing pages (spec 2.2, 2.5): place/{place}, city/{city}, taxi/{taxi} and a bare {city}, the place named
// by `?place=` or the path, found in the gazetteer by the server and saved as `user_place`. The sections come from
// the city-pages feature, and the call to action opens the booking feature's ride form in a sheet, starting from
// the place (or one of its popular routes). The sections with nothing to answer stay the served HTML on a served
// page (served-part.tsx), the popular routes' Book buttons answering through it; the calls to action hydrate.
import '../../features/city-pages/city-pages.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { CityLanding, CityPlace } from '../../domain/pages/city-page';
import { placeSlug } from '../../domain/places/normalize';
import { ROUTES } from '../../domain/routes';
import { PageNotice } from '../../components/page-notice';
import { PageLoader } from '../../components/page-loader';
import { ServedPart } from '../../components/served-part';
import { Sheet } from '../../components/sheet';
import { cityLandingQueryOptions } from '../../features/city-pages/city-landing-query';
import { CityFares } from '../../features/city-pages/city-fares';
import { CityReviews } from '../../features/city-pages/city-reviews';
import { PopularRoutes } from '../../features/city-pages/popular-routes';
import { ReliableService } from '../../features/city-pages/reliable-service';
import { RideOptions } from '../../features/city-pages/ride-options';
import { saveUserPlace } from '../../features/city-pages/user-place';
import { ApiRequestError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { useLocalePath } from '../../lib/use-locale-path';
import { UnknownPath } from './unknown-path';

const CityRideForm = lazy(() => import('./city-ride-form').then((m) => ({ default: m.CityRideForm })));

/** The booking sheet: closed, or open from the city (to a popular route's end, when one was chosen). */
type Booking = null | { dropoff?: CityPlace };

export function CityPage({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const params = useParams();
  const [search] = useSearchParams();
  const name = search.get('place')?.trim() || params.place || params.city || params.taxi || '';
  const landing = useQuery(cityLandingQueryOptions(placeSlug(name)));
  const place = landing.data?.place.name;

  useEffect(() => {
    if (place) saveUserPlace(place);
  }, [place]);

  if (landing.data) return <CityLandingView landing={landing.data} />;
  if (landing.isPending) return <PageLoader label={t('cityPage.loading', { place: name })} />;
  const missing = landing.error instanceof ApiRequestError && landing.error.status === 404;
  // A bare single segment that names no place is an unknown path, as the server answered it.
  if (missing && bare) return <UnknownPath />;
  return (
    <div className="page page--narrow">
      <PageNotice
        eyebrow={name}
        title={missing ? t('cityPage.notFound.title') : describeError(landing.error, t)}
        body={missing ? t('cityPage.notFound.body') : ''}
        action={
          <Link className="button button--primary" to={to(ROUTES.servicePlaces)}>
            {t('servedPlaces.title')}
          </Link>
        }
      />
    </div>
  );
}

function CityLandingView({ landing }: { landing: CityLanding }) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const { hash } = useLocation();
  const [booking, setBooking] = useState<Booking>(hash === '#book' ? {} : null);
  const place = landing.place.name;
  const businessName = brand.businessName;
  // What the sections between the calls to action show: they stay the served HTML until one of these changes.
  const servedDeps = [i18n.language, landing, brand];
  /** A popular route's Book pressed while its section is still the served HTML. */
  const bookRoute = (id: string) => {
    const dropoff = landing.routes.find((route) => route.to.id === id)?.to;
    if (dropoff) setBooking({ dropoff });
  };
  const book = (
    <button type="button" className="button button--primary" onClick={() => setBooking({})}>
      {t('cityPage.cta.button', { place })}
    </button>
  );

  return (
    <>
      <title>{t('cityPage.documentTitle', { place, businessName })}</title>
      <section className="hero" aria-labelledby="city-title">
        <div className="hero__inner">
          <p className="hero__eyebrow">{t('cityPage.eyebrow', { place, businessName })}</p>
          <h1 id="city-title" className="hero__title">
            {t('cityPage.title', { place })}
          </h1>
          <p className="hero__subtitle">{t('cityPage.intro', { place, businessName })}</p>
          {landing.served ? null : (
            <p className="hero__subtitle">{t('cityPage.notServed', { place, businessName })}</p>
          )}
          <div className="city-hero__actions">{book}</div>
        </div>
      </section>
      <div className="page">
        <ServedPart deps={servedDeps} onAction={bookRoute}>
          <ReliableService place={place} brand={brand} />
          <RideOptions fares={landing.fares} />
          <CityFares
            place={place}
            businessName={businessName}
            currency={landing.currency}
            fares={landing.fares}
          />
          <PopularRoutes
            from={landing.place}
            currency={landing.currency}
            routes={landing.routes}
            onBook={(dropoff) => setBooking({ dropoff })}
          />
          <CityReviews
            place={place}
            businessName={businessName}
            completedRides={landing.completedRides}
            rating={landing.rating}
          />
        </ServedPart>
        <section className="city-cta" aria-labelledby="city-cta-title">
          <h2 id="city-cta-title">{t('cityPage.cta.title', { place })}</h2>
          <p>{t('cityPage.cta.body')}</p>
          {book}
        </section>
      </div>
      <Sheet
        open={booking !== null}
        title={t('cityPage.sheetTitle', { place })}
        closeLabel={t('common.close')}
        onClose={() => setBooking(null)}
      >
        <Suspense fallback={<PageLoader />}>
          <CityRideForm key={booking?.dropoff?.id ?? 'city'} from={landing.place} to={booking?.dropoff} />
        </Suspense>
      </Sheet>
    </>
  );
}
