// The pagination controls' words in the visitor's language, the same on every paginated list.
import { useTranslation } from 'react-i18next';

export function usePaginationLabels() {
  const { t } = useTranslation();
  return {
    nav: t('partner.pagination.label'),
    pageSize: t('partner.pagination.pageSize'),
    previous: t('partner.pagination.previous'),
    next: t('partner.pagination.next'),
    showing: (range: { from: number; to: number; total: number }) => t('partner.pagination.showing', range),
  };
}
