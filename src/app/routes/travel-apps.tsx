// travel/apps: the partner's own apps. The console is served on the partner's site, so its origin is the rider
// site's address.
import { useTranslation } from 'react-i18next';
import { PartnerApps } from '../../features/apps/partner-apps';
import { useBrand } from '../../lib/brand-store';

export function TravelApps() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('screens.travelApps');
  return (
    <div className="page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <PartnerApps origin={window.location.origin} />
    </div>
  );
}
