// The PWA's entry: starts translations in the page's language and the brand request side by side, then renders.
// A page the server rendered (the mark on `#root`) is hydrated: React adopts the served DOM once the
// translations and chunks it was rendered with are loaded, so its first render is the served markup. Any other
// page is drawn from scratch. Only the shell lives here; every layout and page is a lazy chunk.
import '../lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/base.css';
import './styles/controls.css';
import './styles/layout.css';
import './styles/partner.css';
import './styles/auth.css';
import './styles/pages.css';
import './styles/home.css';
import { intlLocale } from '../domain/intl-locale';
import { PAGE_MODULES, SERVER_RENDERED_ATTRIBUTE } from '../domain/page-render';
import { REFERRAL_PARAM } from '../domain/money/referral-code';
import { isLanguage } from '../domain/routes';
import { refreshBrand } from '../lib/brand-store';
import { applyDocumentLanguage, i18n, initI18n } from '../lib/i18n';
import { listenForInstallOffer } from '../lib/install-offer';
import { warmIntlOffMainThread } from '../lib/intl-warmup';
import { resolveLocale } from '../lib/locale';
import { BrowserRouting, Providers } from './providers';
import { compileAppRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const served = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);

// A served page is in the language the server wrote on <html>; the visitor's saved choice, if another, is
// applied after hydration (root-shell.tsx), as on any navigation.
const servedLanguage = document.documentElement.lang;
const locale = resolveLocale(window.location.pathname);
const language = served && isLanguage(servedLanguage) ? servedLanguage : locale.language;
applyDocumentLanguage(language);
/** The translations, and the formatters' locale data warmed off the main thread. On a served page they start in
 * a task after the one that evaluated the app's modules: the page is already painted, and together they were one
 * long piece of work. */
function startTranslations(): Promise<unknown> {
  warmIntlOffMainThread(intlLocale(language, locale.country));
  return initI18n(language);
}
const translations = served ? inTaskOfItsOwn(startTranslations) : startTranslations();
void refreshBrand();
listenForInstallOffer();
// A referral link's code is kept for the sign-in that may follow; only a page opened by one loads the code for it.
if (new URLSearchParams(window.location.search).has(REFERRAL_PARAM))
  void import('../lib/referral-link').then((link) => link.rememberReferralLink(window.location.search));
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

const app = (
  <StrictMode>
    <Providers i18n={i18n} Router={BrowserRouting} />
  </StrictMode>
);

/** Runs `work` in a task of its own, so it is not one long piece of work with what comes before or after. */
function inTaskOfItsOwn<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(work())));
}

/** What the router's history does first when it starts (the entry's index in the session, in its state), done
 * ahead: writing the history state is among the longest steps of the router's first render on a phone. */
function markHistoryEntry(): void {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state) return;
  window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), idx: 0 }, '');
}

/** The modules the server named for this page (its route's lazy chunks, being preloaded), evaluated, so each
 * lazy part of the page resolves at once when hydration reaches it instead of waiting on the network. One at a
 * time, in the server's order (a module after those it imports), yielding between them: importing them all at
 * once evaluates a chunk with all it imports in one task, over 50 ms on a mid-tier phone for a page's contracts.
 * They are all being fetched already (the preloads), so waiting on each costs no round trip. */
async function pageModules(): Promise<void> {
  const modules = (window as unknown as Record<string, unknown>)[PAGE_MODULES];
  for (const href of Array.isArray(modules) ? modules : []) {
    // One that fails to load is left to React, which keeps that part's served HTML until it can hydrate it.
    await import(/* @vite-ignore */ String(href)).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve));
  }
}

if (served) {
  // Hydrated with the translations and the page's chunks it was rendered with, so its first render is the served
  // markup. The page stays disabled until it has hydrated (page-hydrated.tsx). A mismatch is a bug: it is reported,
  // never hidden. Started in a transition, like the unserved page's first render below: a default-priority
  // hydration is one long task, a transition's is sliced.
  void Promise.allSettled([translations, pageModules()])
    .then(() => inTaskOfItsOwn(compileAppRoutes))
    .then(() => inTaskOfItsOwn(markHistoryEntry))
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error('Hydration failed:', error),
        });
      }),
    );
} else {
  // A transition, so React renders the first screen in slices that yield to the browser between them instead
  // of one long task, and input stays answered while the app takes over.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
