// Once the page has loaded and a served page has hydrated, when the main thread is idle (so it never competes
// with the first paint or with making the page answer a tap), production builds start the after-load chunk: the
// service worker's registration and the visit beacon. When a new version is waiting, it offers to reload into it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivateUpdate } from './after-load';
import { afterPageHydrated } from './page-hydrated';

/** Runs `then` when the browser is idle, or after a short while where it cannot say (Safari). */
function whenIdle(then: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout: 2000 });
  else setTimeout(then, 200);
}

export function UpdatePrompt() {
  const { t } = useTranslation();
  const [activate, setActivate] = useState<ActivateUpdate | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let cancelled = false;
    const start = () =>
      whenIdle(
        () =>
          void import('./after-load').then(({ afterLoad }) => {
            if (!cancelled) afterLoad((update) => setActivate(() => update));
          }),
      );
    const cancelAfterHydration = afterPageHydrated(() => {
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, { once: true });
    });
    return () => {
      cancelled = true;
      cancelAfterHydration();
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
