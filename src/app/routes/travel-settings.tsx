// The Settings area (travel/settings): the brand, the site's address, fares, payments, service area, WhatsApp,
// app links and legal pages, then the staff and the developers' webhooks and API keys; and the way back into the
// setup wizard.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { SettingsSections } from '../../features/settings/settings-sections';
import { ApiKeysPanel } from '../../features/api-keys/api-keys-panel';
import { StaffPanel } from '../../features/staff/staff-panel';
import { WebhooksPanel } from '../../features/webhooks/webhooks-panel';
import { useBrand } from '../../lib/brand-store';
import { useMayUse } from '../../lib/partner-role';
import { useLocalePath } from '../../lib/use-locale-path';

export function TravelSettings() {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const staffAllowed = useMayUse('staff');
  const title = t('settings.title');
  const extra = [
    ...(staffAllowed ? [{ key: 'staff', title: t('staff.title'), content: <StaffPanel /> }] : []),
    {
      key: 'developers',
      title: t('developers.title'),
      content: (
        <>
          <WebhooksPanel />
          <ApiKeysPanel />
        </>
      ),
    },
  ];
  return (
    <div className="page console-page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title">{title}</h1>
      <SettingsSections
        extra={extra}
        lead={
          <p className="settings-lead">
            <Link to={to(ROUTES.travelSetup)}>{t('settings.openWizard')}</Link>
          </p>
        }
      />
    </div>
  );
}
