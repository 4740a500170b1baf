// travel/map: the partner's live map of drivers on duty, free or on a ride, moving as they report.
import { useTranslation } from 'react-i18next';
import { LiveMap } from '../../features/live-map/live-map';
import { useBrand } from '../../lib/brand-store';

export function PartnerMapPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('screens.travelMap');
  return (
    <div className="page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <LiveMap />
    </div>
  );
}
