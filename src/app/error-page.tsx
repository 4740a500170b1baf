// What the route error boundary shows: a page that failed to load (often a chunk from an older deploy) offers a
// reload and a way home instead of a blank screen; offline, it says the page is not saved on this device yet.
import { useTranslation } from 'react-i18next';

export function ErrorPage() {
  const { t } = useTranslation();
  const offline = !navigator.onLine;
  return (
    <main className="error-page">
      <h1>{t(offline ? 'errors.offlineTitle' : 'errors.pageTitle')}</h1>
      <p className="muted">{t(offline ? 'errors.offlineBody' : 'errors.pageBody')}</p>
      <div className="error-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <a className="button button--ghost" href="/">
          {t('errors.home')}
        </a>
      </div>
    </main>
  );
}
