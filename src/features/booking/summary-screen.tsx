// ride/summary (spec 2.5, 4): the chosen vehicle, itinerary and price breakdown, the payment menu (cash by
// default; UPI and card when the partner takes them) and Book Now, which asks a rider without a session to log
// in first (the login popup comes from the app layer) and blocks the page while the booking is confirmed.
import './booking.css';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { PaymentMethod } from '../../domain/constants';
import { customerDetails } from '../../domain/booking/ride-form';
import { ROUTES } from '../../domain/routes';
import { BackIcon } from '../../components/icons';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { readToken } from '../../lib/session';
import { useLocalePath } from '../../lib/use-locale-path';
import { useBookRide } from './book-ride';
import { ChoiceGroup } from './form-controls';
import { quoteQueryOptions } from './quote';
import { readRideDraft, updateRideDraft, type RideDraft } from './ride-draft';
import { PriceBreakdown, RideItinerary } from './ride-itinerary';

export interface LoginPrompt {
  onClose: () => void;
  onSignedIn: () => void;
}

interface SummaryScreenProps {
  renderLogin: (prompt: LoginPrompt) => ReactNode;
}

export function SummaryScreen({ renderLogin }: SummaryScreenProps) {
  const [draft] = useState(readRideDraft);
  const to = useLocalePath();
  if (!draft) return <Navigate to={to(ROUTES.base)} replace />;
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
  const detail = quote.data?.data.ride_details.find((d) => d.vehicle.vehicle_type === draft.vehicleType);
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
            {describeError(booking.error, t)}
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
