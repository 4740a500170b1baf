// Addresses that name no page: a real 404 whose title and text are in the page's language, with a link home, for
// crawlers and for the first paint before the app draws its own not-found page (routes/not-found-page.tsx) in
// the same words. An address outside the route table answers so at once; a page kind whose parameter names
// nothing the tenant has (a bare segment that is no place) answers with notFoundHead itself.
import { ROUTES, isKnownPath, localePath } from '../../../domain/routes';
import {
  defaultHead,
  escapeHtml as e,
  type PageHead,
  type PageHeadResolver,
  type TenantPage,
} from './page-head';
import { pageLocale } from './page-language';
import { translator } from '../../lib/translator';

export async function notFoundHead(page: TenantPage): Promise<PageHead> {
  const t = await translator(pageLocale(page.rest, page.brand, page.prefix).language);
  const title = t('common.notFound');
  const body = t('common.notFoundBody');
  const home = localePath(ROUTES.base, page.prefix);
  return {
    ...defaultHead(page.brand),
    title: t('common.documentTitle', { page: title, businessName: page.brand.businessName }),
    description: body,
    mainHtml: `<article><h1>${e(title)}</h1><p>${e(body)}</p><a href="${e(home)}">${e(t('common.notFoundHome'))}</a></article>`,
    status: 404,
  };
}

export const unknownPageHead: PageHeadResolver = async (_db, page) =>
  isKnownPath(page.pathname) ? null : notFoundHead(page);
