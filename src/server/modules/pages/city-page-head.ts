// The served head of city pages (place/{place}, city/{city}, taxi/{taxi}, a bare {city}) and of service/places:
// title, description, canonical under place/{slug}, the place's TaxiService and breadcrumbs as JSON-LD, in the
// page's language (Tamil unless the address names another). A city page's text is the app's, rendered on the
// server from the landing data the page carries; service/places carries its list of links.
import type { CityLanding, CityPlace } from '../../../domain/pages/city-page';
import type { Language } from '../../../domain/constants';
import { intlLocale } from '../../../domain/intl-locale';
import { formatMinor } from '../../../domain/money';
import { placeSlug } from '../../../domain/places/normalize';
import { ROUTES, localePath, placePage } from '../../../domain/routes';
import type { Db } from '../../db/client';
import { cityLanding, findCityPlace, servedPlaces } from './city-pages';
import { cityPath, servedPlacesHtml, type CityText } from './city-page-html';
import { notFoundHead } from './not-found-head';
import type { PageHead, PageHeadResolver, TenantPage } from './page-head';
import { pageLocale } from './page-language';
import { translator } from '../../lib/translator';

const absolute = (page: TenantPage, path: string) => new URL(path, page.origin).href;

function breadcrumbs(page: TenantPage, text: CityText, place?: CityPlace) {
  const crumbs = [
    { name: text.t('cityPage.breadcrumbHome'), path: localePath(ROUTES.base, page.prefix) },
    { name: text.t('servedPlaces.title'), path: localePath(ROUTES.servicePlaces, page.prefix) },
    ...(place ? [{ name: place.name, path: cityPath(place, page.prefix) }] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(page, crumb.path),
    })),
  };
}

function cityService(page: TenantPage, landing: CityLanding, language: string) {
  const { place } = landing;
  const { brand } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'TaxiService',
    name: `${brand.businessName} — ${place.name}`,
    url: absolute(page, cityPath(place, page.prefix)),
    inLanguage: language,
    provider: { '@type': 'LocalBusiness', name: brand.businessName, url: absolute(page, '/') },
    areaServed: {
      '@type': 'City',
      name: place.name,
      geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
      ...(place.region ? { containedInPlace: { '@type': 'AdministrativeArea', name: place.region } } : {}),
    },
    offers: landing.fares.map((fare) => ({
      '@type': 'Offer',
      name: fare.vehicleType,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: fare.rates.local.perKm / 100,
        priceCurrency: landing.currency,
        unitText: 'km',
      },
    })),
  };
}

interface CityHeadInput {
  db: Db;
  page: TenantPage;
  text: CityText;
  language: Language;
  name: string;
  routingUrl: string | undefined;
}

async function cityHead({ db, page, text, language, name, routingUrl }: CityHeadInput): Promise<PageHead> {
  const found = await findCityPlace(page.tenant, name);
  // A bare segment that names no place is an unknown address, as the app draws it.
  if (!found && !page.rest.includes('/')) return notFoundHead(page);
  if (!found) {
    return {
      status: 404,
      title: text.t('cityPage.notFound.title'),
      description: text.t('cityPage.notFound.body'),
    };
  }
  const landing = await cityLanding(db, page.tenant, found.slug, routingUrl);
  const place = found.name;
  const cheapest = Math.min(...landing.fares.map((fare) => fare.rates.local.perKm));
  const perKm = Number.isFinite(cheapest) ? formatMinor(cheapest, landing.currency, text.locale) : '';
  return {
    title: text.t('cityPage.documentTitle', { place, businessName: text.businessName }),
    description: text.t(perKm ? 'cityPage.metaDescription' : 'cityPage.metaDescriptionNoFare', {
      place,
      businessName: text.businessName,
      fare: perKm,
    }),
    canonicalRest: ROUTES.place.replace(':place', found.slug),
    jsonLd: [cityService(page, landing, language), breadcrumbs(page, text, found)],
    // The app asks for the slug of the name in the address (an alias's too), which the API answers alike.
    apiResponses: { [`/api/v1/places/${encodeURIComponent(placeSlug(name))}/landing`]: landing },
    renderApp: true,
  };
}

async function servedPlacesHead(page: TenantPage, text: CityText): Promise<PageHead> {
  const places = await servedPlaces(page.tenant);
  const { businessName } = text;
  return {
    title: text.t('servedPlaces.documentTitle', { businessName }),
    description: text.t('servedPlaces.intro', { businessName }),
    jsonLd: [breadcrumbs(page, text)],
    mainHtml: servedPlacesHtml(text, places),
  };
}

export function cityPageHead(routingUrl: string | undefined): PageHeadResolver {
  return async (db, page) => {
    const target = placePage(page.rest, page.search);
    if (!target) return null;
    const { language, country } = pageLocale(page.rest, page.brand, page.prefix);
    const text: CityText = {
      t: await translator(language),
      locale: intlLocale(language, country),
      businessName: page.brand.businessName,
      prefix: page.prefix,
    };
    return target.kind === 'servedPlaces'
      ? servedPlacesHead(page, text)
      : cityHead({ db, page, text, language, name: target.name, routingUrl });
  };
}
