// The booking home's short "why ride with us" section: the brand's promises in four points.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadsetIcon, ShieldIcon, StarIcon, WalletIcon } from '../../components/icons';

const POINTS: readonly { key: string; icon: ReactNode }[] = [
  { key: 'fares', icon: <ShieldIcon /> },
  { key: 'support', icon: <HeadsetIcon /> },
  { key: 'payments', icon: <WalletIcon /> },
  { key: 'rated', icon: <StarIcon /> },
];

interface WhyUsProps {
  businessName: string;
}

export function WhyUs({ businessName }: WhyUsProps) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="why-us-title">
      <h2 id="why-us-title" className="section__title">
        {t('home.why.title', { businessName })}
      </h2>
      <ul className="why-grid">
        {POINTS.map((point) => (
          <li key={point.key} className="why-item">
            <span className="why-item__icon">{point.icon}</span>
            <span>
              <strong className="why-item__title">{t(`home.why.${point.key}.title`)}</strong>
              <span className="why-item__text">{t(`home.why.${point.key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
