// The tab's visit session id: made on first use and kept in sessionStorage, so it ends with the tab and no
// cookie is ever set. A booking names it so the server can credit the campaign the session landed from.
import { VISIT_SESSION } from '../domain/riders/visit-session';

export function visitSessionId(): string {
  try {
    const kept = sessionStorage.getItem(VISIT_SESSION.storageKey);
    if (kept) return kept;
    const made = crypto.randomUUID();
    sessionStorage.setItem(VISIT_SESSION.storageKey, made);
    return made;
  } catch {
    // Storage refused (a private mode): this page's visits still share one id.
    return (fallback ??= crypto.randomUUID());
  }
}
let fallback: string | undefined;

/** The visitor asked not to be tracked (Do Not Track or Global Privacy Control). */
export const trackingRefused = () =>
  navigator.doNotTrack === '1' ||
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
