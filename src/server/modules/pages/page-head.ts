// Renders the head of the HTML shell on the server, per tenant and per page: title, description, theme colour,
// canonical and hreflang alternates, Open Graph, Twitter card and the business as JSON-LD, so crawlers that run
// no JavaScript read them. Kinds of page with their own content (cities, blog posts) pass a PageHead with their
// title, description, image, structured data and main text, or ask for the app to render the page itself (the
// rider home, the booking form, the partner login, city pages, blog posts): then `#root` holds React's HTML,
// marked for the browser to hydrate. The client refreshes the managed links on navigation.
import type { Brand } from '../../../domain/brand';
import { BRAND_DATA_ID, brandColorVariables } from '../../../domain/brand-colors';
import { SERVER_RENDERED_ATTRIBUTE } from '../../../domain/page-render';
import {
  SERVED_AT_ATTRIBUTE,
  SERVED_RESPONSES_ID,
  type ServedResponses,
} from '../../../domain/served-responses';
import { RTL_LANGUAGES } from '../../../domain/constants';
import { riderWordsUrl } from '../../../domain/word-files';
import { canonicalRest, localePath, splitLocalePath, type LocalePrefix } from '../../../domain/routes';
import type { Db } from '../../db/client';
import { pageAlternates, pageLocale } from './page-language';
import { loadScriptsAfterPaint } from './scripts-after-paint';
import { taxiServiceData } from './structured-data';
import type { Tenant } from '../../lib/tenants';

const MANAGED = 'data-managed-link';

export const escapeHtml = (text: string) =>
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

/** What a kind of page (a city, a blog post) says about itself; the rest of the head is common to every page. */
export interface PageHead {
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  /** Root-relative or absolute; defaults to the brand's banner. */
  image?: string;
  /** Structured data beside the business's own TaxiService. */
  jsonLd?: readonly unknown[];
  /** The page's main text as safe HTML, in `#root` for crawlers that run no JavaScript (the app replaces it). */
  mainHtml?: string;
  /** The app renders the page's first screen on the server, from `apiResponses`, and the browser hydrates it. */
  renderApp?: true;
  /** The path (after any locale prefix) the canonical and alternate links name, when not the requested one. */
  canonicalRest?: string;
  /** Answers to the page's own first API requests, by path (domain/served-responses), as the API sends them. */
  apiResponses?: ServedResponses;
  /** The image the first screen is drawn around (the home's banner, the login's logo): asked for before
   * anything else, so it is not queued behind the scripts. */
  leadImage?: string;
  /** 404 for an address that names nothing (an unknown place): the shell still serves, crawlers drop it. */
  status?: 404;
  /** The install manifest the page links when not the site's own (the driver app installs apart). */
  manifest?: string;
}

/** A page of a tenant's site, as a PageHeadResolver sees it: `rest` is the path after any locale prefix. */
export interface TenantPage extends PageContext {
  tenant: Tenant;
  /** The query string, without its `?`. */
  search: string;
  prefix: LocalePrefix | null;
  rest: string;
}

/** One kind of page's head: null when the path is not of that kind or names nothing the tenant has. */
export type PageHeadResolver = (db: Db, page: TenantPage) => Promise<PageHead | null>;

/** What a page without its own head says: only what is true of every site (cash always, UPI and card only when
 * the partner set them up). */
export function defaultHead(brand: Brand): PageHead {
  const online = [...(brand.payments.upi ? ['UPI'] : []), ...(brand.payments.card ? ['card'] : [])];
  const pay = online.length ? `cash, ${online.join(' or ')}` : 'cash';
  return {
    title: `${brand.businessName} — book local, airport, outstation and rental taxis`,
    description: `Book a taxi with ${brand.businessName}: local, airport, outstation and rental rides. Pay by ${pay}.`,
  };
}

