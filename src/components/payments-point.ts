// How riders can pay a partner, as a "why ride with us" point: cash, and only the online methods the partner set
// up. Apart from the brand's claims (brand-points.ts) because the home's hero never shows it.
import { useTranslation } from 'react-i18next';
import type { Brand } from '../domain/brand';
import { pointMaker, type BrandPoint } from './brand-points';

export function usePaymentsPoint({ payments }: Pick<Brand, 'payments'>): BrandPoint {
  const { t, i18n } = useTranslation();
  const methods = (['upi', 'card', 'cash'] as const)
    .filter((method) => method === 'cash' || payments[method])
    .map((method) => t(`home.why.payments.methods.${method}`));
  return pointMaker(t)(
    'payments',
    {},
    undefined,
    methods.length > 1
      ? t('home.why.payments.text', {
          methods: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(methods),
        })
      : t('home.why.payments.cashOnly'),
  );
}
