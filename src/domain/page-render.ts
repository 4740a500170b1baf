// The contract between the server and the app's server entry (src/app/server-entry.tsx, built apart with Vite's
// SSR build): the server hands over what the page is rendered from, the entry answers the HTML inside `#root`,
// and the served page carries a mark telling the browser to hydrate that HTML instead of drawing it again.
import type { i18n as I18n } from 'i18next';
import type { Brand } from './brand';
import type { ServedResponses } from './served-responses';

/** The attribute on `#root` of a page whose content React rendered on the server. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** Where a served page keeps the browser's install offer (`beforeinstallprompt`) that came before its entry ran. */
export const EARLY_INSTALL_OFFER = 'travelxInstallOffer';
/** The global where a served page's inline start script leaves its modules, in evaluation order (main.tsx). */
export const PAGE_MODULES = 'travelxPageModules';

export interface PageRenderInput {
  /** The path and query the page was asked at. */
  location: string;
  brand: Brand;
  /** An i18next instance in the page's language, its translations already loaded. */
  i18n: I18n;
  /** The page's answers to its first API requests, as the page also carries them inline. */
  responses: ServedResponses;
}

export type PageRenderer = (input: PageRenderInput) => Promise<string>;
