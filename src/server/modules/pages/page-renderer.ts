// The app's server entry, as `npm run build` writes it beside the PWA (dist/server, built by Vite's SSR build
// from src/app/server-entry.tsx), loaded once at startup; and the render of one page with it. Without the bundle
// (an API-only checkout, a build that predates it) pages are served as the shell, and the browser draws them.
// A render is a pure function of the address, the brand, the language and the served answers (and the day, for
// the footer's year), so recent renders are kept: a page asked for again costs no render.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '../../../domain/brand';
import type { Language } from '../../../domain/constants';
import type { PageRenderer } from '../../../domain/page-render';
import type { PageHead } from './page-head';
import { pageI18n } from '../../lib/translator';

/** Where the SSR build puts the entry, under the static root; never served to browsers. */
export const SERVER_ENTRY_DIR = 'server';
const SERVER_ENTRY = join(SERVER_ENTRY_DIR, 'server-entry.js');

export async function loadPageRenderer(root: string): Promise<PageRenderer | undefined> {
  const file = join(root, SERVER_ENTRY);
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  if (typeof entry.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
  return entry.renderPage as PageRenderer;
}

const CACHED_RENDERS = 200;
const renders = new Map<string, Promise<string>>();

/** The render for a key, from the most recently used ones when there; a failed render is not kept. */
function cachedRender(key: string, render: () => Promise<string>): Promise<string> {
  let html = renders.get(key);
  if (html) renders.delete(key);
  else {
    html = render();
    html.catch(() => renders.delete(key));
  }
  renders.set(key, html);
  if (renders.size > CACHED_RENDERS) renders.delete(renders.keys().next().value!);
  return html;
}

interface AppPage {
  location: string;
  brand: Brand;
  language: Language;
  head: PageHead | undefined;
}

/** React's HTML for the page's first screen, when its head asks for it; undefined when the page is the
 * browser's to draw, or the render failed (logged: the shell still serves, and the browser draws the page). */
export async function renderAppHtml(
  render: PageRenderer | undefined,
  page: AppPage,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  if (!render || !page.head?.renderApp) return undefined;
  const { location, brand, language } = page;
  const responses = page.head.apiResponses ?? {};
  const day = new Date().toISOString().slice(0, 10);
  const key = JSON.stringify([location, language, day, brand, responses]);
  try {
    const i18n = await pageI18n(language);
    return await cachedRender(key, () => render({ location, brand, i18n, responses }));
  } catch (err) {
    log.error({ err }, 'server render failed');
    return undefined;
  }
}
