// The partner home (spec 2.3, "Business overview"): the rides dashboard with its live new-bookings sheet, the
// way back into the setup wizard while the owner has not finished it, and the add-vehicle sheet that opens by
// itself while the partner has no vehicle yet (for the roles that run the fleet).
import { useTranslation } from 'react-i18next';
import { FirstVehiclePrompt } from '../../features/fleet/first-vehicle-prompt';
import { BusinessOverview } from '../../features/rides/business-overview';
import { SetupReminder } from '../../features/settings/setup-reminder';
import { useBrand } from '../../lib/brand-store';
import { useMayUse } from '../../lib/partner-role';
import { useLocalePath } from '../../lib/use-locale-path';
import { ROUTES } from '../../domain/routes';

export function TravelHome() {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const owner = useMayUse('settings');
  const runsFleet = useMayUse('fleet');
  const title = t('partner.home.title');
  return (
    <div className="page console-page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <div>
        <h1 className="page__title">{title}</h1>
        <p className="muted">{t('partner.home.welcome', { businessName: brand.businessName })}</p>
      </div>
      {owner ? <SetupReminder setupPath={to(ROUTES.travelSetup)} /> : null}
      <BusinessOverview />
      {runsFleet ? <FirstVehiclePrompt /> : null}
    </div>
  );
}
