// The main text of city pages as the server serves it, for crawlers that run no JavaScript: the same sections
// and words (from the PWA's translation files) the app then renders over it. Everything a partner or the
// gazetteer supplied is escaped.
import type { TFunction } from 'i18next';
import { RELIABLE_POINTS, type CityLanding, type CityPlace } from '../../domain/city-page';
import { formatMinor } from '../../domain/money';
import { ROUTES, localePath, type LocalePrefix } from '../../domain/routes';
import { escapeHtml as e } from './page-head';

export interface CityText {
  t: TFunction;
  /** Intl locale numbers and money are written in. */
  locale: string;
  businessName: string;
  /** The URL's locale prefix, kept on every link. */
  prefix: LocalePrefix | null;
}

export const cityPath = (place: CityPlace, prefix: LocalePrefix | null) =>
  localePath(ROUTES.place.replace(':place', place.slug), prefix);

const money = (text: CityText, minor: number, currency: string, whole = false) =>
  formatMinor(minor, currency, text.locale, whole);

function faresTable(text: CityText, landing: CityLanding): string {
  const { t } = text;
  if (landing.fares.length === 0) return `<p>${e(t('cityPage.fares.none'))}</p>`;
  const cur = landing.currency;
  const heads = ['vehicle', 'baseFare', 'perKm', 'minimumFare', 'outstationPerKm', 'driverAllowance'];
  const rows = landing.fares.map(({ vehicleType, rates }) =>
    [
      t(`booking.vehicleTypes.${vehicleType}`),
      money(text, rates.local.baseFare, cur),
      money(text, rates.local.perKm, cur),
      money(text, rates.local.minimumFare, cur),
      money(text, rates.outstation.perKm, cur),
      money(text, rates.outstation.driverAllowancePerDay, cur),
    ]
      .map((cell, i) => (i === 0 ? `<th scope="row">${e(cell)}</th>` : `<td>${e(cell)}</td>`))
      .join(''),
  );
  return [
    '<table>',
    `<caption>${e(t('cityPage.fares.caption', { businessName: text.businessName }))}</caption>`,
    `<thead><tr>${heads.map((key) => `<th scope="col">${e(t(`cityPage.fares.${key}`))}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.map((row) => `<tr>${row}</tr>`).join('')}</tbody>`,
    '</table>',
  ].join('');
}

function routesList(text: CityText, landing: CityLanding): string {
  const { t } = text;
  if (landing.routes.length === 0) return `<p>${e(t('cityPage.routes.none'))}</p>`;
  const number = new Intl.NumberFormat(text.locale, { maximumFractionDigits: 1 });
  const items = landing.routes.map((route) => {
    const cheapest = route.fares[0]!;
    const name = t('cityPage.routes.route', { from: landing.place.name, to: route.to.name });
    const facts = [
      t('cityPage.routes.distance', { distance: number.format(route.distanceKm) }),
      t('cityPage.routes.from', { fare: money(text, cheapest.total, landing.currency, true) }),
    ].join(' · ');
    const link =
      route.to.kind === 'city' ? `<a href="${e(cityPath(route.to, text.prefix))}">${e(name)}</a>` : e(name);
    return `<li>${link} — ${e(facts)}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

export function cityMainHtml(text: CityText, landing: CityLanding): string {
  const { t, businessName } = text;
  const place = landing.place.name;
  const section = (title: string, body: string) => `<section><h2>${e(title)}</h2>${body}</section>`;
  const reliable = RELIABLE_POINTS.map(
    (key) => `<li><strong>${e(t(`home.why.${key}.title`))}</strong> ${e(t(`home.why.${key}.text`))}</li>`,
  ).join('');
  const options = landing.fares
    .map(({ vehicleType }) => `<li>${e(t(`cityPage.options.${vehicleType}`))}</li>`)
    .join('');
  const bookHref = `${cityPath(landing.place, text.prefix)}#book`;
  const rides = new Intl.NumberFormat(text.locale).format(landing.completedRides);
  const notServed = landing.served
    ? ''
    : `<p class="hero__subtitle">${e(t('cityPage.notServed', { place, businessName }))}</p>`;
  return [
    // The hero as the app draws it, so its paint is the page's largest and the app's drawing adds none larger.
    '<section class="hero"><div class="hero__inner">',
    `<p class="hero__eyebrow">${e(t('cityPage.eyebrow', { place, businessName }))}</p>`,
    `<h1 class="hero__title">${e(t('cityPage.title', { place }))}</h1>`,
    `<p class="hero__subtitle">${e(t('cityPage.intro', { place, businessName }))}</p>`,
    notServed,
    '</div></section>',
    '<article class="page">',
    section(t('cityPage.reliable.title', { place }), `<ul>${reliable}</ul>`),
    section(t('cityPage.options.title'), `<ul>${options}</ul>`),
    section(t('cityPage.fares.title', { place }), faresTable(text, landing)),
    section(t('cityPage.routes.title', { place }), routesList(text, landing)),
    section(
      t('cityPage.reviews.title', { place }),
      `<p>${e(t('cityPage.reviews.completed', { rides, place, businessName }))}</p>`,
    ),
    section(
      t('cityPage.cta.title', { place }),
      `<p>${e(t('cityPage.cta.body'))}</p><p><a href="${e(bookHref)}">${e(t('cityPage.cta.button', { place }))}</a></p>`,
    ),
    '</article>',
  ].join('');
}

export function servedPlacesHtml(text: CityText, places: readonly CityPlace[]): string {
  const { t, businessName } = text;
  const list = places.length
    ? `<ul>${places.map((place) => `<li><a href="${e(cityPath(place, text.prefix))}">${e(place.name)}</a></li>`).join('')}</ul>`
    : `<p>${e(t('servedPlaces.empty', { businessName }))}</p>`;
  return `<article><h1>${e(t('servedPlaces.title'))}</h1><p>${e(t('servedPlaces.intro', { businessName }))}</p>${list}</article>`;
}
