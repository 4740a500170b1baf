// Once the page has loaded (so it never competes with the first paint), production builds start the after-load
// chunk: the service worker's registration and the visit beacon. When a new version is waiting, it offers to
// reload into it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivateUpdate } from './after-load';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const [activate, setActivate] = useState<ActivateUpdate | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let cancelled = false;
    const start = () =>
      void import('./after-load').then(({ afterLoad }) => {
        if (!cancelled) afterLoad((update) => setActivate(() => update));
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, []);

  if (!activate) return null;

  return (
    <div className="update-banner" role="status">
      <span>{t('update.available')}</span>
      <button type="button" className="button button--small button--light" onClick={activate}>
        {t('update.reload')}
      </button>
    </div>
  );
}
