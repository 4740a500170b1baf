// A city page's popular routes: the city's airport and the towns nearby, each with its road distance, driving
// time and the cheapest one-way fare the partner's rate cards give, and a button that starts booking it (named by
// `data-served-action`, so it answers while the section is still the served HTML: served-part.tsx).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CityPlace, PopularRoute } from '../../domain/pages/city-page';
import { ROUTES } from '../../domain/routes';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLocalePath } from '../../lib/use-locale-path';

interface PopularRoutesProps {
  from: CityPlace;
  currency: string;
  routes: readonly PopularRoute[];
  onBook: (to: CityPlace) => void;
}

export function PopularRoutes({ from, currency, routes, onBook }: PopularRoutesProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const duration = (minutes: number) =>
    minutes >= 90
      ? t('cityPage.routes.hours', {
          hours: formatNumber(minutes / 60, i18n.language, { maximumFractionDigits: 1 }),
        })
      : t('cityPage.routes.minutes', { minutes: formatNumber(minutes, i18n.language) });
  return (
    <section className="section" aria-labelledby="city-routes-title">
      <h2 id="city-routes-title" className="section__title">
        {t('cityPage.routes.title', { place: from.name })}
      </h2>
      {routes.length === 0 ? (
        <p>{t('cityPage.routes.none')}</p>
      ) : (
        <ul className="city-routes">
          {routes.map((route) => {
            const name = t('cityPage.routes.route', { from: from.name, to: route.to.name });
            return (
              <li key={route.to.id} className="city-routes__card">
                <h3 className="city-routes__name">
                  {route.to.kind === 'city' ? (
                    <Link to={to(ROUTES.place.replace(':place', route.to.slug))}>{name}</Link>
                  ) : (
                    name
                  )}
                </h3>
                <p className="muted">
                  {t(
                    route.routeSource === 'routing'
                      ? 'cityPage.routes.distance'
                      : 'cityPage.routes.distanceStraight',
                    {
                      distance: formatNumber(route.distanceKm, i18n.language, { maximumFractionDigits: 1 }),
                    },
                  )}{' '}
                  · {duration(route.durationMinutes)} · {t(`booking.services.${route.service}`)}
                </p>
                <p className="city-routes__fare">
                  {t('cityPage.routes.from', {
                    fare: formatMoney(route.fares[0]!.total, currency, i18n.language, true),
                  })}
                </p>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t('cityPage.routes.bookRoute', { route: name })}
                  data-served-action={route.to.id}
                  onClick={() => onBook(route.to)}
                >
                  {t('cityPage.routes.book')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
