// The driver app's page (/driver, prefixed too) in the served HTML: its own title and description in the page's
// language, and its own install manifest, so installing from this page gives "{Business} Driver" opening on
// /driver rather than the rider's site.
import { DRIVER_MANIFEST_PATH } from '../../../domain/driver-manifest';
import { ROUTES } from '../../../domain/routes';
import type { PageHeadResolver } from './page-head';
import { pageLocale } from './page-language';
import { translator } from '../../lib/translator';

export const driverPageHead: PageHeadResolver = async (_db, page) => {
  if (page.rest !== ROUTES.driver) return null;
  const t = await translator(pageLocale(page.rest, page.brand, page.prefix).language);
  const businessName = page.brand.businessName;
  return {
    title: t('driver.appName', { businessName }),
    description: t('driver.description', { businessName }),
    manifest: DRIVER_MANIFEST_PATH,
  };
};
