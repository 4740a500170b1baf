// The platform's marketing and partner sign-up pages (PLATFORM_PAGES) belong to the platform's host: on a partner's
// site (the only kind of host page heads run for) they answer a real 404, so no partner's address advertises the
// platform to its riders or to search engines. The app, told by the brand that it is on a partner's site, draws
// them as the unknown address they are there.
import { isPlatformPage } from '../../../domain/routes';
import { defaultHead, type PageHeadResolver } from './page-head';
import { pageLocale } from './page-language';
import { translator } from './translator';

export const platformPageHead: PageHeadResolver = async (_db, page) => {
  if (!isPlatformPage(page.rest)) return null;
  const t = await translator(pageLocale(page.rest, page.brand, page.prefix).language);
  return {
    ...defaultHead(page.brand),
    title: t('common.documentTitle', { page: t('common.notFound'), businessName: page.brand.businessName }),
    status: 404,
  };
};
