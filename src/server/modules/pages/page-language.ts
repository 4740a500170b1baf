// Which language a served page is in and which alternates it names, shared by the served head and the sitemap so
// both say the same: the URL's prefix wins; a bare address reads in the partner's default language, except city
// pages, which read in Tamil (spec 2.2). Alternates always name a page's canonical address.
import type { Brand } from '../../../domain/brand';
import { DEFAULTS } from '../../../domain/constants';
import {
  alternateLinks,
  canonicalRest,
  placePage,
  type HeadLink,
  type LocalePrefix,
} from '../../../domain/routes';

export function pageLocale(rest: string, brand: Brand, prefix: LocalePrefix | null = null): LocalePrefix {
  if (prefix) return prefix;
  const language = placePage(rest) ? DEFAULTS.placePageLanguage : brand.defaultLanguage;
  return { country: brand.countryCode, language };
}

export function pageAlternates(rest: string, brand: Brand, prefix: LocalePrefix | null = null): HeadLink[] {
  return alternateLinks(canonicalRest(rest), pageLocale(rest, brand, prefix), brand.languages);
}
