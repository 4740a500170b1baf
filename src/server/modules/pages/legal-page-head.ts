// The legal pages' first screen in the served HTML: the tenant's privacy policy or terms as escaped paragraphs,
// so they read without JavaScript, and the same answer the app's first request would get, so it draws once.
import { LEGAL_PAGE_OF, legalApiPath, type LegalPageResponse } from '../../../domain/partners/legal-pages';
import { escapeHtml, type PageHeadResolver } from './page-head';
import { pageLocale } from './page-language';
import { readLegalPage } from '../partners';
import { translator } from '../../lib/translator';

const DESCRIPTION_MAX = 155;

export function legalFirstScreen(legal: LegalPageResponse, title: string): string {
  return [
    '<main id="main" class="page page--narrow legal">',
    `<h1 class="page__title">${escapeHtml(title)}</h1>`,
    ...legal.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</main>',
  ].join('');
}

export const legalPageHead: PageHeadResolver = async (_db, page) => {
  if (!Object.hasOwn(LEGAL_PAGE_OF, page.rest)) return null;
  const which = LEGAL_PAGE_OF[page.rest as keyof typeof LEGAL_PAGE_OF];
  const legal = readLegalPage(page.tenant, which, new URL(page.origin).hostname);
  const t = await translator(pageLocale(page.rest, page.brand, page.prefix).language);
  const title = legal.title || t(`legal.${which}`);
  const description = (legal.paragraphs[0] ?? title).slice(0, DESCRIPTION_MAX);
  return {
    title: t('common.documentTitle', { page: title, businessName: page.brand.businessName }),
    description,
    mainHtml: legalFirstScreen(legal, title),
    apiResponses: { [legalApiPath(which)]: legal },
  };
};
