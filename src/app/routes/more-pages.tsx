// The pages of issue 13 (and the insights of issue 17) by name, each still its own lazy chunk: the router reaches them through this one module.
import { lazy } from 'react';
import type { MorePageName } from '../route-table';

const LegalPage = lazy(() => import('./legal-page').then((m) => ({ default: m.LegalPage })));
const UserProfilePage = lazy(() => import('./user-profile').then((m) => ({ default: m.UserProfilePage })));
const UserWalletPage = lazy(() => import('./user-wallet').then((m) => ({ default: m.UserWalletPage })));
const loadSupportPages = () => import('./support-pages');
const UserSupportPage = lazy(() => loadSupportPages().then((m) => ({ default: m.UserSupportPage })));
const TravelHelpPage = lazy(() => loadSupportPages().then((m) => ({ default: m.TravelHelpPage })));
const TravelApps = lazy(() => import('./travel-apps').then((m) => ({ default: m.TravelApps })));
const MapPage = lazy(() => import('./map-page').then((m) => ({ default: m.MapPage })));
const VerifyPhonePage = lazy(() =>
  import('./verify-phone-page').then((m) => ({ default: m.VerifyPhonePage })),
);
const PartnerMapPage = lazy(() => import('./partner-map-page').then((m) => ({ default: m.PartnerMapPage })));
const OwnPostsPage = lazy(() => import('./blog-editor-pages').then((m) => ({ default: m.OwnPostsPage })));
const TravelRideBook = lazy(() => import('./travel-ride-book').then((m) => ({ default: m.TravelRideBook })));
const TravelInsights = lazy(() => import('./travel-insights').then((m) => ({ default: m.TravelInsights })));

export function MorePage({ page }: { page: MorePageName }) {
  switch (page) {
    case 'userWallet':
      return <UserWalletPage />;
    case 'userProfile':
      return <UserProfilePage />;
    case 'userSupport':
      return <UserSupportPage />;
    case 'travelHelp':
      return <TravelHelpPage />;
    case 'travelApps':
      return <TravelApps />;
    case 'liveMap':
      return <MapPage />;
    case 'verifyPhone':
      return <VerifyPhonePage />;
    case 'travelRideBook':
      return <TravelRideBook />;
    case 'travelInsights':
      return <TravelInsights />;
    case 'partnerMap':
      return <PartnerMapPage />;
    case 'ownPosts':
      return <OwnPostsPage />;
    case 'privacyPolicy':
    case 'terms':
      return <LegalPage page={page} />;
  }
}
