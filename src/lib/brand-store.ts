// The tenant's brand (GET /api/v1/config) as a small external store rather than a query, so the rider home needs
// no query library. A page the server rendered carries the brand inline and paints with it at once; the shell the
// service worker serves does not, so the last answer is kept in localStorage and a repeat or offline start
// paints with that, while the server is asked again and the page re-renders if the brand changed.
import { use, useSyncExternalStore } from 'react';
import type { Brand } from '../domain/brand';
import { BRAND_DATA_ID } from '../domain/brand-colors';
import { DEFAULTS, STORAGE_KEYS } from '../domain/constants';
import { serverPage } from './server-page';
import { readSetting, writeSetting } from './storage';

/** The platform's own brand, for the rare start with neither network nor a cached copy. */
export const FALLBACK_BRAND: Brand = {
  businessName: 'TravelX',
  logoUrl: '/brand/travelx-logo.svg',
  bannerUrl: '/brand/travelx-banner.svg',
  phone: '',
  dialCode: DEFAULTS.dialCode,
  countryCode: DEFAULTS.country,
  domain: '',
  colors: { primary: '#5b21b6', accent: '#f59e0b' },
  languages: ['en', 'ta'],
  defaultLanguage: DEFAULTS.language,
  currency: DEFAULTS.currency,
  timezone: DEFAULTS.timezone,
  mode: 'consumer',
  isPartnerSite: false,
  payments: { upi: false, card: false },
  promises: [],
};

/** The brand this page's own HTML carries: the server wrote it from its checked copy for this very response, so
 * it is read as is. Every other copy (the one kept from a visit before, the API's answer) goes through the schema
 * in brand-refresh.ts, a chunk of its own, so a served page's first load carries no zod. */
function servedBrandData(): Brand | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(BRAND_DATA_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as Brand) : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const servedBrand = servedBrandData();
let current: Brand | null = servedBrand;
let request: Promise<void> | null = servedBrand ? Promise.resolve(saveBrand(servedBrand)) : null;
/** Settles once there is a brand to paint with: the kept copy when there is one, else the server's answer. */
let ready: Promise<void> | null = servedBrand ? request : null;

function setBrand(brand: Brand): void {
  current = brand;
  for (const listener of listeners) listener();
}

function saveBrand(brand: Brand): void {
  const text = JSON.stringify(brand);
  if (current && text === readSetting(STORAGE_KEYS.brand)) return;
  writeSetting(STORAGE_KEYS.brand, text);
  setBrand(brand);
}

/** Asks the server once per page load; a failure keeps the cached brand, or settles on the fallback. */
export function refreshBrand(): Promise<void> {
  request ??= import('./brand-refresh').then(({ fetchBrand }) =>
    fetchBrand().then(saveBrand, () => {
      if (!current) setBrand(FALLBACK_BRAND);
    }),
  );
  return request;
}

/** The kept copy first, so a repeat or offline start paints at once; the server's answer only without one. */
function brandReady(): Promise<void> {
  ready ??= import('./brand-refresh').then(({ keptBrand }) => {
    const kept = keptBrand();
    if (!current && kept) setBrand(kept);
    return current ? undefined : refreshBrand();
  });
  return ready;
}

/** Asks the server again after the partner changed their brand, so every screen repaints in it. */
export function reloadBrand(): Promise<void> {
  request = null;
  return refreshBrand();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Suspends until there is a brand to paint with: at once when a copy is cached, else until the server has
 * answered. Call it where no hook follows: React replays a suspended component, and a hook that only the replay
 * reaches (the brand having arrived meanwhile) breaks that replay. */
export function useBrandLoaded(): void {
  if (!current && !serverPage()) use(brandReady());
}

const currentBrand = () => current ?? FALLBACK_BRAND;

/** The current brand; below `useBrandLoaded`, the fallback shows only when the server could not be reached. On
 * the server it is the request's tenant's; a hydrating page starts from the brand its HTML was rendered with. */
export function useBrand(): Brand {
  return useSyncExternalStore(subscribe, currentBrand, () => serverPage()?.brand ?? currentBrand());
}
