// ride/summary (spec 2.5, 4): the chosen vehicle, itinerary and price breakdown, the payment menu (cash by
// default; UPI and card when the partner takes them) and Book Now, which asks a rider without a session to log
// in first (the login popup comes from the app layer) and blocks the page while the booking is confirmed. A
// signed-in rider may add a promo code, pay from the wallet and settle a fee owed (`MoneyParts`).
import './booking.css';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { PaymentMethod } from '../../domain/constants';
import { customerDetails } from '../../domain/booking/ride-form';
import { ROUTES } from '../../domain/routes';
import { BackIcon } from '../../components/screen-icons';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { ApiRequestError } from '../../lib/api-client';
import { readToken, useToken } from '../../lib/session';
import { PROMO_REFUSAL_TEXT, PROMO_REFUSALS } from '../../domain/money/promo-codes';
import { useLocalePath } from '../../lib/use-locale-path';
import { useBookRide } from './book-ride';
import { ChoiceGroup } from './form-controls';
import { quoteQueryOptions } from './quote';
import { readRideDraft, updateRideDraft, type RideDraft } from './ride-draft';
import { PriceBreakdown, RideItinerary } from './ride-itinerary';
import { MoneyParts, NO_MONEY_CHOICE, useSplit, type MoneyChoice } from './money-parts';

type Translate = (key: string) => string;

/** A refused booking in the rider's language: the wallet and promo code refusals are known by their field. */
function bookingProblem(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError && error.fields.walletAmount) return t('booking.money.walletTooMuch');
  if (error instanceof ApiRequestError && error.fields.promoCode) {
    const reason = PROMO_REFUSALS.find((r) => PROMO_REFUSAL_TEXT[r] === error.message) ?? 'unknown';
    return t(`booking.money.promoReasons.${reason}`);
  }
  return describeError(error, t);
}

export interface LoginPrompt {
  onClose: () => void;
  onSignedIn: () => void;
  /** The phone and name typed on the ride form, so the login box does not ask for them again. */
  phone: string;
  name: string;
}

interface SummaryScreenProps {
  renderLogin: (prompt: LoginPrompt) => ReactNode;
}

export function SummaryScreen({ renderLogin }: SummaryScreenProps) {
  const [draft] = useState(readRideDraft);
  const to = useLocalePath();
  if (!draft) return <Navigate to={to(ROUTES.formTaxiBooking)} replace />;
  if (!draft.vehicleType) return <Navigate to={to(ROUTES.rideVehicles)} replace />;
  return <SummaryView draft={draft} renderLogin={renderLogin} />;
}

