// The summary's money choices for a signed-in rider: a promo code checked against this quote (its discount
// shown before booking, or why it does not apply in the rider's language), paying from the wallet balance, and,
// when the wallet is below zero, the fee owed with a consent to add it to this fare. The split shown is the one
// the server makes again at booking.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleType } from '../../domain/constants';
import { promoCodeTextSchema } from '../../domain/money/promo-codes';
import { splitTender, type Split } from '../../domain/booking/split-tender';
import { describeError } from '../../lib/describe-error';
import { formatMoney } from '../../lib/format';
import { checkPromoCode, riderBalanceQueryOptions } from './money-parts-query';

export interface MoneyChoice {
  promo: { code: string; discount: number } | null;
  useWallet: boolean;
  settleFee: boolean;
}

export const NO_MONEY_CHOICE: MoneyChoice = { promo: null, useWallet: false, settleFee: false };

/** The split for a choice, with the rider's balance once it is known. */
export function useSplit(fare: number, choice: MoneyChoice, signedIn: boolean): Split & { balance: number } {
  const balance = useQuery(riderBalanceQueryOptions(signedIn)).data?.balance ?? 0;
  const split = splitTender({ ...choice, fare, discount: choice.promo?.discount ?? 0, balance });
  return { ...split, balance };
}

interface MoneyPartsProps {
  rideSearchId: string;
  vehicleType: VehicleType;
  currency: string;
  choice: MoneyChoice;
  split: Split & { balance: number };
  onChange: (choice: MoneyChoice) => void;
}

function PromoField({
  rideSearchId,
  vehicleType,
  choice,
  onChange,
  currency,
}: Omit<MoneyPartsProps, 'split'>) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState(choice.promo?.code ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    const code = promoCodeTextSchema.safeParse(text);
    if (!code.success) return setProblem(t('booking.money.promoReasons.unknown'));
    setBusy(true);
    setProblem(null);
    try {
      const answer = await checkPromoCode({ rideSearchId, vehicleType, code: code.data });
      if (answer.applies) onChange({ ...choice, promo: { code: answer.code, discount: answer.discount } });
      else setProblem(t(`booking.money.promoReasons.${answer.reason}`));
    } catch (error) {
      setProblem(describeError(error, t));
    } finally {
      setBusy(false);
    }
  }

  if (choice.promo)
    return (
      <p className="money-parts__applied" role="status">
        {t('booking.money.promoApplied', {
          code: choice.promo.code,
          amount: formatMoney(choice.promo.discount, currency, i18n.language),
        })}{' '}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            onChange({ ...choice, promo: null });
            setText('');
          }}
        >
          {t('booking.money.promoRemove')}
        </button>
      </p>
    );
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('booking.money.promoLabel')}
      </label>
      <div className="money-parts__row">
        <input
          id={id}
          className="field__input"
          value={text}
          autoCapitalize="characters"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="button" className="button" disabled={busy || !text.trim()} onClick={() => void apply()}>
          {t('booking.money.promoApply')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function MoneyParts(props: MoneyPartsProps) {
  const { t, i18n } = useTranslation();
  const { choice, split, onChange, currency } = props;
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  return (
    <div className="money-parts">
      <PromoField {...props} />
      {split.balance > 0 ? (
        <label className="money-parts__check">
          <input
            type="checkbox"
            checked={choice.useWallet}
            onChange={(event) => onChange({ ...choice, useWallet: event.target.checked })}
          />
          <span>{t('booking.money.useWallet', { amount: money(split.balance) })}</span>
        </label>
      ) : null}
      {split.balance < 0 ? (
        <>
          <p className="muted">{t('booking.money.feeOwed', { amount: money(-split.balance) })}</p>
          <label className="money-parts__check">
            <input
              type="checkbox"
              checked={choice.settleFee}
              onChange={(event) => onChange({ ...choice, settleFee: event.target.checked })}
            />
            <span>{t('booking.money.settleFee', { amount: money(-split.balance) })}</span>
          </label>
        </>
      ) : null}
      <dl className="breakdown">
        {choice.promo ? (
          <div>
            <dt>{t('booking.money.discount')}</dt>
            <dd>−{money(choice.promo.discount)}</dd>
          </div>
        ) : null}
        {split.settledFee > 0 ? (
          <div>
            <dt>{t('booking.money.feeAdded')}</dt>
            <dd>{money(split.settledFee)}</dd>
          </div>
        ) : null}
        {split.walletAmount > 0 ? (
          <div>
            <dt>{t('booking.money.fromWallet')}</dt>
            <dd>−{money(split.walletAmount)}</dd>
          </div>
        ) : null}
        <div className="breakdown__total">
          <dt>{t('booking.money.toPay')}</dt>
          <dd>{money(split.amountDue)}</dd>
        </div>
      </dl>
    </div>
  );
}
