// Total / Online / Offline tiles, as the API counts them.
import { useTranslation } from 'react-i18next';

interface Totals {
  total: number;
  online: number;
  offline: number;
}

export function FleetTotals({ totals, label }: { totals: Totals | undefined; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className="stat-grid stat-grid--three" aria-label={label}>
      {(['total', 'online', 'offline'] as const).map((key) => (
        <li key={key} className={`stat stat--${key === 'total' ? 'all' : key}`}>
          <span className="stat__label">{t(`partner.fleet.${key}`)}</span>
          <span className="stat__value">{totals ? totals[key] : '–'}</span>
        </li>
      ))}
    </ul>
  );
}
