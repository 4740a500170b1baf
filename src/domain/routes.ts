// Route paths of the product (spec 2.1) and the rules of the `/{country}/{lang}/` prefix (spec 2.2), as pure
// functions so the router, the head links and tests agree on one spelling of every path.
import { COUNTRIES, DEFAULTS, LANGUAGES, type Country, type Language } from './constants';
import { placeSlug } from './places/normalize';

/** Paths relative to the site root or to a `/{country}/{lang}/` prefix; '' is the home page. */
export const ROUTES = {
  base: '',
  home: 'home',
  aiHome: 'ai/home',
  userHome: 'user/home',
  aiTaxiBooking: 'user/ai/taxi/booking',
  whatsappTaxiBooking: 'user/whatsapp/taxi/booking',
  formTaxiBooking: 'user/form/taxi/booking',
  userAiAgent: 'user/ai/agent',
  userRides: 'user/rides',
  userProfile: 'user/profile',
  userPrivacyPolicy: 'user/privacy/policy',
  userTerms: 'user/terms',
  userSupport: 'user/support',
  userWallet: 'user/wallet',
  privacy: 'privacy',
  terms: 'terms',
  place: 'place/:place',
  servicePlaces: 'service/places',
  city: 'city/:city',
  taxi: 'taxi/:taxi',
  /** A bare `/{city}`: matched after every named single-segment page. */
  bareCity: ':city',
  travelLogin: 'travel/login',
  travelHome: 'travel/home',
  travelAiAgent: 'travel/ai/agent',
  travelRideBook: 'travel/ride/book',
  travelRides: 'travel/rides',
  vehicles: 'travel/vehicles',
  drivers: 'travel/drivers',
  agencies: 'travel/agencies',
  travelWallet: 'travel/wallet',
  travelApps: 'travel/apps',
  travelSetup: 'travel/setup',
  travelSettings: 'travel/settings',
  /** Visitors, campaigns and their bookings, rides and revenue per day (issue 17). */
  travelInsights: 'travel/insights',
  /** The partner's Help page: riders' support tickets and their threads. */
  travelHelp: 'travel/help',
  signup: 'signup',
  campaignDriverApp: 'campaign/driver/app',
  campaignAirportShuttle: 'campaign/airport/shuttle',
  campaignAttachVehicles: 'campaign/attach/vehicles',
  verifyPhone: 'verify/phone',
  appstores: 'appstores',
  rideVehicles: 'ride/vehicles',
  rideSummary: 'ride/summary',
  rideConfirmed: 'ride/confirmed',
  contactUs: 'contact-us',
  rides: 'rides',
  customers: 'drivers',
  events: 'events',
  map: 'map',
  blogCreate: 'blog/create',
  /** The partner's own posts with drafts; `?edit={id}` opens one in the edit form (issue 13). */
  travelBlog: 'travel/blog',
  /** The partner's live map of drivers on duty (issue 13). */
  travelMap: 'travel/map',
  trackDriver: 'track/driver',
  pay: 'pay/:txnId',
  blog: 'blog/:blog',
  blogs: 'blogs',
  driverApp: 'driver/app',
  /** The driver app itself (issue 15): login, duty, offers, rides and earnings. */
  driver: 'driver',
  userApp: 'user/app',
  partnerApp: 'partner/app',
  /** The platform owner's console, on the platform's own host only (issue 28). */
  platformAdmin: 'admin',
  platformAdminPartner: 'admin/partners/:tenantId',
  platformAdminRevenue: 'admin/revenue',
} as const;
export type RouteKey = keyof typeof ROUTES;

/** The platform's own marketing and partner sign-up pages: served on the platform's host only (one no partner
 * claimed); a partner's site answers 404 for them and leaves them out of its sitemap. */
export const PLATFORM_PAGES = [
  'signup',
  'campaignDriverApp',
  'campaignAirportShuttle',
  'campaignAttachVehicles',
] as const satisfies readonly RouteKey[];

/** Whether a path (after any locale prefix) is the platform owner's console, which only the platform's host has. */
export function isPlatformConsolePath(rest: string): boolean {
  const path = rest.replace(/^\/+|\/+$/g, '');
  return path === ROUTES.platformAdmin || path.startsWith(`${ROUTES.platformAdmin}/`);
}

/** Whether a path (after any locale prefix) is one of PLATFORM_PAGES. */
export function isPlatformPage(rest: string): boolean {
  const path = rest.replace(/\/+$/, '');
  return PLATFORM_PAGES.some((key) => ROUTES[key] === path);
}

export interface LocalePrefix {
  country: Country;
  language: Language;
}

