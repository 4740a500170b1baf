// The rider's own pages (rides, wallet, profile, support) need the rider's session: signed out, they say why and
// open the phone login popup, whose code is fetched only then.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToken } from '../../lib/session';

const RiderLoginDialog = lazy(() =>
  import('../../features/auth/rider-login-dialog').then((m) => ({ default: m.RiderLoginDialog })),
);

export function RiderSignInGate({ message, children }: { message: string; children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken('user'));
  const [loginOpen, setLoginOpen] = useState(false);
  if (signedIn) return children;
  return (
    <>
      <div className="rider-rides__signed-out">
        <p>{message}</p>
        <button type="button" className="button button--primary" onClick={() => setLoginOpen(true)}>
          {t('riderRides.logIn')}
        </button>
      </div>
      {loginOpen ? (
        <Suspense fallback={null}>
          <RiderLoginDialog open onClose={() => setLoginOpen(false)} onSignedIn={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
