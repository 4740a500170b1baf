// The partner's vehicles page (spec 2.3).
import { useTranslation } from 'react-i18next';
import { VehiclesBoard } from '../../features/fleet/vehicles-board';
import { useBrand } from '../../lib/brand-store';

export function TravelVehicles() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('partner.vehicles.title');
  return (
    <div className="page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <VehiclesBoard />
    </div>
  );
}
