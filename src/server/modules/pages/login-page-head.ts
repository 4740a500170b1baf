// The partner login's head, in the page's language; the app renders its first screen (the brand's logo, the title
// and the e-mail form) on the server, and the logo is asked for before anything else.
import { ROUTES } from '../../../domain/routes';
import type { PageHeadResolver } from './page-head';
import { pageLocale } from './page-language';
import { translator } from '../../lib/translator';

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
    renderApp: true,
    ...(page.brand.logoUrl ? { leadImage: page.brand.logoUrl } : {}),
  };
};
