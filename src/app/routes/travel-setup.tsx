// The setup wizard (travel/setup), where a new partner lands after signing up: brand, fares, payments, service
// area and the live site; leaving it (finished or skipped) goes to the business overview.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { SetupWizard } from '../../features/settings/setup-wizard';
import { useBrand } from '../../lib/brand-store';
import { useLocalePath } from '../../lib/use-locale-path';

export function TravelSetup() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const to = useLocalePath();
  const title = t('setup.title');
  return (
    <div className="page console-page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <div>
        <h1 className="page__title">{title}</h1>
        <p className="muted">{t('setup.subtitle')}</p>
      </div>
      <SetupWizard onLeave={() => navigate(to(ROUTES.travelHome))} />
    </div>
  );
}
