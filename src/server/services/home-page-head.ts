// The rider home's first screen in the served HTML: the brand's header and hero (banner, name, title, subtitle)
// in the page's language, so the page paints before its script has run; the app then draws the same over it.
// The booking form's page paints its header and introduction the same way.
import type { TFunction } from 'i18next';
import type { Brand } from '../../domain/brand';
import { ROUTES } from '../../domain/routes';
import { defaultHead, escapeHtml, type PageHeadResolver } from './page-head';
import { pageLocale } from './page-language';
import { riderFrame } from './rider-topbar';
import { translator } from './translator';

const HOME_CHIPS = ['home.chips.rating', 'home.chips.support', 'home.chips.fares'] as const;

const HOME_PATHS = new Set<string>([ROUTES.base, ROUTES.home, ROUTES.userHome, ROUTES.aiHome]);

export function homeFirstScreen(brand: Brand, t: TFunction): string {
  const banner = brand.bannerUrl
    ? `<img class="hero__banner" src="${escapeHtml(brand.bannerUrl)}" alt="" fetchpriority="high" />`
    : '';
  return riderFrame(
    brand,
    [
      '<section class="hero">',
      banner,
      '<div class="hero__inner">',
      `<p class="hero__eyebrow">${escapeHtml(brand.businessName)}</p>`,
      `<h1 class="hero__title">${escapeHtml(t('home.title', { businessName: brand.businessName }))}</h1>`,
      `<p class="hero__subtitle">${escapeHtml(t('home.subtitle'))}</p>`,
      `<ul class="hero__chips">${HOME_CHIPS.map((key) => `<li>${escapeHtml(t(key))}</li>`).join('')}</ul>`,
      // The booking card's place, held until the app draws the tabs in it: the banner behind the hero is then as
      // large on the first paint as after, so the app's drawing is not a later, larger paint.
      '</div><div class="hero__card hero__card--pending"></div>',
      '</section>',
    ].join(''),
  );
}

/** The form page's header and introduction; the form itself is the app's. */
export function rideFormFirstScreen(brand: Brand, t: TFunction): string {
  return riderFrame(
    brand,
    `<div class="booking-page booking-page--narrow"><p class="booking-page__intro">${escapeHtml(t('home.subtitle'))}</p></div>`,
  );
}

export const rideFormPageHead: PageHeadResolver = async (_db, page) => {
  if (page.rest !== ROUTES.formTaxiBooking) return null;
  const t = await translator(pageLocale(page.rest, page.brand, page.prefix).language);
  const { businessName } = page.brand;
  return {
    ...defaultHead(page.brand),
    title: t('common.documentTitle', { page: t('booking.form.title'), businessName }),
    mainHtml: rideFormFirstScreen(page.brand, t),
  };
};

export const homePageHead: PageHeadResolver = async (_db, page) => {
  if (!HOME_PATHS.has(page.rest)) return null;
  const t = await translator(pageLocale(page.rest, page.brand, page.prefix).language);
  return {
    ...defaultHead(page.brand),
    mainHtml: homeFirstScreen(page.brand, t),
    ...(page.brand.bannerUrl ? { leadImage: page.brand.bannerUrl } : {}),
  };
};
