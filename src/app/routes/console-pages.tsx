// The partner console's pages by name, each still its own lazy chunk: the router reaches them through this one
// module, which starts loading beside the console's layout.
import { lazy } from 'react';
import type { ConsolePageName } from '../route-table';

const TravelHome = lazy(() => import('./travel-home').then((m) => ({ default: m.TravelHome })));
const PartnerAgentPage = lazy(() =>
  import('./travel-ai-agent').then((m) => ({ default: m.PartnerAgentPage })),
);
const TravelRides = lazy(() => import('./travel-rides').then((m) => ({ default: m.TravelRides })));
const TravelVehicles = lazy(() => import('./travel-vehicles').then((m) => ({ default: m.TravelVehicles })));
const TravelDrivers = lazy(() => import('./travel-drivers').then((m) => ({ default: m.TravelDrivers })));
const TravelAgencies = lazy(() => import('./travel-agencies').then((m) => ({ default: m.TravelAgencies })));
const TravelWallet = lazy(() => import('./travel-wallet').then((m) => ({ default: m.TravelWallet })));
const TravelSetup = lazy(() => import('./travel-setup').then((m) => ({ default: m.TravelSetup })));
const TravelSettings = lazy(() => import('./travel-settings').then((m) => ({ default: m.TravelSettings })));
const PartnerCustomers = lazy(() =>
  import('./partner-customers').then((m) => ({ default: m.PartnerCustomers })),
);
const PartnerEvents = lazy(() => import('./partner-events').then((m) => ({ default: m.PartnerEvents })));

export function ConsolePage({ page }: { page: ConsolePageName }) {
  switch (page) {
    case 'travelHome':
      return <TravelHome />;
    case 'travelRides':
      return <TravelRides />;
    case 'partnerAgent':
      return <PartnerAgentPage />;
    case 'vehicles':
      return <TravelVehicles />;
    case 'drivers':
      return <TravelDrivers />;
    case 'agencies':
      return <TravelAgencies />;
    case 'travelWallet':
      return <TravelWallet />;
    case 'travelSetup':
      return <TravelSetup />;
    case 'travelSettings':
      return <TravelSettings />;
    case 'customers':
      return <PartnerCustomers />;
    case 'events':
      return <PartnerEvents />;
  }
}
