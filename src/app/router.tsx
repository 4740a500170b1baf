// The route table in react-router's declarative mode (the data router alone weighs twice as much): every layout
// and page is a lazy chunk, and the whole table exists bare and once more under a `/{country}/{lang}/` prefix,
// whose gate turns away a country that is not ours. One prefixed copy, not one per country: the table is matched
// by route-matcher.ts, compiled once, so its size costs one compile, not work on every navigation. Redirects
// are the guard routes of route-guards.tsx.
import { lazy, useContext, useMemo, type ReactNode } from 'react';
import {
  createRoutesFromChildren,
  renderMatches,
  Route,
  UNSAFE_NavigationContext,
  useLocation,
  type RouteObject,
} from 'react-router';
import { ROUTES, splitLocalePath } from '../domain/routes';
import { loadConsoleWords } from '../lib/i18n';
import { PageHydrated } from './page-hydrated';
import { RootShell } from './root-shell';
import { compileRoutes, type RouteMatcher } from './route-matcher';
import { HomeByMode, LanguageGate, PartnerSessionGuard, TravelLoginGuard } from './route-guards';
import { SCREEN_ROUTES, type ScreenLayout, type ScreenRoute } from './route-table';
import { UnknownPath } from './routes/unknown-path';

const loadRiderHome = () => import('./routes/rider-home');
const RiderHome = lazy(() => loadRiderHome().then((m) => ({ default: m.RiderHome })));
const HOME_PATHS = new Set<string>([
  ROUTES.base,
  ...SCREEN_ROUTES.filter((route) => route.page === 'riderHome').map((route) => ROUTES[route.key]),
]);
const RiderLayout = lazy(() => {
  // A rider landing on the home gets its chunk beside the layout's instead of after it; other pages skip it.
  const landing = typeof window === 'undefined' ? null : splitLocalePath(window.location.pathname).rest;
  if (landing !== null && HOME_PATHS.has(landing)) void loadRiderHome();
  return import('./layouts/rider-layout').then((m) => ({ default: m.RiderLayout }));
});
const loadConsolePages = () => import('./routes/console-pages');
/** A business area's code together with its words (src/domain/word-files.ts), so it never draws without them. */
const withConsoleWords = <T,>(code: Promise<T>): Promise<T> =>
  Promise.all([code, loadConsoleWords()]).then(([loaded]) => loaded);
