// /driver: the driver app, a frame of its own with its own install manifest ("{Business} Driver"): the phone
// login without a driver session, else the driver's home with the connection strip of the shared outbox.
// Signing out sends what is queued first, or asks before dropping it.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRIVER_MANIFEST_PATH } from '../../domain/driver-manifest';
import { DriverLogin } from '../../features/auth/driver-login';
import { DriverHome } from '../../features/driver/driver-home';
import { useBrand } from '../../lib/brand-store';
import { countUnsent, flushOutbox } from '../../lib/offline/outbox';
import { clearToken, useToken } from '../../lib/session';
import { LanguagePicker } from '../language-picker';
import { OfflineStatus, useOutboxSender } from '../offline-status';

/** A visit that reached /driver by a link inside the site still installs as the driver app. */
function useDriverManifest() {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const before = link.getAttribute('href');
    link.setAttribute('href', DRIVER_MANIFEST_PATH);
    return () => {
      if (before) link.setAttribute('href', before);
    };
  }, []);
}

export function DriverPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useToken('driver');
  const [notice, setNotice] = useState<string | null>(null);
  const appName = t('driver.appName', { businessName: brand.businessName });
  useDriverManifest();

  const endSession = useCallback((reason: string) => {
    setNotice(reason);
    clearToken('driver');
  }, []);

  async function signOut() {
    const { pending } = await flushOutbox({ ignoreBackoff: true }).then(() => countUnsent('driver'));
    if (pending > 0 && !window.confirm(t('offline.signOutPending', { count: pending }))) return;
    const { logout } = await import('../../features/auth/logout');
    await logout('driver');
  }

  return (
    <div className="auth-page">
      <title>{appName}</title>
      <div className="auth-page__top">
        <LanguagePicker />
        {token ? (
          <button type="button" className="button button--light button--small" onClick={() => void signOut()}>
            {t('auth.logout')}
          </button>
        ) : null}
      </div>
      <main id="main" className={token ? undefined : 'auth-page__main'}>
        {token ? (
          <SignedIn token={token} onSessionEnded={endSession} />
        ) : (
          <DriverLogin businessName={brand.businessName} notice={notice} onSignedIn={() => setNotice(null)} />
        )}
      </main>
    </div>
  );
}

function SignedIn({ token, onSessionEnded }: { token: string; onSessionEnded: (reason: string) => void }) {
  useOutboxSender('driver');
  return (
    <DriverHome token={token} onSessionEnded={onSessionEnded} banner={<OfflineStatus session="driver" />} />
  );
}