function SummaryView({ draft, renderLogin }: { draft: RideDraft } & SummaryScreenProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const to = useLocalePath();
  const quote = useQuery(quoteQueryOptions(draft.request));
  const [payment, setPayment] = useState<PaymentMethod>(draft.paymentMethod ?? 'cash');
  const [loginOpen, setLoginOpen] = useState(false);
  const booking = useBookRide();
  const signedIn = useToken('user') !== null;
  const [choice, setChoice] = useState<MoneyChoice>(NO_MONEY_CHOICE);
  const detail = quote.data?.data.ride_details.find((d) => d.vehicle.vehicle_type === draft.vehicleType);
  const split = useSplit(detail?.fee.total_fee ?? 0, choice, signedIn);
  const methods: PaymentMethod[] = [
    'cash',
    ...(brand.payments.upi ? (['upi'] as const) : []),
    ...(brand.payments.card ? (['card'] as const) : []),
  ];
  const method = methods.includes(payment) ? payment : 'cash';

  async function bookNow() {
    if (!quote.data || !detail) return;
    if (!readToken('user')) {
      setLoginOpen(true);
      return;
    }
    const result = await booking.book({
      rideSearchId: quote.data.data.ride_search_id,
      vehicleType: detail.vehicle.vehicle_type,
      paymentMethod: method,
      ...customerDetails(draft.form),
      ...(choice.promo ? { promoCode: choice.promo.code } : {}),
      ...(split.walletAmount > 0 ? { walletAmount: split.walletAmount } : {}),
      ...(split.settledFee > 0 ? { settleFee: true } : {}),
    });
    if (!result) return;
    if (result.kind === 'booked' && result.ride.paymentMethod === 'card' && result.ride.paymentTxnId) {
      await navigate(to(ROUTES.pay.replace(':txnId', encodeURIComponent(result.ride.paymentTxnId))));
      return;
    }
    await navigate(to(ROUTES.rideConfirmed), {
      state:
        result.kind === 'booked' ? { ride: result.ride, timedOut: false } : { ride: null, timedOut: true },
    });
  }

  return (
    <div className="booking-page booking-page--narrow">
      <title>
        {t('common.documentTitle', { page: t('booking.summary.title'), businessName: brand.businessName })}
      </title>
      <button type="button" className="back-link" onClick={() => void navigate(to(ROUTES.rideVehicles))}>
        <BackIcon />
        {t('booking.back')}
      </button>
      <h1 className="booking-page__title">{t('booking.summary.title')}</h1>
      <section className="booking-card" aria-labelledby="summary-vehicle">
        <h2 id="summary-vehicle" className="summary__vehicle">
          {t(`booking.vehicleTypes.${draft.vehicleType!}`)}
        </h2>
        {detail ? <p className="muted">{detail.vehicle.vehicles.join(', ')}</p> : null}
        <RideItinerary request={draft.request} form={draft.form} />
      </section>
      <section className="booking-card" aria-labelledby="summary-price">
        <h2 id="summary-price">{t('booking.summary.price')}</h2>
        {quote.isPending ? (
          <p role="status" className="muted">
            {t('booking.vehicles.loading')}
          </p>
        ) : detail ? (
          <PriceBreakdown fee={detail.fee} />
        ) : (
          <p className="form-error" role="alert">
            {quote.error ? describeError(quote.error, t) : t('booking.summary.vehicleGone')}
          </p>
        )}
        {signedIn && detail && quote.data ? (
          <MoneyParts
            rideSearchId={quote.data.data.ride_search_id}
            vehicleType={detail.vehicle.vehicle_type}
            currency={detail.fee.currency}
            choice={choice}
            split={split}
            onChange={setChoice}
          />
        ) : null}
        <ChoiceGroup
          legend={t('booking.summary.payment')}
          options={methods.map((value) => ({ value, label: t(`booking.payments.${value}`) }))}
          value={method}
          onChange={(value) => {
            setPayment(value);
            updateRideDraft({ paymentMethod: value });
          }}
          variant="segmented"
        />
        {booking.error ? (
          <p className="form-error" role="alert">
            {bookingProblem(booking.error, t)}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--primary button--block"
          disabled={!detail || booking.pending}
          onClick={() => void bookNow()}
        >
          {t('booking.summary.bookNow')}
        </button>
      </section>
      {booking.pending ? (
        <div
          className="booking-overlay"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="booking-overlay-title"
          aria-describedby="booking-overlay-text"
        >
          <div className="booking-overlay__card">
            <span className="booking-overlay__spinner" aria-hidden="true" />
            <p id="booking-overlay-title" className="booking-overlay__title">
              <strong>{t('booking.overlay.title')}</strong>
            </p>
            <p id="booking-overlay-text" className="muted">
              {t('booking.overlay.text')}
            </p>
          </div>
        </div>
      ) : null}
      {loginOpen
        ? renderLogin({
            phone: customerDetails(draft.form).customerPhone,
            name: customerDetails(draft.form).customerName,
            onClose: () => setLoginOpen(false),
            onSignedIn: () => {
              setLoginOpen(false);
              void bookNow();
            },
          })
        : null}
    </div>
  );
}
