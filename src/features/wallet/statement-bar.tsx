// The partner's statement of the wallet's chosen period, as CSV or PDF for their accountant (opening balance,
// every entry, closing balance, commission, payouts and GST), and the form that records a payout to the bank.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { DateFilter } from '../../domain/date-filter';
import { payoutRequestSchema, STATEMENT_FORMATS } from '../../domain/money/statement';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { downloadFile } from '../../lib/download-file';
import { formatMoney, toMinor } from '../../lib/format';
import type { DateFilterValue } from '../../components/date-filter-field';
import { useRecordPayout } from './payout-query';

/** Loaded when first shown, so the console's and riders' route tables do not list its chunk. */
const DownloadButton = lazy(() =>
  import('../../components/pdf-link').then((m) => ({ default: m.DownloadButton })),
);

const MESSAGES: Record<string, string> = {
  'Enter the amount paid out': 'invoices.errors.amount',
  'Enter an amount above zero': 'invoices.errors.amount',
  'Enter the amount in paise': 'invoices.errors.amount',
  'That amount is too large': 'invoices.errors.amountLarge',
  'Enter the bank reference': 'invoices.errors.reference',
  'Use at most 60 characters': 'invoices.errors.referenceLong',
  'Use letters, digits, spaces and . / # : _ -': 'invoices.errors.referenceChars',
};

export function StatementBar({ period }: { period: DateFilterValue<DateFilter> }) {
  const { t, i18n } = useTranslation();
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(period)) if (value) search.set(name, String(value));
  // The files read in the page's language.
  search.set('lang', i18n.language);
  return (
    <div className="wallet-statement" role="group" aria-label={t('invoices.statement.title')}>
      <span className="wallet-statement__label">{t('invoices.statement.title')}</span>
      <Suspense fallback={null}>
        {STATEMENT_FORMATS.map((format) => (
          <DownloadButton
            key={format}
            label={t(`invoices.statement.${format}`)}
            busyLabel={t('invoices.downloading')}
            download={() =>
              downloadFile(
                `/api/v1/partner/wallet/statement.${format}?${search}`,
                'business',
                `statement.${format}`,
              )
            }
            describe={(error) => describeError(error, t)}
          />
        ))}
      </Suspense>
    </div>
  );
}

const FIELDS = ['amount', 'reference'] as const;

/** `available` is the wallet balance the board already shows; the server checks it again under a lock, and its
 * field error (what is available then) shows under the amount. */
export function PayoutForm({ currency, available }: { currency: string; available?: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const record = useRecordPayout();
  // The partner types rupees; the API takes paise.
  const formSchema = z.object({
    amount: z.coerce
      .number({ error: 'Enter the amount paid out' })
      .positive('Enter an amount above zero')
      .transform((major) => toMinor(major, currency))
      .pipe(payoutRequestSchema.shape.amount),
    reference: payoutRequestSchema.shape.reference,
  });
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '', reference: '' },
  });
  const error = (name: (typeof FIELDS)[number]) => {
    const text = form.formState.errors[name]?.message;
    return text ? (MESSAGES[text] ? t(MESSAGES[text]) : text) : undefined;
  };
  const describedBy = (name: (typeof FIELDS)[number]) =>
    [
      name === 'amount' && available !== undefined ? `${id}-amount-hint` : '',
      error(name) ? `${id}-${name}-error` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const onSubmit = form.handleSubmit((values) =>
    record.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (failure) => {
        if (!(failure instanceof ApiRequestError)) return;
        for (const [field, text] of Object.entries(failure.fields)) {
          const name = FIELDS.find((candidate) => candidate === field);
          if (name) form.setError(name, { type: 'server', message: text });
        }
      },
    }),
  );

  return (
    <form className="wallet-payout" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="panel__title">
        {t('invoices.payout.title')}
      </h3>
      {FIELDS.map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`${id}-${name}`} className="field__label">
            {t(`invoices.payout.${name}`, { currency })}
          </label>
          <input
            id={`${id}-${name}`}
            className="field__input"
            aria-invalid={error(name) ? true : undefined}
            aria-describedby={describedBy(name)}
            inputMode={name === 'amount' ? 'decimal' : 'text'}
            autoComplete="off"
            {...form.register(name)}
          />
          {name === 'amount' && available !== undefined ? (
            <p id={`${id}-amount-hint`} className="muted">
              {t('invoices.payout.available', {
                amount: formatMoney(Math.max(available, 0), currency, i18n.language),
              })}
            </p>
          ) : null}
          {error(name) ? (
            <p id={`${id}-${name}-error`} className="field__error">
              {error(name)}
            </p>
          ) : null}
        </div>
      ))}
      <div className="wallet-payout__actions">
        <button type="submit" className="button button--primary" disabled={record.isPending}>
          {t('invoices.payout.submit')}
        </button>
        <p role="status">
          {record.isSuccess ? <span className="form-success">{t('invoices.payout.saved')}</span> : null}
          {record.isError &&
          !(record.error instanceof ApiRequestError && Object.keys(record.error.fields).length) ? (
            <span className="form-error">{describeError(record.error, t)}</span>
          ) : null}
        </p>
      </div>
    </form>
  );
}
