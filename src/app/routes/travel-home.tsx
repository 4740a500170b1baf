// The partner home (spec 2.3, "Business overview"): the rides dashboard with its live new-bookings sheet, and the
// add-vehicle sheet that opens by itself while the partner has no vehicle yet.
import { useTranslation } from 'react-i18next';
import { FirstVehiclePrompt } from '../../features/fleet/first-vehicle-prompt';
import { BusinessOverview } from '../../features/rides/business-overview';
import { useBrand } from '../../lib/brand-store';

export function TravelHome() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('partner.home.title');
  return (
    <div className="page console-page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <div>
        <h1 className="page__title">{title}</h1>
        <p className="muted">{t('partner.home.welcome', { businessName: brand.businessName })}</p>
      </div>
      <BusinessOverview />
      <FirstVehiclePrompt />
    </div>
  );
}
