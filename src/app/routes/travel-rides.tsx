// The partner's rides dashboard (spec 2.3, "Travel rides").
import { useTranslation } from 'react-i18next';
import { RidesBoard } from '../../features/rides/rides-board';
import { useBrand } from '../../lib/brand-store';

export function TravelRides() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('partner.rides.title');
  return (
    <div className="page console-page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <div>
        <h1 className="page__title">{title}</h1>
        <p className="muted">{brand.businessName}</p>
      </div>
      <RidesBoard />
    </div>
  );
}
