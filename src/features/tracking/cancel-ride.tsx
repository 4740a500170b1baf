// The rider's cancel on their live ride: before confirming, the server says what cancelling now costs ("Free
// cancellation until 14:30" or "A cancellation fee of ₹100 applies"), and the cancel sends the fee the rider
// saw, so a fee that rose meanwhile is shown again instead of charged unseen.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationQuoteResponse } from '../../domain/rides/cancellation';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../lib/format';
import { cancelRide, cancellationQuote, rideTrackingOptions } from './tracking-queries';

type Step =
  | { kind: 'idle' }
  | { kind: 'asking'; quote: CancellationQuoteResponse; changed: boolean }
  | { kind: 'done'; fee: number; currency: string };

interface CancelRideProps {
  rideId: string;
  /** Heard once the ride is cancelled, for the page's own lists. */
  onCancelled?: () => void;
}

export function CancelRide({ rideId, onCancelled }: CancelRideProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ask(changed = false) {
    setBusy(true);
    setError(null);
    try {
      setStep({ kind: 'asking', quote: await cancellationQuote(rideId), changed });
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(quote: CancellationQuoteResponse) {
    setBusy(true);
    setError(null);
    try {
      const done = await cancelRide(rideId, quote.fee);
      setStep({ kind: 'done', fee: done.fee, currency: done.currency });
      await queryClient.invalidateQueries({ queryKey: rideTrackingOptions(rideId).queryKey });
      onCancelled?.();
    } catch (failure) {
      // The free window closed while the dialog was open: show the new fee before anything is charged.
      if (failure instanceof ApiRequestError && failure.status === 409) await ask(true);
      else setError(describeError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'done')
    return (
      <p role="status" className="cancel-ride__done">
        {step.fee > 0
          ? t('fees.cancel.doneFee', { fee: formatMoney(step.fee, step.currency, i18n.language) })
          : t('fees.cancel.done')}
      </p>
    );
  return (
    <div className="cancel-ride">
      {step.kind === 'idle' ? (
        <button type="button" className="button" disabled={busy} onClick={() => void ask()}>
          {t('fees.cancel.button')}
        </button>
      ) : (
        <div className="cancel-ride__confirm" role="alertdialog" aria-labelledby={`cancel-${rideId}`}>
          {step.changed ? <p role="alert">{t('fees.cancel.changed')}</p> : null}
          <p id={`cancel-${rideId}`} className="cancel-ride__fee">
            {step.quote.fee > 0
              ? t('fees.cancel.feeApplies', {
                  fee: formatMoney(step.quote.fee, step.quote.currency, i18n.language),
                })
              : step.quote.freeUntil
                ? t('fees.cancel.freeUntil', { time: formatDateTime(step.quote.freeUntil, i18n.language) })
                : t('fees.cancel.free')}
          </p>
          {step.quote.fee > 0 ? <p className="track__note">{t('fees.cancel.fromWallet')}</p> : null}
          <button
            type="button"
            className="button ride-safety__sos"
            disabled={busy}
            onClick={() => void confirm(step.quote)}
          >
            {t('fees.cancel.confirm')}
          </button>
          <button type="button" className="button" onClick={() => setStep({ kind: 'idle' })}>
            {t('fees.cancel.keep')}
          </button>
        </div>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
