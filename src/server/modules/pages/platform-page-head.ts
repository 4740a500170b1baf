// The platform's marketing and partner sign-up pages (PLATFORM_PAGES) belong to the platform's host: on a partner's
// site (the only kind of host page heads run for) they answer a real 404, so no partner's address advertises the
// platform to its riders or to search engines. The app, told by the brand that it is on a partner's site, draws
// them as the unknown address they are there. So does the platform owner's console.
import { isPlatformConsolePath, isPlatformPage } from '../../../domain/routes';
import { notFoundHead } from './not-found-head';
import type { PageHeadResolver } from './page-head';

export const platformPageHead: PageHeadResolver = async (_db, page) =>
  isPlatformPage(page.rest) || isPlatformConsolePath(page.rest) ? notFoundHead(page) : null;
