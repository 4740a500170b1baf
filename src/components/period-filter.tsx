// The console's period filter (Today … Last Month, Custom from 2020-01-01 to today in the partner's zone), with
// translated labels; used by the overview, the rides board and the insights.
import { useTranslation } from 'react-i18next';
import { CUSTOM_DATE_MIN, DATE_FILTERS, type DateFilter } from '../domain/date-filter';
import { DateFilterField, type DateFilterValue } from './date-filter-field';
import { useBrand } from '../lib/brand-store';
import { isoDateIn } from '../lib/format';

export type Period = DateFilterValue<DateFilter>;

export function PeriodFilter({ value, onChange }: { value: Period; onChange: (value: Period) => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <DateFilterField
      label={t('partner.dateFilter.label')}
      options={DATE_FILTERS.map((filter) => ({ value: filter, label: t(`partner.dateFilter.${filter}`) }))}
      value={value}
      customValue="custom"
      fromLabel={t('partner.dateFilter.from')}
      toLabel={t('partner.dateFilter.to')}
      min={CUSTOM_DATE_MIN}
      max={isoDateIn(brand.timezone)}
      onChange={onChange}
    />
  );
}
