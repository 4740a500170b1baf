// The partner's events page (spec 2.3 / 2.5).
import { useTranslation } from 'react-i18next';
import { RideEventsTable } from '../../features/rides/ride-events-table';
import { useBrand } from '../../lib/brand-store';

export function PartnerEvents() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('partner.events.title');
  return (
    <div className="page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <RideEventsTable />
    </div>
  );
}
