// Keeps the head's alternate-language links and canonical link in step with the current page, refreshed on
// every navigation, so search engines find each page in every country and language. The canonical link names the
// address itself (bare or prefixed): pointing it at another hreflang alternate would tell crawlers to drop this one.
import { alternateLinks, localePath, type LocalePrefix } from '../domain/routes';

const MANAGED = 'data-managed-link';

function absolute(path: string): string {
  return new URL(path, window.location.origin).href;
}

export function syncHeadLinks(rest: string, current: LocalePrefix, urlPrefix: LocalePrefix | null): void {
  for (const old of document.head.querySelectorAll(`link[${MANAGED}]`)) old.remove();
  const fragment = document.createDocumentFragment();
  for (const { hreflang, path } of alternateLinks(rest, current)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = absolute(path);
    link.setAttribute(MANAGED, '');
    fragment.append(link);
  }
  const canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = absolute(localePath(rest, urlPrefix));
  canonical.setAttribute(MANAGED, '');
  fragment.append(canonical);
  document.head.append(fragment);
}
