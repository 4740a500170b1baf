// travel/insights: the partner's own visitor analytics beside rides and revenue (issue 17).
import { useTranslation } from 'react-i18next';
import { InsightsBoard } from '../../features/insights/insights-board';
import { useBrand } from '../../lib/brand-store';

export function TravelInsights() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('insights.title');
  return (
    <div className="page console-page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <InsightsBoard />
    </div>
  );
}
