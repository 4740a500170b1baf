// The partner login's first screen in the served HTML: the brand's logo, the title and the line under it, in
// the page's language, so the page paints before its script has run; the app then draws the same card with its
// e-mail form over it.
import type { TFunction } from 'i18next';
import type { Brand } from '../../domain/brand';
import { ROUTES } from '../../domain/routes';
import { escapeHtml, type PageHeadResolver } from './page-head';
import { pageLocale } from './page-language';
import { translator } from './translator';

export function loginFirstScreen(brand: Brand, t: TFunction): string {
  const name = escapeHtml(brand.businessName);
  const mark = brand.logoUrl
    ? `<img class="login-card__logo" src="${escapeHtml(brand.logoUrl)}" alt="${name}" fetchpriority="high" />`
    : `<p class="login-card__name">${name}</p>`;
  return [
    '<div class="auth-page"><div class="auth-page__top"></div><main id="main" class="auth-page__main">',
    `<div class="login-card"><div class="login-card__brand">${mark}</div>`,
    `<h1 class="login-card__title">${escapeHtml(t('auth.partner.title'))}</h1>`,
    `<p class="muted">${escapeHtml(t('auth.partner.subtitle', { businessName: brand.businessName }))}</p>`,
    '</div></main></div>',
  ].join('');
}

export const loginPageHead: PageHeadResolver = async (_db, page) => {
  if (page.rest !== ROUTES.travelLogin) return null;
  const t = await translator(pageLocale(page.rest, page.brand, page.prefix).language);
  const title = t('common.documentTitle', {
    page: t('auth.partner.title'),
    businessName: page.brand.businessName,
  });
  return {
    title,
    description: t('auth.partner.subtitle', { businessName: page.brand.businessName }),
    mainHtml: loginFirstScreen(page.brand, t),
    ...(page.brand.logoUrl ? { leadImage: page.brand.logoUrl } : {}),
  };
};
