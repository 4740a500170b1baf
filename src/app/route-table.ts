// Which page and which layout every route of spec 2.1 gets, and whether it needs the query client (the rider
// home and the static pages do not, so they never load it). The router builds this table once at the root and
// once under each `/{country}/{lang}/` prefix. Every route names its page: there is no placeholder page.
import type { PartnerArea } from '../domain/partners/partner-staff';
import type { RouteKey } from '../domain/routes';

export type ScreenLayout = 'rider' | 'partner' | 'partnerSession';
export type ScreenPage =
  | 'riderHome'
  | 'chat'
  | 'whatsappBooking'
  | 'trackDriver'
  | 'userRides'
  | MorePageName
  | BookingPage
  | PartnerPage
  | SitePage
  | BlogPage;
/** The rider's account, support, legal and map pages, and the partner's Help, Apps, live map and booking for a
 * caller (issue 13). */
export type MorePageName =
  | 'userWallet'
  | 'userProfile'
  | 'userSupport'
  | 'travelHelp'
  | 'travelApps'
  | 'liveMap'
  | 'verifyPhone'
  | 'travelRideBook'
  | 'travelInsights'
  | 'partnerMap'
  | 'ownPosts'
  | 'privacyPolicy'
  | 'terms';
/** The blog (issue 6): the list and a post for readers, the create form for the partner (their own posts are
 * among the pages of issue 13). */
export type BlogPage = 'blogs' | 'blogPost' | 'blogCreate';
/** City landing pages, contact us and app download (issue 6). */
export type SitePage =
  'cityLanding' | 'bareCity' | 'servedPlaces' | 'contactUs' | 'partnerApps' | 'driverApps';
/** The partner console's pages behind its layout (issues 4 and 12), reached through console-pages.tsx. */
export type ConsolePageName =
  | 'travelHome'
  | 'travelRides'
  | 'partnerAgent'
  | 'vehicles'
  | 'drivers'
  | 'agencies'
  | 'travelWallet'
  | 'travelSetup'
  | 'travelSettings'
  | 'customers'
  | 'events';
/** The partner's sign-up and campaign pages (issue 4). */
export type PartnerPage =
  ConsolePageName | 'signup' | 'campaignDriverApp' | 'campaignAirportShuttle' | 'campaignAttachVehicles';
/** The rider's booking flow (issue 3). */
export type BookingPage = 'rideForm' | 'rideVehicles' | 'rideSummary' | 'rideConfirmed' | 'pay';

export interface ScreenRoute {
  key: RouteKey;
  layout: ScreenLayout;
  page: ScreenPage;
  query: boolean;
  /** The console area a partner page belongs to: roles that may not use it are told so instead. */
  area?: PartnerArea;
}

const rider = (key: RouteKey, page: ScreenPage): ScreenRoute => ({
  key,
  layout: 'rider',
  page,
  query: true,
});
const riderStatic = (key: RouteKey, page: ScreenPage): ScreenRoute => ({
  key,
  layout: 'rider',
  page,
  query: false,
});
const partner = (key: RouteKey, page: ScreenPage, area?: PartnerArea): ScreenRoute => ({
  key,
  layout: 'partnerSession',
  page,
  query: true,
  ...(area ? { area } : {}),
});
const partnerPublic = (key: RouteKey, page: ScreenPage): ScreenRoute => ({
  key,
  layout: 'partner',
  page,
  query: true,
});
/** Partner-only pages among the spec's 'Others' (customers, events): the partner frame behind its session. */
const partnerSession = partner;

/** Every route but the home index, the travel login and the driver app, which the router places itself. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  riderStatic('home', 'riderHome'),
  riderStatic('userHome', 'riderHome'),
  riderStatic('aiHome', 'riderHome'),
  rider('aiTaxiBooking', 'chat'),
  rider('whatsappTaxiBooking', 'whatsappBooking'),
  rider('formTaxiBooking', 'rideForm'),
  rider('userAiAgent', 'chat'),
  rider('userRides', 'userRides'),
  rider('userProfile', 'userProfile'),
  rider('userPrivacyPolicy', 'privacyPolicy'),
  rider('userTerms', 'terms'),
  rider('userSupport', 'userSupport'),
  rider('userWallet', 'userWallet'),
  rider('privacy', 'privacyPolicy'),
  rider('terms', 'terms'),
  rider('place', 'cityLanding'),
  rider('servicePlaces', 'servedPlaces'),
  rider('city', 'cityLanding'),
  rider('taxi', 'cityLanding'),
  rider('bareCity', 'bareCity'),
  partnerPublic('campaignDriverApp', 'campaignDriverApp'),
  partnerPublic('campaignAirportShuttle', 'campaignAirportShuttle'),
  partnerPublic('campaignAttachVehicles', 'campaignAttachVehicles'),
  rider('verifyPhone', 'verifyPhone'),
  rider('appstores', 'partnerApps'),
  rider('rideVehicles', 'rideVehicles'),
  rider('rideSummary', 'rideSummary'),
  rider('rideConfirmed', 'rideConfirmed'),
  rider('contactUs', 'contactUs'),
  rider('rides', 'userRides'),
  partnerSession('customers', 'customers'),
  partnerSession('events', 'events'),
  rider('map', 'liveMap'),
  partner('blogCreate', 'blogCreate', 'blog'),
  partner('travelBlog', 'ownPosts', 'blog'),
  partner('travelMap', 'partnerMap', 'dispatch'),
  rider('trackDriver', 'trackDriver'),
  rider('pay', 'pay'),
  rider('blog', 'blogPost'),
  rider('blogs', 'blogs'),
  rider('driverApp', 'driverApps'),
  rider('userApp', 'partnerApps'),
  rider('partnerApp', 'partnerApps'),
  { key: 'signup', layout: 'partner', page: 'signup', query: true },
  partner('travelHome', 'travelHome'),
  partner('travelAiAgent', 'partnerAgent', 'chat'),
  partner('travelRideBook', 'travelRideBook', 'dispatch'),
  partner('travelRides', 'travelRides'),
  partner('vehicles', 'vehicles', 'fleet'),
  partner('drivers', 'drivers', 'fleet'),
  partner('agencies', 'agencies', 'fleet'),
  partner('travelWallet', 'travelWallet', 'wallet'),
  partner('travelApps', 'travelApps'),
  partner('travelSetup', 'travelSetup', 'settings'),
  partner('travelSettings', 'travelSettings', 'settings'),
  partner('travelHelp', 'travelHelp', 'help'),
  partner('travelInsights', 'travelInsights', 'insights'),
];