const PartnerLayout = lazy(() => {
  // The console's page starts beside its layout instead of after it.
  void loadConsolePages();
  return withConsoleWords(import('./layouts/partner-layout')).then((m) => ({ default: m.PartnerLayout }));
});
// The console's pages sit behind one lazy entry, like the pages of issue 13: the shell every rider home loads
// carries one import (and one preload list) for them rather than one each.
const ConsolePage = lazy(() => loadConsolePages().then((m) => ({ default: m.ConsolePage })));
const QueryScope = lazy(() => import('./query-scope').then((m) => ({ default: m.QueryScope })));
const DriverPage = lazy(() =>
  withConsoleWords(import('./routes/driver-page')).then((m) => ({ default: m.DriverPage })),
);
const TravelLogin = lazy(() => import('./routes/travel-login').then((m) => ({ default: m.TravelLogin })));
const RideFormPage = lazy(() => import('./routes/ride-form-page').then((m) => ({ default: m.RideFormPage })));
const loadBookingPages = () => import('./routes/booking-pages');
const RideVehiclesPage = lazy(() => loadBookingPages().then((m) => ({ default: m.RideVehiclesPage })));
const RideSummaryPage = lazy(() => loadBookingPages().then((m) => ({ default: m.RideSummaryPage })));
const RideConfirmedPage = lazy(() => loadBookingPages().then((m) => ({ default: m.RideConfirmedPage })));
const PayPage = lazy(() => loadBookingPages().then((m) => ({ default: m.PayPage })));
const TrackDriverPage = lazy(() =>
  import('./routes/track-driver').then((m) => ({ default: m.TrackDriverPage })),
);
const UserRidesPage = lazy(() => import('./routes/user-rides').then((m) => ({ default: m.UserRidesPage })));
// The account, support, legal, map and caller-booking pages sit behind one lazy entry (more-pages.tsx), so the
// shell every rider home loads carries one import for them rather than one each.
const MorePage = lazy(() => import('./routes/more-pages').then((m) => ({ default: m.MorePage })));
const PlatformSignup = lazy(() =>
  import('./routes/campaign-pages').then((m) => ({ default: m.PlatformSignup })),
);
const CampaignDriverApp = lazy(() =>
  import('./routes/campaign-pages').then((m) => ({ default: m.CampaignDriverApp })),
);
const CampaignAirportShuttle = lazy(() =>
  import('./routes/campaign-pages').then((m) => ({ default: m.CampaignAirportShuttle })),
);
const CampaignAttachVehicles = lazy(() =>
  import('./routes/campaign-pages').then((m) => ({ default: m.CampaignAttachVehicles })),
);
const ChatPage = lazy(() => import('./routes/chat-pages').then((m) => ({ default: m.ChatPage })));
const WhatsappPage = lazy(() => import('./routes/whatsapp-pages').then((m) => ({ default: m.WhatsappPage })));
const loadBlogPages = () => import('./routes/blog-pages');
const BlogsPage = lazy(() => loadBlogPages().then((m) => ({ default: m.BlogsPage })));
const BlogPostPage = lazy(() => loadBlogPages().then((m) => ({ default: m.BlogPostPage })));
const BlogCreatePage = lazy(() =>
  import('./routes/blog-editor-pages').then((m) => ({ default: m.BlogCreatePage })),
);
const CityPage = lazy(() => import('./routes/city-page').then((m) => ({ default: m.CityPage })));
const ServedPlacesPage = lazy(() =>
  import('./routes/served-places-page').then((m) => ({ default: m.ServedPlacesPage })),
);
const ContactPage = lazy(() => import('./routes/contact-page').then((m) => ({ default: m.ContactPage })));
const AppDownloadPage = lazy(() =>
  import('./routes/app-download-page').then((m) => ({ default: m.AppDownloadPage })),
);
// The platform owner's console: never part of a partner's or rider's download. Its paths are named one by one, as
// a splat would rank below the `/{country}/{lang}/` prefix for paths of two segments or more.
const ADMIN_PATHS = [ROUTES.platformAdmin, ROUTES.platformAdminPartner, ROUTES.platformAdminRevenue] as const;
const PlatformAdminPage = lazy(() =>
  withConsoleWords(import('./routes/platform-admin')).then((m) => ({ default: m.PlatformAdminPage })),
);
// Only partner pages of a restricted area need it, and with it the session's role: never the rider's entry.
const AreaGate = lazy(() => import('./area-gate').then((m) => ({ default: m.AreaGate })));

function page(route: ScreenRoute): ReactNode {
  const screen = pageOf(route);
  return <PageHydrated>{route.area ? <AreaGate area={route.area}>{screen}</AreaGate> : screen}</PageHydrated>;
}

