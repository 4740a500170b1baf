// Settings › Billing: the terms the partner works under in words (commission and what it applies to, the rider
// cashback range, the monthly fee), a change to come with its day, the terms before, and this month's commission.
import { useTranslation } from 'react-i18next';
import type { PartnerTerms } from '../../domain/partners/partner-terms';
import { describeError } from '../../lib/describe-error';
import { formatDate, formatMoney } from '../../lib/format';
import { commissionInWords, percentText } from '../../lib/terms-words';
import { useBilling } from './billing-query';

export function BillingSection() {
  const { t, i18n } = useTranslation();
  const billing = useBilling();
  if (billing.isPending) return <p className="muted">{t('partner.common.loading')}</p>;
  if (billing.isError) return <p className="form-error">{describeError(billing.error, t)}</p>;
  const { current, upcoming, history, currency } = billing.data;
  const language = i18n.language;
  const fee = (terms: PartnerTerms) =>
    terms.monthlyFee > 0 ? formatMoney(terms.monthlyFee, currency, language) : t('terms.noMonthlyFee');
  const range = (terms: PartnerTerms) =>
    t('terms.range', {
      min: percentText(terms.cashbackMinBps, language),
      max: percentText(terms.cashbackMaxBps, language),
    });

  return (
    <div className="billing" data-testid="billing">
      <dl className="billing__terms">
        <dt>{t('terms.commission')}</dt>
        <dd data-testid="billing-commission">{commissionInWords(t, language, current)}</dd>
        <dt>{t('terms.cashbackRange')}</dt>
        <dd>{range(current)}</dd>
        <dt>{t('terms.monthlyFee')}</dt>
        <dd>{fee(current)}</dd>
        <dt>{t('terms.commissionThisMonth')}</dt>
        <dd>{formatMoney(billing.data.commissionThisMonth, currency, language)}</dd>
      </dl>
      {current.tenantId === null ? <p className="muted">{t('terms.standard')}</p> : null}
      {billing.data.cashbackBps !== billing.data.effectiveCashbackBps ? (
        <p className="billing__warning" role="note">
          {t('terms.cashbackOutside', {
            chosen: percentText(billing.data.cashbackBps, language),
            given: percentText(billing.data.effectiveCashbackBps, language),
          })}
        </p>
      ) : null}
      {upcoming.map((terms) => (
        <p key={terms.id} className="billing__upcoming" role="note">
          {t('terms.upcoming', {
            date: formatDate(terms.effectiveFrom, language),
            commission: commissionInWords(t, language, terms),
          })}
        </p>
      ))}
      <h3 className="billing__subtitle">{t('terms.history')}</h3>
      {history.length === 0 ? (
        <p className="muted">{t('terms.noHistory')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table data-table--cards">
            <thead>
              <tr>
                <th scope="col">{t('terms.from')}</th>
                <th scope="col">{t('terms.commission')}</th>
                <th scope="col">{t('terms.cashbackRange')}</th>
                <th scope="col">{t('terms.monthlyFee')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((terms) => (
                <tr key={terms.id}>
                  <th scope="row">{formatDate(terms.effectiveFrom, language)}</th>
                  <td data-label={t('terms.commission')}>{commissionInWords(t, language, terms)}</td>
                  <td data-label={t('terms.cashbackRange')}>{range(terms)}</td>
                  <td data-label={t('terms.monthlyFee')}>{fee(terms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
