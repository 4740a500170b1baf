// The PWA's entry: starts translations in the visitor's language and the brand request side by side, then
// renders. Only the shell lives here; every layout and page is a lazy chunk.
import '../lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import './styles/controls.css';
import './styles/layout.css';
import './styles/partner.css';
import './styles/auth.css';
import './styles/pages.css';
import './styles/home.css';
import { refreshBrand } from '../lib/brand-store';
import { applyDocumentLanguage, initI18n } from '../lib/i18n';
import { listenForInstallOffer } from '../lib/install-offer';
import { resolveLocale } from '../lib/locale';
import { Providers } from './providers';

const locale = resolveLocale(window.location.pathname);
applyDocumentLanguage(locale.language);
void initI18n(locale.language);
void refreshBrand();
listenForInstallOffer();
reloadOnceForMissingChunk();

/** A lazy chunk that is gone (the deploy moved on under an open tab) is fixed by loading the new version once,
 * never by running a mix of old and new chunks. */
function reloadOnceForMissingChunk(): void {
  const FLAG = 'travelx_reloaded_for_chunk';
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem(FLAG) === location.pathname) return;
    event.preventDefault();
    sessionStorage.setItem(FLAG, location.pathname);
    location.reload();
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A transition, so React renders the first screen in slices that yield to the browser between them instead of
// one long task: the served HTML is already on screen, and input stays answered while the app takes over.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  );
});
