// A partner's terms with the platform: those in effect, those set to start later and the history, and a form for
// new terms from a day on (today or later, never on past rides). Percentages are typed and sent as basis points.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMMISSION_BASES,
  TERMS_LIMITS,
  percentOfBps,
  termsChangeSchema,
  type PartnerTerms,
} from '../../domain/partners/partner-terms';
import { describeError } from '../../lib/describe-error';
import { formatDate, formatMoney, isoDateIn, toMajor, toMinor } from '../../lib/format';
import { usePartnerTerms, useSetTerms } from './terms-queries';

interface TermsForm {
  commissionPercent: string;
  commissionBase: (typeof COMMISSION_BASES)[number];
  cashbackMinPercent: string;
  cashbackMaxPercent: string;
  monthlyFee: string;
  effectiveFrom: string;
  note: string;
}

/** Which typed field each contract field comes from, so its error shows under that field. */
const FIELD_OF: Record<string, keyof TermsForm> = {
  commissionBps: 'commissionPercent',
  commissionBase: 'commissionBase',
  cashbackMinBps: 'cashbackMinPercent',
  cashbackMaxBps: 'cashbackMaxPercent',
  monthlyFee: 'monthlyFee',
  effectiveFrom: 'effectiveFrom',
  note: 'note',
};

const toBps = (percent: string) => Math.round(Number(percent.replace(',', '.')) * 100);

function TermsLine({ terms, currency }: { terms: PartnerTerms; currency: string }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      {t('platformAdmin.terms.line', {
        from: formatDate(terms.effectiveFrom, i18n.language),
        commission: percentOfBps(terms.commissionBps),
        base: t(`platformAdmin.terms.base.${terms.commissionBase}`),
        min: percentOfBps(terms.cashbackMinBps),
        max: percentOfBps(terms.cashbackMaxBps),
        fee: formatMoney(terms.monthlyFee, currency, i18n.language),
      })}
      {terms.note ? ` — ${terms.note}` : ''}
    </li>
  );
}

export function TermsSection({ tenantId, timezone }: { tenantId: string; timezone: string }) {
  const { t } = useTranslation();
  const terms = usePartnerTerms(tenantId);
  const setTerms = useSetTerms(tenantId);
  const [saved, setSaved] = useState(false);
  const today = isoDateIn(timezone);
  const current = terms.data?.current;
  const currency = terms.data?.currency ?? 'INR';
  const form = useForm<TermsForm>({
    values: current && {
      commissionPercent: percentOfBps(current.commissionBps),
      commissionBase: current.commissionBase,
      cashbackMinPercent: percentOfBps(current.cashbackMinBps),
      cashbackMaxPercent: percentOfBps(current.cashbackMaxBps),
      monthlyFee: String(toMajor(current.monthlyFee, currency)),
      effectiveFrom: today,
      note: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    const parsed = termsChangeSchema.safeParse({
      commissionBps: toBps(values.commissionPercent),
      commissionBase: values.commissionBase,
      cashbackMinBps: toBps(values.cashbackMinPercent),
      cashbackMaxBps: toBps(values.cashbackMaxPercent),
      monthlyFee: toMinor(Number(values.monthlyFee || '0'), currency),
      effectiveFrom: values.effectiveFrom,
      note: values.note,
    });
    const pastDay = values.effectiveFrom < today;
    if (!parsed.success || pastDay) {
      for (const issue of parsed.error?.issues ?? []) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field) form.setError(field, { message: t(`platformAdmin.terms.invalid.${field}`) });
      }
      if (pastDay)
        form.setError('effectiveFrom', { message: t('platformAdmin.terms.invalid.effectiveFrom') });
      return;
    }
    setTerms.mutate(parsed.data, { onSuccess: () => setSaved(true) });
  });

  const field = (name: keyof TermsForm, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={`terms-${name}`} className="field__label">
        {t(`platformAdmin.terms.fields.${name}`)}
      </label>
      {input}
      {errors[name] ? (
        <p id={`terms-${name}-error`} className="field__error">
          {errors[name].message}
        </p>
      ) : null}
    </div>
  );
  const percent = (name: keyof TermsForm, max: number) =>
    field(
      name,
      <input
        id={`terms-${name}`}
        className="field__input"
        inputMode="decimal"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `terms-${name}-error` : undefined}
        max={max / 100}
        {...form.register(name)}
      />,
    );

  return (
    <section className="admin-section stack" aria-labelledby="admin-terms">
      <h2 id="admin-terms">{t('platformAdmin.terms.title')}</h2>
      {terms.error ? (
        <p className="form-error" role="alert">
          {t('platformAdmin.terms.unavailable')} {describeError(terms.error, t)}
        </p>
      ) : null}
      {terms.data ? (
        <>
          <h3>{t('platformAdmin.terms.current')}</h3>
          <ul>
            <TermsLine terms={terms.data.current} currency={currency} />
          </ul>
          <h3>{t('platformAdmin.terms.upcoming')}</h3>
          <ul>
            {terms.data.upcoming.map((row) => (
              <TermsLine key={row.id} terms={row} currency={currency} />
            ))}
          </ul>
          <h3>{t('platformAdmin.terms.history')}</h3>
          <ul>
            {terms.data.history.map((row) => (
              <TermsLine key={row.id} terms={row} currency={currency} />
            ))}
          </ul>
          <form className="stack" onSubmit={onSubmit} noValidate>
            <h3>{t('platformAdmin.terms.change')}</h3>
            {percent('commissionPercent', TERMS_LIMITS.maxCommissionBps)}
            {field(
              'commissionBase',
              <select id="terms-commissionBase" className="field__input" {...form.register('commissionBase')}>
                {COMMISSION_BASES.map((base) => (
                  <option key={base} value={base}>
                    {t(`platformAdmin.terms.base.${base}`)}
                  </option>
                ))}
              </select>,
            )}
            {percent('cashbackMinPercent', TERMS_LIMITS.maxCashbackBps)}
            {percent('cashbackMaxPercent', TERMS_LIMITS.maxCashbackBps)}
            {field(
              'monthlyFee',
              <input
                id="terms-monthlyFee"
                className="field__input"
                inputMode="decimal"
                {...form.register('monthlyFee')}
              />,
            )}
            {field(
              'effectiveFrom',
              <input
                id="terms-effectiveFrom"
                className="field__input"
                type="date"
                min={today}
                {...form.register('effectiveFrom')}
              />,
            )}
            {field('note', <input id="terms-note" className="field__input" {...form.register('note')} />)}
            <button type="submit" className="button button--primary" disabled={setTerms.isPending}>
              {t('platformAdmin.terms.save')}
            </button>
            {saved ? <p role="status">{t('platformAdmin.terms.saved')}</p> : null}
            {setTerms.error ? (
              <p className="form-error" role="alert">
                {describeError(setTerms.error, t)}
              </p>
            ) : null}
          </form>
        </>
      ) : null}
    </section>
  );
}
