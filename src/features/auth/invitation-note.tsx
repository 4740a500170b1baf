// Tells a visitor who came by a friend's referral link what joining gives them: the exact amount the partner set
// for a new rider's first completed ride. Nothing when there is no link, the code is unknown or the reward is 0.
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../lib/brand-store';
import { formatMoney } from '../../lib/format';
import { rememberedReferralCode } from '../../lib/referral-link';
import { useInvitation } from './invitation-query';

export function InvitationNote() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const invitation = useInvitation(rememberedReferralCode());
  const reward = invitation.data?.refereeReward ?? 0;
  if (!invitation.data || reward <= 0) return null;
  return (
    <p className="auth-invitation" role="note">
      {t('auth.rider.invited', {
        businessName: brand.businessName,
        amount: formatMoney(reward, invitation.data.currency, i18n.language),
      })}
    </p>
  );
}
