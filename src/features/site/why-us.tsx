// The booking home's short "why ride with us" section: only what the partner has made true of itself (see
// components/brand-points), and how its riders can pay.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../domain/brand';
import { usePaymentsPoint } from '../../components/payments-point';
import { useBrandPoints, type BrandPointKey } from '../../components/brand-points';
import { StarIcon, WalletIcon } from '../../components/icons';
import { HeadsetIcon, ShieldIcon } from '../../components/screen-icons';

const ICONS: Record<BrandPointKey, ReactNode> = {
  fares: <ShieldIcon />,
  support: <HeadsetIcon />,
  payments: <WalletIcon />,
  rated: <StarIcon />,
};

export function WhyUs({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const points = [...useBrandPoints(brand), usePaymentsPoint(brand)];
  return (
    <section className="section" aria-labelledby="why-us-title">
      <h2 id="why-us-title" className="section__title">
        {t('home.why.title', { businessName: brand.businessName })}
      </h2>
      <ul className="why-grid">
        {points.map((point) => (
          <li key={point.key} className="why-item">
            <span className="why-item__icon">{ICONS[point.key]}</span>
            <span>
              <strong className="why-item__title">{point.title}</strong>
              <span className="why-item__text">{point.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
