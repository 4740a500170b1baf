// The booking flow's screens after the form (vehicles, summary, confirmation, card payment), composed from the
// booking feature; the summary gets the auth feature's phone login popup here, since features never import
// each other.
import { lazy, Suspense } from 'react';
import { ConfirmedScreen } from '../../features/booking/confirmed-screen';
import { PayScreen } from '../../features/booking/pay-screen';
import { SummaryScreen, type LoginPrompt } from '../../features/booking/summary-screen';
import { VehiclesScreen } from '../../features/booking/vehicles-screen';

const RiderLoginDialog = lazy(() =>
  import('../../features/auth/rider-login-dialog').then((m) => ({ default: m.RiderLoginDialog })),
);

function renderLogin({ onClose, onSignedIn, phone, name }: LoginPrompt) {
  return (
    <Suspense fallback={null}>
      <RiderLoginDialog open onClose={onClose} onSignedIn={onSignedIn} phone={phone} name={name} />
    </Suspense>
  );
}

export const RideVehiclesPage = () => <VehiclesScreen />;
export const RideSummaryPage = () => <SummaryScreen renderLogin={renderLogin} />;
export const RideConfirmedPage = () => <ConfirmedScreen />;
export const PayPage = () => <PayScreen />;
