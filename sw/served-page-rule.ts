// Which of the server's answers to a navigation the worker may keep and answer the next visit with, before the
// network (served-pages.ts). The served HTML is a function of the address (host, path, query) alone: the server
// reads no cookie for a page and a session lives in the browser's storage, so one copy serves every visitor of
// that address. An answer that says otherwise (private, no-store, or varying on anything but its encoding) is
// never kept, so a page made personal later is left to the network rather than shown to someone else.
import { SERVER_RENDERED_ATTRIBUTE } from '../src/domain/page-render';

/** keep: store it; drop: the server answered with something else, so an older copy goes too; leave: a failing
 * server or network, which says nothing about the page, so an older copy stays. */
export type PageVerdict = 'keep' | 'drop' | 'leave';

const SERVER_RENDERED_ROOT = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}`;
/** The build's hashed files a page names (scripts, styles, preloads). */
const NAMED_ASSET = /\b(?:src|href)="(\/assets\/[^"?#]+)/g;

function sharedAnswer(response: Response): boolean {
  if (response.status !== 200 || response.redirected || response.type.startsWith('opaque')) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (/\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  return vary.every((name) => name === '' || name === 'accept-encoding');
}

/** The files the page names under /assets/ (each a pathname). */
export function namedAssets(html: string): string[] {
  return [...html.matchAll(NAMED_ASSET)].map((match) => match[1]!);
}

/**
 * A page is kept when it is shared (above), drawn by the server's React render (the app shell is precached
 * already and the browser-drawn pages gain nothing), and names only files this worker's precache holds: a page
 * of another build would load scripts that are not there offline, or that no longer exist after a deploy.
 */
export async function servedPageVerdict(
  response: Response,
  precached: ReadonlySet<string>,
): Promise<PageVerdict> {
  if (response.status >= 500) return 'leave';
  if (!sharedAnswer(response)) return 'drop';
  const html = await response.text();
  if (!html.includes(SERVER_RENDERED_ROOT)) return 'drop';
  return namedAssets(html).every((path) => precached.has(path)) ? 'keep' : 'drop';
}
