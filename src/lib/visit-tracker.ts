// The visit beacon: reports each page the visitor opens on the partner's public site (not the console or the
// driver app) to the partner's own server, with the landing page's ad fields on the first one. It is started
// once the page has loaded, from a lazy chunk, so the first screen carries none of it. The router navigates
// with the History API, which fires no event, so pushState and replaceState are wrapped to notice new pages.
import { splitLocalePath } from '../domain/routes';
import { adFieldsOf, deviceOf, VISIT_SESSION } from '../domain/riders/visit-session';
import { trackingRefused, visitSessionId } from './visit-session';

const isPublicPage = (pathname: string) => {
  const { rest } = splitLocalePath(pathname);
  return !(rest === 'travel' || rest.startsWith('travel/') || rest === 'driver');
};

function send(pathname: string, search: string) {
  const now = new Date();
  const ad = adFieldsOf(search);
  const body = JSON.stringify({
    session_id: visitSessionId(),
    page_url: pathname,
    create_iso_time: now.toISOString(),
    create_ux_time: Math.floor(now.getTime() / 1000),
    device_details: deviceOf(navigator.userAgent),
    ...(ad ? { ad_metrics: ad } : {}),
  });
  navigator.sendBeacon(VISIT_SESSION.endpoint, new Blob([body], { type: 'application/json' }));
}

let started = false;

export function trackVisits(): void {
  if (started || trackingRefused()) return;
  started = true;
  let last = '';
  const report = (search = '') => {
    const { pathname } = window.location;
    if (pathname === last) return;
    last = pathname;
    if (isPublicPage(pathname)) send(pathname, search);
  };
  // The address the visitor landed on, before any redirect of the app dropped its query string.
  const landing = performance.getEntriesByType('navigation')[0]?.name;
  report(landing ? new URL(landing).search : window.location.search);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      report(window.location.search);
    };
  }
  window.addEventListener('popstate', () => report());
}
