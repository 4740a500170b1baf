// The partner's agencies page (spec 2.3).
import { useTranslation } from 'react-i18next';
import { CrewBoard } from '../../features/fleet/crew-board';
import { useBrand } from '../../lib/brand-store';

export function TravelAgencies() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('partner.crew.travel-companies.title');
  return (
    <div className="page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <CrewBoard kind="travel-companies" />
    </div>
  );
}
