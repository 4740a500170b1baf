// Renders the head of the HTML shell on the server, per tenant and per page: title, description, theme colour,
// canonical and hreflang alternates, Open Graph, Twitter card and the business as JSON-LD, so crawlers that run
// no JavaScript read them. The client refreshes the same managed links on every navigation.
import type { Brand } from '../../domain/brand';
import { DEFAULTS, RTL_LANGUAGES, type Country } from '../../domain/constants';
import { alternateLinks, localePath, splitLocalePath } from '../../domain/routes';

const MANAGED = 'data-managed-link';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside a script element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageContext {
  brand: Brand;
  origin: string;
  pathname: string;
}

export function taxiServiceData(brand: Brand, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TaxiService',
    name: brand.businessName,
    url: `${origin}/`,
    logo: brand.logoUrl ? new URL(brand.logoUrl, origin).href : undefined,
    telephone: brand.phone
      ? brand.phone.startsWith('+')
        ? brand.phone
        : `+${brand.dialCode}${brand.phone}`
      : undefined,
    areaServed: { '@type': 'Country', name: brand.countryCode.toUpperCase() },
    provider: { '@type': 'LocalBusiness', name: brand.businessName, url: `${origin}/` },
  };
}

export function renderHead({ brand, origin, pathname }: PageContext): string {
  const { prefix, rest } = splitLocalePath(pathname);
  const current = prefix ?? { country: brand.countryCode as Country, language: DEFAULTS.language };
  const title = `${brand.businessName} — book local, airport, outstation and rental taxis`;
  const description = `Book a taxi with ${brand.businessName}: local, airport, outstation and rental rides with transparent fares. Pay by cash, UPI or card.`;
  const canonical = new URL(localePath(rest, prefix), origin).href;
  const image = brand.bannerUrl ? new URL(brand.bannerUrl, origin).href : '';
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(brand.colors.primary)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" ${MANAGED} />`,
    ...alternateLinks(rest, current).map(
      (link) =>
        `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(new URL(link.path, origin).href)}" ${MANAGED} />`,
    ),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.businessName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<script type="application/ld+json">${scriptJson(taxiServiceData(brand, origin))}</script>`,
  ];
  return tags.join('\n    ');
}

/** The built shell with its generic title, description and theme colour replaced by the page's own head. */
export function renderShell(template: string, page: PageContext): string {
  const { prefix } = splitLocalePath(page.pathname);
  const language = prefix?.language ?? DEFAULTS.language;
  return template
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${language}" dir="${RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}">`,
    )
    .replace(/\s*<meta name="theme-color"[^>]*>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(/<title>[^<]*<\/title>/, renderHead(page));
}
