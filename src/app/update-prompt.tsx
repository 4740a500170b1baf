// Registers the service worker in production builds (after the page has loaded, so it never competes with the
// first paint) and, when a new version is waiting, offers to reload into it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workbox } from 'workbox-window';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = () => {
      void import('workbox-window').then(({ Workbox }) => {
        if (cancelled) return;
        const workbox = new Workbox('/sw.js');
        workbox.addEventListener('waiting', () => setWaiting(workbox));
        workbox
          .register()
          .catch((error: unknown) => console.warn('Service worker registration failed', error));
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', register);
    };
  }, []);

  if (!waiting) return null;

  function reload() {
    waiting?.addEventListener('controlling', () => window.location.reload());
    waiting?.messageSkipWaiting();
  }

  return (
    <div className="update-banner" role="status">
      <span>{t('update.available')}</span>
      <button type="button" className="button button--small button--light" onClick={reload}>
        {t('update.reload')}
      </button>
    </div>
  );
}
