// The commission a new partner agrees to, said on the sign-up page before they have an account.
import { useTranslation } from 'react-i18next';
import { commissionInWords } from '../../lib/terms-words';
import { usePlatformTerms } from './platform-terms-query';

export function CommissionNotice() {
  const { t, i18n } = useTranslation();
  const terms = usePlatformTerms();
  if (!terms.data) return null;
  return (
    <p className="signup-hero__terms" data-testid="signup-commission">
      {t('terms.notice', { commission: commissionInWords(t, i18n.language, terms.data) })}
    </p>
  );
}
