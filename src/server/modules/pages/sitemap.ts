// sitemap.xml and robots.txt per tenant (the Host): every public page, a city page for each served place and
// every published blog post, each with the same hreflang alternates its served head carries. robots.txt keeps
// crawlers out of the partner console and the API and points at the sitemap.
import { and, desc, eq } from 'drizzle-orm';
import type { Brand } from '../../../domain/brand';
import { COUNTRIES } from '../../../domain/constants';
import {
  ROUTES,
  canonicalRest,
  isPlatformPage,
  localePath,
  type HeadLink,
  type RouteKey,
} from '../../../domain/routes';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { pageAlternates } from './page-language';
import { servedPlaces } from './city-pages';
import type { Tenant } from '../../lib/tenants';

/** The pages anyone may land on from a search; account, booking-step and partner pages are left out. The
 * platform's host lists them all; a partner's host all but the platform's own (PLATFORM_PAGES). */
const PUBLIC_PAGES: readonly RouteKey[] = [
  'base',
  'formTaxiBooking',
  'aiTaxiBooking',
  'whatsappTaxiBooking',
  'servicePlaces',
  'contactUs',
  'appstores',
  'signup',
  'userSupport',
  'userPrivacyPolicy',
  'userTerms',
];

export interface SitemapEntry {
  rest: string;
  lastmod?: Date;
  alternates: HeadLink[];
}

async function publishedPosts(db: Db, tenantId: string) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.tenantId, tenantId), eq(blogPosts.published, true)))
    .orderBy(desc(blogPosts.createdAt));
}

export async function sitemapEntries(db: Db, tenant: Tenant | null, brand: Brand): Promise<SitemapEntry[]> {
  const entry = (rest: string, lastmod?: Date): SitemapEntry => ({
    rest,
    ...(lastmod ? { lastmod } : {}),
    alternates: pageAlternates(rest, brand),
  });
  if (!tenant) return PUBLIC_PAGES.map((key) => entry(ROUTES[key]));
  // A partner's site lists its own pages only: the platform's sign-up pages answer 404 there.
  const pages = PUBLIC_PAGES.filter((key) => !isPlatformPage(ROUTES[key])).map((key) => entry(ROUTES[key]));
  const [places, posts] = await Promise.all([servedPlaces(tenant), publishedPosts(db, tenant.id)]);
  return [
    ...pages,
    ...places.map((place) => entry(canonicalRest(ROUTES.place.replace(':place', place.slug)))),
    ...posts.map((post) => entry(ROUTES.blog.replace(':blog', post.slug), post.updatedAt)),
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function renderSitemap(entries: readonly SitemapEntry[], origin: string): string {
  const url = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${url(localePath(entry.rest, null))}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${entry.lastmod.toISOString()}</lastmod>`] : []),
      ...entry.alternates.map(
        (link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${url(link.path)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The partner console (bare and under every country prefix, `*` spanning the language) and the API. */
const PARTNER_PAGES = ['travel/', ROUTES.customers, ROUTES.events, ROUTES.blogCreate];
const PRIVATE_PATHS = [
  '/api/',
  ...PARTNER_PAGES.flatMap((path) => [`/${path}`, ...COUNTRIES.map((country) => `/${country}/*/${path}`)]),
];

/** The partners' sign-in page is public: partners find it by search (the longer Allow rule wins). */
const PUBLIC_PARTNER_PATHS = [
  `/${ROUTES.travelLogin}`,
  ...COUNTRIES.map((country) => `/${country}/*/${ROUTES.travelLogin}`),
];

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PUBLIC_PARTNER_PATHS.map((path) => `Allow: ${path}`),
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
