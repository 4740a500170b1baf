// The rider home's first screen in the served HTML: the brand's header and hero (banner, name, title, subtitle)
// in the page's language, so the page paints before its script has run; the app then draws the same over it.
import type { TFunction } from 'i18next';
import type { Brand } from '../../domain/brand';
import { ROUTES } from '../../domain/routes';
import { defaultHead, escapeHtml, type PageHeadResolver } from './page-head';
import { pageLocale } from './page-language';
import { translator } from './translator';

const HOME_PATHS = new Set<string>([ROUTES.base, ROUTES.home, ROUTES.userHome, ROUTES.aiHome]);

function brandMark(brand: Brand): string {
  const name = escapeHtml(brand.businessName);
  const logo = brand.logoUrl
    ? `<img class="brand-mark__logo" src="${escapeHtml(brand.logoUrl)}" alt="" />`
    : `<span class="brand-mark__initial" aria-hidden="true">${escapeHtml(brand.businessName.charAt(0).toUpperCase())}</span>`;
  return `<span class="brand-mark brand-mark--md">${logo}<span class="brand-mark__name">${name}</span></span>`;
}

export function homeFirstScreen(brand: Brand, t: TFunction): string {
  const banner = brand.bannerUrl
    ? `<img class="hero__banner" src="${escapeHtml(brand.bannerUrl)}" alt="" fetchpriority="high" />`
    : '';
  return [
    '<div class="app">',
    `<header class="topbar"><div class="topbar__inner"><span class="topbar__brand">${brandMark(brand)}</span></div></header>`,
    '<main class="rider-main"><section class="hero">',
    banner,
    '<div class="hero__inner">',
    `<p class="hero__eyebrow">${escapeHtml(brand.businessName)}</p>`,
    `<h1 class="hero__title">${escapeHtml(t('home.title', { businessName: brand.businessName }))}</h1>`,
    `<p class="hero__subtitle">${escapeHtml(t('home.subtitle'))}</p>`,
    '</div></section></main></div>',
  ].join('');
}

export const homePageHead: PageHeadResolver = async (_db, page) => {
  if (!HOME_PATHS.has(page.rest)) return null;
  const t = await translator(pageLocale(page.rest, page.brand, page.prefix).language);
  return { ...defaultHead(page.brand), mainHtml: homeFirstScreen(page.brand, t) };
};
