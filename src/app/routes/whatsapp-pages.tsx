// The WhatsApp booking composed for the app: the whatsapp feature's page with the auth feature's phone login
// popup (features never import each other), as the user/whatsapp/taxi/booking page and as the booking home's
// WhatsApp tab (a lazy chunk, so the home carries none of it).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WhatsappBooking, type WhatsappLoginPrompt } from '../../features/whatsapp/whatsapp-booking';
import { useBrand } from '../../lib/brand-store';
import { QueryScope } from '../query-scope';

const RiderLoginDialog = lazy(() =>
  import('../../features/auth/rider-login-dialog').then((m) => ({ default: m.RiderLoginDialog })),
);

function renderLogin({ onClose, onSignedIn }: WhatsappLoginPrompt) {
  return (
    <Suspense fallback={null}>
      <RiderLoginDialog open onClose={onClose} onSignedIn={onSignedIn} />
    </Suspense>
  );
}

export function HomeWhatsapp() {
  return (
    <QueryScope>
      <WhatsappBooking renderLogin={renderLogin} headingLevel={2} />
    </QueryScope>
  );
}

export function WhatsappPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className="whatsapp-page">
      <title>
        {t('common.documentTitle', { page: t('whatsapp.header'), businessName: brand.businessName })}
      </title>
      <div className="whatsapp-page__card">
        <WhatsappBooking renderLogin={renderLogin} />
      </div>
    </div>
  );
}
