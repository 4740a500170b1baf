// user/support (the rider's help: FAQ, contact, tickets tied to one of their rides) and travel/help (the
// partner's Help page where those tickets are answered).
import { useTranslation } from 'react-i18next';
import { useRiderRides } from '../../features/rider-rides/rider-rides-query';
import { HelpBoard } from '../../features/support/help-board';
import { RiderTickets, SupportContact, SupportFaq } from '../../features/support/rider-support';
import { useBrand } from '../../lib/brand-store';
import { RiderSignInGate } from './rider-sign-in-gate';

/** The rider's latest rides, for "this is about my ride to …". */
function TicketsWithRides() {
  const rides = useRiderRides({ offset: 0, limit: 20 });
  const options = (rides.data?.items ?? []).map((ride) => ({
    id: ride.id,
    label: `${ride.pickup} → ${ride.dropoff} · #${ride.id.slice(0, 8).toUpperCase()}`,
  }));
  return <RiderTickets rides={options} />;
}

export function UserSupportPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('screens.userSupport');
  return (
    <div className="page page--narrow">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title">{title}</h1>
      <SupportFaq />
      <SupportContact />
      <div className="support-section">
        <RiderSignInGate message={t('support.signedOut')}>
          <TicketsWithRides />
        </RiderSignInGate>
      </div>
    </div>
  );
}

export function TravelHelpPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('screens.travelHelp');
  return (
    <div className="page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <HelpBoard />
    </div>
  );
}
