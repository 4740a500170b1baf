// user/wallet: the rider's cashback wallet, the balance and each credit or debit linked to its ride (the last
// copy reads offline), and their referral code and link to invite friends. Signed out, the phone login comes first.
import '../styles/console.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../domain/routes';
import { ReferralPanel } from '../../features/wallet/referral-panel';
import { WalletBoard } from '../../features/wallet/wallet-board';
import { useBrand } from '../../lib/brand-store';
import { useLocalePath } from '../../lib/use-locale-path';
import { RiderSignInGate } from './rider-sign-in-gate';

export function UserWalletPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const to = useLocalePath();
  const title = t('screens.userWallet');
  return (
    <div className="page page--narrow">
      <title>{t('common.documentTitle', { page: title, businessName: brand.businessName })}</title>
      <h1 className="page__title page__title--spaced">{title}</h1>
      <RiderSignInGate message={t('riderWallet.signedOut')}>
        <WalletBoard
          owner="rider"
          rideHref={(rideId) => `${to(ROUTES.userRides)}?ride=${rideId}`}
          emptyAction={
            <Link className="button button--primary" to={to(ROUTES.formTaxiBooking)}>
              {t('riderRides.book')}
            </Link>
          }
        />
        <ReferralPanel />
      </RiderSignInGate>
    </div>
  );
}
