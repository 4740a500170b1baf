// The rider frame's header as served HTML (the brand's mark; the app adds the language picker and login), shared
// by every first screen the server paints: the same classes as the app's header, so nothing moves when it draws.
import type { Brand } from '../../domain/brand';
import { escapeHtml } from './page-head';

function brandMark(brand: Brand): string {
  const name = escapeHtml(brand.businessName);
  const logo = brand.logoUrl
    ? `<img class="brand-mark__logo" src="${escapeHtml(brand.logoUrl)}" alt="" />`
    : `<span class="brand-mark__initial" aria-hidden="true">${escapeHtml(brand.businessName.charAt(0).toUpperCase())}</span>`;
  return `<span class="brand-mark brand-mark--md">${logo}<span class="brand-mark__name">${name}</span></span>`;
}

export function riderTopbar(brand: Brand): string {
  return `<header class="topbar"><div class="topbar__inner"><span class="topbar__brand">${brandMark(brand)}</span></div></header>`;
}

/** A page's main content inside the rider frame, as the app's rider layout places it. */
export function riderFrame(brand: Brand, main: string): string {
  return `<div class="app">${riderTopbar(brand)}<main class="rider-main">${main}</main></div>`;
}
