// A ride's refunds in the console: what the rider paid, what went back already (card refunds through the
// gateway, cash ones as recorded) and what is left; a new refund by card (only for a card payment) or in cash,
// with an amount in the site's currency and a note. The server checks the amount against what is left.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REFUND_METHODS, refundRequestSchema, type RideRefunds } from '../../domain/money/refunds';
import type { RideSummary } from '../../domain/rides/ride';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { formatDateTime, formatMoney, toMajor, toMinor } from '../../lib/format';
import { idempotencyKey } from '../../lib/idempotency-key';
import { fieldMessage } from './ride-labels';
import { useMakeRefund, useRideRefunds } from './refunds-query';

/** The amount is typed in major units (₹250.50); everything else as the API takes it. */
const typedSchema = refundRequestSchema.extend({
  amount: z.number({ error: 'Enter an amount' }).positive('Enter an amount above 0'),
});
type Typed = z.input<typeof typedSchema>;

export function RefundForm({ ride }: { ride: RideSummary }) {
  const { t } = useTranslation();
  const refunds = useRideRefunds(ride.id);
  if (refunds.isError) return <p className="form-error">{describeError(refunds.error, t)}</p>;
  if (!refunds.data) return <p className="muted">{t('partner.common.loading')}</p>;
  return <RefundFields ride={ride} state={refunds.data} />;
}

function RefundFields({ ride, state }: { ride: RideSummary; state: RideRefunds }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const money = (minor: number) => formatMoney(minor, state.currency, i18n.language);
  const [key, setKey] = useState(idempotencyKey);
  const make = useMakeRefund(ride.id);
  const methods = REFUND_METHODS.filter((method) => method === 'cash' || state.cardCaptured > 0);
  const form = useForm<Typed, unknown, z.output<typeof typedSchema>>({
    resolver: zodResolver(typedSchema),
    defaultValues: { method: methods[0], amount: toMajor(state.refundable, state.currency), note: '' },
  });
  const serverFields = make.error instanceof ApiRequestError ? make.error.fields : {};
  const errorOf = (name: 'method' | 'amount' | 'note') =>
    fieldMessage(t, form.formState.errors[name]?.message ?? serverFields[name], i18n.language);
  const formError = make.error && !Object.keys(serverFields).length ? describeError(make.error, t) : null;
  const onSubmit = form.handleSubmit(({ amount, ...rest }) =>
    make.mutate(
      { request: { ...rest, amount: toMinor(amount, state.currency) }, key },
      {
        onSuccess: (next) => {
          setKey(idempotencyKey());
          form.reset({ method: rest.method, amount: toMajor(next.refundable, next.currency), note: '' });
        },
      },
    ),
  );

  return (
    <div className="stack">
      <dl className="refunds__totals">
        <div>
          <dt>{t('fees.refunds.paid')}</dt>
          <dd>{money(state.paid)}</dd>
        </div>
        <div>
          <dt>{t('fees.refunds.refunded')}</dt>
          <dd>{money(state.refunded)}</dd>
        </div>
        <div>
          <dt>{t('fees.refunds.left')}</dt>
          <dd>{money(state.refundable)}</dd>
        </div>
      </dl>
      {state.items.length > 0 ? (
        <ul className="refunds__list" aria-label={t('fees.refunds.history')}>
          {state.items.map((item) => (
            <li key={item.id}>
              {formatDateTime(item.createdAt, i18n.language)} · {t(`fees.refunds.methods.${item.method}`)} ·{' '}
              {money(item.amount)}
              {item.note ? ` · ${item.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {state.refundable > 0 ? (
        <form className="stack" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-method`} className="field__label">
              {t('fees.refunds.method')}
            </label>
            <select id={`${id}-method`} className="field__input" {...form.register('method')}>
              {methods.map((method) => (
                <option key={method} value={method}>
                  {t(`fees.refunds.methods.${method}`)}
                </option>
              ))}
            </select>
            {errorOf('method') ? <p className="field__error">{errorOf('method')}</p> : null}
          </div>
          <div className="field">
            <label htmlFor={`${id}-amount`} className="field__label">
              {t('fees.refunds.amount', { currency: state.currency })}
            </label>
            <input
              id={`${id}-amount`}
              className="field__input"
              type="number"
              inputMode="decimal"
              step="any"
              min={0}
              aria-invalid={errorOf('amount') ? true : undefined}
              aria-describedby={errorOf('amount') ? `${id}-amount-error` : undefined}
              {...form.register('amount', { valueAsNumber: true })}
            />
            {errorOf('amount') ? (
              <p id={`${id}-amount-error`} className="field__error">
                {errorOf('amount')}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={`${id}-note`} className="field__label">
              {t('fees.refunds.note')}
            </label>
            <input id={`${id}-note`} className="field__input" maxLength={200} {...form.register('note')} />
          </div>
          {formError ? (
            <p className="form-error" role="alert">
              {formError}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--block" disabled={make.isPending}>
            {t('fees.refunds.submit')}
          </button>
        </form>
      ) : (
        <p className="muted">{t('fees.refunds.nothingLeft')}</p>
      )}
      {make.isSuccess ? <p role="status">{t('fees.refunds.done')}</p> : null}
    </div>
  );
}
