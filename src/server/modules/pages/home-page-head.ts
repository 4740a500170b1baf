// The heads of the rider home and the booking form, whose first screens the app renders on the server: the
// home's banner is asked for before anything else, as the largest paint is drawn around it. A partner site's
// home is its console, which the browser draws. Both speak the page's language.
import { ROUTES } from '../../../domain/routes';
import { defaultHead, type PageHeadResolver } from './page-head';
import { pageLocale } from './page-language';
import { translator } from '../../lib/translator';

const HOME_PATHS = new Set<string>([ROUTES.base, ROUTES.home, ROUTES.userHome, ROUTES.aiHome]);

export const rideFormPageHead: PageHeadResolver = async (_db, page) => {
  if (page.rest !== ROUTES.formTaxiBooking) return null;
  const t = await translator(pageLocale(page.rest, page.brand, page.prefix).language);
  const { businessName } = page.brand;
  return {
    ...defaultHead(page.brand),
    title: t('common.documentTitle', { page: t('booking.form.title'), businessName }),
    renderApp: true,
  };
};

export const homePageHead: PageHeadResolver = async (_db, page) => {
  if (!HOME_PATHS.has(page.rest)) return null;
  const t = await translator(pageLocale(page.rest, page.brand, page.prefix).language);
  const { businessName } = page.brand;
  return {
    title: t('home.documentTitle', { businessName }),
    description: `${t('home.title', { businessName })}. ${t('home.subtitle')}`,
    ...(page.brand.mode === 'partner' ? {} : { renderApp: true }),
    ...(page.brand.bannerUrl ? { leadImage: page.brand.bannerUrl } : {}),
  };
};
