// The partner's customers page (spec 2.3 / 2.5).
import { useTranslation } from 'react-i18next';
import { CustomersTable } from '../../features/customers/customers-table';
import { useBrand } from '../../lib/brand-store';

export function PartnerCustomers() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('partner.customers.title');
  return (
    <div className="page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <CustomersTable />
    </div>
  );
}
