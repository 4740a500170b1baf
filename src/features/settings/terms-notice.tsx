// The commission the partner works under, said in the setup wizard before their site goes live.
import { useTranslation } from 'react-i18next';
import { commissionInWords } from '../../lib/terms-words';
import { useBilling } from './billing-query';

export function TermsNotice() {
  const { t, i18n } = useTranslation();
  const billing = useBilling();
  if (!billing.data) return null;
  return (
    <p className="billing__upcoming" data-testid="setup-commission">
      {t('terms.notice', { commission: commissionInWords(t, i18n.language, billing.data.current) })}
    </p>
  );
}
