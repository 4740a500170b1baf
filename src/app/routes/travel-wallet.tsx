// The partner's wallet page (spec 2.3 / 2.5).
import { useTranslation } from 'react-i18next';
import { WalletBoard } from '../../features/wallet/wallet-board';
import { useBrand } from '../../lib/brand-store';

export function TravelWallet() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('partner.wallet.title');
  return (
    <div className="page">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <WalletBoard />
    </div>
  );
}
