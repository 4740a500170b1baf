// A city page's reliable-service section: what the partner has made true of itself (the home page's own words,
// components/brand-points), said of the place.
import { useTranslation } from 'react-i18next';
import { usePaymentsPoint } from '../../components/payments-point';
import { useBrandPoints } from '../../components/brand-points';
import type { Brand } from '../../domain/brand';

export function ReliableService({ place, brand }: { place: string; brand: Brand }) {
  const { t } = useTranslation();
  const points = [...useBrandPoints(brand), usePaymentsPoint(brand)];
  return (
    <section className="section" aria-labelledby="city-reliable-title">
      <h2 id="city-reliable-title" className="section__title">
        {t('cityPage.reliable.title', { place })}
      </h2>
      <ul className="city-reliable">
        {points.map((point) => (
          <li key={point.key}>
            <strong>{point.title}</strong>
            <span className="muted">{point.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
