// Keeps the head's alternate-language links and canonical link in step with the current page, refreshed on
// every navigation, so search engines find each page in every country and language. The canonical link names the
// address itself (bare or prefixed; a city page under its place/{slug} form): pointing it at another hreflang
// alternate would tell crawlers to drop this one. The server renders the same links into the HTML it serves.
import type { Language } from '../domain/constants';
import { alternateLinks, canonicalRest, localePath, type LocalePrefix } from '../domain/routes';

const MANAGED = 'data-managed-link';

function absolute(path: string): string {
  return new URL(path, window.location.origin).href;
}

export function syncHeadLinks(
  rest: string,
  current: LocalePrefix,
  urlPrefix: LocalePrefix | null,
  languages: readonly Language[] = [],
): void {
  for (const old of document.head.querySelectorAll(`link[${MANAGED}]`)) old.remove();
  const canonical = canonicalRest(rest);
  const fragment = document.createDocumentFragment();
  for (const { hreflang, path } of alternateLinks(canonical, current, languages)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = absolute(path);
    link.setAttribute(MANAGED, '');
    fragment.append(link);
  }
  const canonicalLink = document.createElement('link');
  canonicalLink.rel = 'canonical';
  canonicalLink.href = absolute(localePath(canonical, urlPrefix));
  canonicalLink.setAttribute(MANAGED, '');
  fragment.append(canonicalLink);
  document.head.append(fragment);
}
