// The document's title for a page: the page's name and the tenant's, as every page of the site writes it.
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../lib/brand-store';

export function DocumentTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return <title>{t('common.documentTitle', { page, businessName: brand.businessName })}</title>;
}