export function isCountry(value: string | undefined): value is Country {
  return (COUNTRIES as readonly string[]).includes(value ?? '');
}

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** Splits `/in/ta/user/rides` into its prefix and the rest (`user/rides`); no valid prefix leaves the path whole. */
export function splitLocalePath(pathname: string): { prefix: LocalePrefix | null; rest: string } {
  const segments = pathname.split('/').filter(Boolean);
  const [country, language] = segments;
  if (isCountry(country) && isLanguage(language)) {
    return { prefix: { country, language }, rest: segments.slice(2).join('/') };
  }
  return { prefix: null, rest: segments.join('/') };
}

/** Reads a saved `country_lang` value such as "in/ta"; anything malformed is ignored. */
export function parseCountryLang(saved: string | null | undefined): LocalePrefix | null {
  const [country, language] = (saved ?? '').split('/');
  return isCountry(country) && isLanguage(language) ? { country, language } : null;
}

export function formatCountryLang(prefix: LocalePrefix): string {
  return `${prefix.country}/${prefix.language}`;
}

/** An absolute path for a route path; with a prefix it lives under `/{country}/{lang}/`. */
export function localePath(path: string, prefix: LocalePrefix | null): string {
  const rest = path.replace(/^\/+/, '');
  if (!prefix) return `/${rest}`;
  return `/${prefix.country}/${prefix.language}${rest ? `/${rest}` : '/'}`;
}

/** Each route's segments, a parameter as null; matched without case, as the router matches them. */
const ROUTE_SEGMENTS = Object.values(ROUTES).map((path) =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? null : segment)),
);

function namesRoute(segments: readonly string[]): boolean {
  return ROUTE_SEGMENTS.some(
    (route) =>
      route.length === segments.length &&
      route.every((segment, i) => segment === null || segment === segments[i]!.toLowerCase()),
  );
}

/**
 * Whether an address names a page of the table (spec 2.1), bare or under a `/{country}/{lang}/` prefix, so the
 * server answers the others 404 and the service worker keeps that meaning offline. A parameter (a place, a post)
 * is taken as named here: whether the tenant has it is for its page to tell. A known country with an unknown
 * language names the page after it, where the app sends the visitor.
 */
export function isKnownPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (namesRoute(segments)) return true;
  return isCountry(segments[0]) && segments.length >= 2 && namesRoute(segments.slice(2));
}

/** Single-segment pages of the table; any other single segment is a bare `{city}` address. */
const SINGLE_SEGMENT_PAGES = new Set<string>(
  Object.values(ROUTES).filter((path) => !path.includes('/') && !path.startsWith(':')),
);
/** First segments of the addresses that name a place in their second: place/{place}, city/{city}, taxi/{taxi}. */
const PLACE_SEGMENTS = new Set([ROUTES.place, ROUTES.city, ROUTES.taxi].map((path) => path.split('/')[0]));

export type PlacePage = { kind: 'city'; name: string } | { kind: 'servedPlaces' };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The city landing page an address is (spec 2.2), or null for every other page: the place is the `place` query
 * parameter, else the segment after place/city/taxi, else a bare single segment no other page claims.
 */
export function placePage(rest: string, search = ''): PlacePage | null {
  if (rest === ROUTES.servicePlaces) return { kind: 'servedPlaces' };
  const [first = '', second, ...more] = rest.split('/').filter(Boolean);
  if (more.length > 0) return null;
  const named = second === undefined ? !SINGLE_SEGMENT_PAGES.has(first) : PLACE_SEGMENTS.has(first);
  if (!named) return null;
  const fromQuery = new URLSearchParams(search).get('place')?.trim();
  return { kind: 'city', name: fromQuery || decodeSegment(second ?? first) };
}

/** The address a page's canonical and alternate links name: every city page under its place/{slug} form. */
export function canonicalRest(rest: string, search = ''): string {
  const page = placePage(rest, search);
  return page?.kind === 'city' ? ROUTES.place.replace(':place', placeSlug(page.name)) : rest;
}

export interface HeadLink {
  hreflang: string;
  path: string;
}

/**
 * Alternate-language links of a page: English in every country, the current language, the page's other
 * languages (in the current country), and x-default.
 */
export function alternateLinks(
  rest: string,
  current: LocalePrefix,
  languages: readonly Language[] = [],
): HeadLink[] {
  const links: HeadLink[] = COUNTRIES.map((country) => ({
    hreflang: `${DEFAULTS.language}-${country}`,
    path: localePath(rest, { country, language: DEFAULTS.language }),
  }));
  for (const language of [current.language, ...languages]) {
    const hreflang = `${language}-${current.country}`;
    if (!links.some((link) => link.hreflang === hreflang)) {
      links.push({ hreflang, path: localePath(rest, { country: current.country, language }) });
    }
  }
  links.push({ hreflang: 'x-default', path: localePath(rest, null) });
  return links;
}