export function renderHead({ brand, origin, pathname }: PageContext, head = defaultHead(brand)): string {
  const { prefix, rest } = splitLocalePath(pathname);
  const { title, description } = head;
  const canonicalPath = head.canonicalRest ?? canonicalRest(rest);
  const canonical = new URL(localePath(canonicalPath, prefix), origin).href;
  const imagePath = head.image ?? brand.bannerUrl;
  const image = imagePath ? new URL(imagePath, origin).href : '';
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(brand.colors.primary)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" ${MANAGED} />`,
    ...pageAlternates(canonicalPath, brand, prefix).map(
      (link) =>
        `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(new URL(link.path, origin).href)}" ${MANAGED} />`,
    ),
    `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.businessName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...[
      taxiServiceData(brand, origin, pageLocale(rest, brand, prefix), description),
      ...(head.jsonLd ?? []),
    ].map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/**
 * What the first paint needs, so it does not wait on a round trip after the script: the tenant's brand inline
 * (the app reads it instead of asking /api/v1/config) and the page's translations already on their way.
 */
function firstPaintData(brand: Brand, language: string, head: PageHead | undefined): string {
  return [
    `<link rel="preload" href="${riderWordsUrl(language)}" as="fetch" crossorigin="anonymous" />`,
    `<script type="application/json" id="${BRAND_DATA_ID}">${scriptJson(brand)}</script>`,
    ...(head?.apiResponses
      ? [
          `<script type="application/json" id="${SERVED_RESPONSES_ID}" ${SERVED_AT_ATTRIBUTE}="${Date.now()}">${scriptJson(head.apiResponses)}</script>`,
        ]
      : []),
  ].join('\n    ');
}

function leadImagePreload(head: PageHead | undefined): string {
  if (!head?.leadImage) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(head.leadImage)}" fetchpriority="high" />`;
}

/** The brand's colours on the root element, so the first paint is already in them. */
function brandStyle(brand: Brand): string {
  const declarations = Object.entries(brandColorVariables(brand)).map(([name, value]) => `${name}:${value}`);
  return declarations.length ? ` style="${declarations.join(';')}"` : '';
}

/** Marks the script and style elements of markup this module wrote (never the page's content) with the
 * response's Content-Security-Policy nonce. */
const withNonce = (html: string, nonce: string | undefined) =>
  nonce
    ? html.replace(
        /<(script|style)\b([^>]*)>/g,
        (_tag, name: string, attributes: string) => `<${name}${attributes} nonce="${nonce}">`,
      )
    : html;

/** `#root`: the app's server-rendered HTML, marked for hydration and disabled until then (a tap or a keystroke
 * would reach no handler and be lost; the browser lifts both once React has adopted it), else the head's main
 * text for crawlers. */
function rootElement(head: PageHead | undefined, appHtml: string | undefined): string {
  if (appHtml !== undefined)
    return `<div id="root" ${SERVER_RENDERED_ATTRIBUTE} aria-disabled="true">${appHtml}</div>`;
  return `<div id="root">${head?.mainHtml ?? ''}</div>`;
}

/** The built shell with its generic title, description and theme colour replaced by the page's own head, and
 * the page's own chunks preloaded; its scripts and styles carry `nonce` when the response has a policy. */
export function renderShell(
  template: string,
  page: PageContext,
  head?: PageHead,
  preloads = '',
  nonce?: string,
  appHtml?: string,
): string {
  const { prefix, rest } = splitLocalePath(page.pathname);
  const { language } = pageLocale(rest, page.brand, prefix);
  // Replacer functions, so a `$` in what a partner wrote is never read as a replacement pattern.
  const html = withNonce(template, nonce)
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      () =>
        `<html lang="${language}" dir="${RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}"${brandStyle(page.brand)}>`,
    )
    .replace(/<link rel="manifest" href="[^"]*"/, (link) =>
      head?.manifest ? `<link rel="manifest" href="${escapeHtml(head.manifest)}"` : link,
    )
    .replace(/\s*<meta name="theme-color"[^>]*>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(/<title>[^<]*<\/title>/, () =>
      withNonce(
        [leadImagePreload(head), renderHead(page, head), firstPaintData(page.brand, language, head)]
          .filter(Boolean)
          .join('\n    '),
        nonce,
      ),
    )
    // After the entry's own preloads, which the page's chunks need first.
    .replace('</head>', () => (preloads ? `  ${withNonce(preloads, nonce)}\n  </head>` : '</head>'))
    .replace('<div id="root"></div>', () => rootElement(head, appHtml));
  return appHtml === undefined ? html : loadScriptsAfterPaint(html);
}
