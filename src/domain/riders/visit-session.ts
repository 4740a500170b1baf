// What the visit beacon and the booking share without loading zod: the ad fields a landing page's address may
// carry, the tab's session key, and a browser's device details read from its user agent (spec 3 device_details).
export const AD_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'fbclid'] as const;
export type AdField = (typeof AD_FIELDS)[number];

export const VISIT_SESSION = {
  /** sessionStorage key of the tab's visit session id: gone when the tab closes, never a cookie. */
  storageKey: 'travelx_visit_session',
  /** Visits one client address may report per minute. */
  perMinute: 120,
  endpoint: '/api/v1/visits',
} as const;

/** The ad fields of an address's query string, or null when it carries none. */
export function adFieldsOf(search: string): Partial<Record<AdField, string>> | null {
  const query = new URLSearchParams(search);
  const found = AD_FIELDS.flatMap((field) => {
    const value = query.get(field)?.trim();
    return value ? [[field, value.slice(0, field === 'fbclid' ? 500 : 200)] as const] : [];
  });
  return found.length > 0 ? Object.fromEntries(found) : null;
}

const first = (ua: string, rules: readonly (readonly [RegExp, string])[], otherwise: string) =>
  rules.find(([pattern]) => pattern.test(ua))?.[1] ?? otherwise;

/** The operating system, its version, browser and kind of device, as far as a user agent still says them. */
export function deviceOf(ua: string) {
  const os = first(
    ua,
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iPod/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ],
    'other',
  );
  const version = /Android ([\d.]+)|OS (\d+[_\d]*) like Mac|Windows NT ([\d.]+)|Mac OS X (\d+[_.\d]*)/.exec(
    ua,
  );
  const browser = first(
    ua,
    [
      [/Edg\//, 'Edge'],
      [/OPR\//, 'Opera'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ],
    'other',
  );
  const deviceType = first(
    ua,
    [
      [/iPad|Tablet/, 'tablet'],
      [/Mobi|Android|iPhone/, 'mobile'],
    ],
    'desktop',
  );
  const osVersion = version?.slice(1).find(Boolean)?.replaceAll('_', '.');
  return { os, ...(osVersion ? { os_version: osVersion } : {}), browser, device_type: deviceType };
}
