// The list of served places (service/places) as the server serves it, for crawlers that run no JavaScript: the
// words come from the PWA's translation files, and every place name is escaped. City pages themselves are the
// app's, rendered on the server.
import type { TFunction } from 'i18next';
import type { CityPlace } from '../../../domain/pages/city-page';
import { ROUTES, localePath, type LocalePrefix } from '../../../domain/routes';
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

export function servedPlacesHtml(text: CityText, places: readonly CityPlace[]): string {
  const { t, businessName } = text;
  const list = places.length
    ? `<ul>${places.map((place) => `<li><a href="${e(cityPath(place, text.prefix))}">${e(place.name)}</a></li>`).join('')}</ul>`
    : `<p>${e(t('servedPlaces.empty', { businessName }))}</p>`;
  return `<article><h1>${e(t('servedPlaces.title'))}</h1><p>${e(t('servedPlaces.intro', { businessName }))}</p>${list}</article>`;
}