function pageOf(route: ScreenRoute): ReactNode {
  switch (route.page) {
    case 'riderHome':
      return <RiderHome />;
    case 'rideForm':
      return <RideFormPage />;
    case 'rideVehicles':
      return <RideVehiclesPage />;
    case 'rideSummary':
      return <RideSummaryPage />;
    case 'rideConfirmed':
      return <RideConfirmedPage />;
    case 'pay':
      return <PayPage />;
    case 'trackDriver':
      return <TrackDriverPage />;
    case 'userRides':
      return <UserRidesPage />;
    case 'userWallet':
    case 'userProfile':
    case 'userSupport':
    case 'travelHelp':
    case 'travelApps':
    case 'liveMap':
    case 'verifyPhone':
    case 'travelRideBook':
    case 'travelInsights':
    case 'partnerMap':
    case 'ownPosts':
    case 'privacyPolicy':
    case 'terms':
      return <MorePage page={route.page} />;
    case 'travelHome':
    case 'travelRides':
    case 'partnerAgent':
    case 'vehicles':
    case 'drivers':
    case 'agencies':
    case 'travelWallet':
    case 'travelSetup':
    case 'travelSettings':
    case 'customers':
    case 'events':
      return <ConsolePage page={route.page} />;
    case 'signup':
      return <PlatformSignup />;
    case 'campaignDriverApp':
      return <CampaignDriverApp />;
    case 'campaignAirportShuttle':
      return <CampaignAirportShuttle />;
    case 'campaignAttachVehicles':
      return <CampaignAttachVehicles />;
    case 'chat':
      return <ChatPage />;
    case 'whatsappBooking':
      return <WhatsappPage />;
    case 'blogs':
      return <BlogsPage />;
    case 'blogPost':
      return <BlogPostPage />;
    case 'blogCreate':
      return <BlogCreatePage />;
    case 'cityLanding':
      return <CityPage />;
    case 'bareCity':
      return <CityPage bare />;
    case 'servedPlaces':
      return <ServedPlacesPage />;
    case 'contactUs':
      return <ContactPage />;
    case 'partnerApps':
      return <AppDownloadPage initialApp="partner" />;
    case 'driverApps':
      return <AppDownloadPage initialApp="driver" />;
  }
}

function screens(layout: ScreenLayout, query: boolean): ReactNode[] {
  return SCREEN_ROUTES.filter((route) => route.layout === layout && route.query === query).map((route) => (
    <Route key={route.key} path={ROUTES[route.key]} element={page(route)} />
  ));
}

function siteRoutes(): ReactNode {
  return (
    <>
      <Route element={<HomeByMode />}>
        <Route element={<RiderLayout />}>
          <Route
            index
            element={
              <PageHydrated>
                <RiderHome />
              </PageHydrated>
            }
          />
          {screens('rider', false)}
          <Route element={<QueryScope />}>{screens('rider', true)}</Route>
        </Route>
      </Route>
      <Route element={<QueryScope />}>
        <Route element={<PartnerLayout />}>{screens('partner', true)}</Route>
        <Route element={<PartnerSessionGuard />}>
          <Route element={<PartnerLayout />}>{screens('partnerSession', true)}</Route>
        </Route>
        <Route element={<TravelLoginGuard />}>
          <Route
            path={ROUTES.travelLogin}
            element={
              <PageHydrated>
                <TravelLogin />
              </PageHydrated>
            }
          />
        </Route>
        <Route path={ROUTES.driver} element={<DriverPage />} />
        {ADMIN_PATHS.map((path) => (
          <Route key={path} path={path} element={<PlatformAdminPage />} />
        ))}
      </Route>
      <Route path="*" element={<UnknownPath />} />
    </>
  );
}

/** The whole table as React Router's route objects, for the matcher below and its test. */
export function appRouteObjects(): RouteObject[] {
  return createRoutesFromChildren(
    <Route element={<RootShell />}>
      {siteRoutes()}
      <Route path=":country/:lang" element={<LanguageGate />}>
        {siteRoutes()}
      </Route>
    </Route>,
  );
}

let matcher: RouteMatcher | undefined;

/** Compiles the route table now rather than in the first render: called by the entry in a task of its own, so
 * the compile is not one long piece of work with the router's start. */
export function compileAppRoutes(): RouteMatcher {
  matcher ??= compileRoutes(appRouteObjects());
  return matcher;
}

/** What `<Routes>` renders, matched by a table compiled once (route-matcher.ts) instead of on every render. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const matches = useMemo(() => compileAppRoutes().match(pathname), [pathname]);
  // As `<Routes>` does: the matched paths encoded again for the links that are resolved against them.
  const encode = (path: string) =>
    navigator.encodeLocation
      ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23'))
          .pathname
      : path;
  return renderMatches(
    matches?.map((match) => ({
      ...match,
      pathname: encode(match.pathname),
      pathnameBase: encode(match.pathnameBase),
    })) ?? null,
  );
}
