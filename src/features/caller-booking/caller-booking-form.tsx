// The dispatcher's booking for a caller (spec 2.3 travel/ride/book): the caller's number (known callers offered
// as it is typed, with their last places), name, pickup and drop (the place search the page provides), time,
// then the vehicles and fares from the same quote riders get, the payment method, and Book. The booked ride
// lands on the board like any other, and the caller is texted the trip code.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location, QuoteRequest, QuoteResponse } from '../../domain/booking/booking';
import { brandBookingRules, isPickupAllowed } from '../../domain/booking/booking-hours';
import type { Caller } from '../../domain/booking/caller-booking';
import { PAYMENT_METHODS, type PaymentMethod, type VehicleType } from '../../domain/constants';
import { useBrand } from '../../lib/brand-store';
import { describeError } from '../../lib/describe-error';
import { formatMoney } from '../../lib/format';
import { useBookForCaller, useCallers } from './caller-queries';
import './caller-booking.css';

export interface PlaceFieldProps {
  id: string;
  label: string;
  value: Location | null;
  onChange: (value: Location | null) => void;
}

interface CallerBookingFormProps {
  renderPlaceField: (props: PlaceFieldProps) => ReactNode;
  /** The riders' own quote (the booking feature's), so the fare is the one riders see. */
  quote: (request: QuoteRequest) => Promise<QuoteResponse>;
}

/** `YYYY-MM-DDTHH:mm` of a time in the browser's zone, for a datetime-local field. */
function localInput(at: Date): string {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

export function CallerBookingForm({ renderPlaceField, quote: fetchQuote }: CallerBookingFormProps) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [pickup, setPickup] = useState<Location | null>(null);
  const [dropoff, setDropoff] = useState<Location | null>(null);
  const [when, setWhen] = useState(() => localInput(new Date(Date.now() + 30 * 60_000)));
  const [vehicle, setVehicle] = useState<VehicleType | ''>('');
  const [payment, setPayment] = useState<PaymentMethod>('cash');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const digits = useDeferredValue(phone.replace(/\D/g, ''));
  const callers = useCallers(digits);
  const book = useBookForCaller();
  const pickupAt = when ? new Date(when) : null;
  const past = pickupAt ? pickupAt.getTime() < Date.now() - 60_000 : false;
  // The office may book a caller outside its hours and notice (the server lets staff), but should know it does.
  const rules = brandBookingRules(brand);
  const outsideHours =
    rules && pickupAt && !past ? !isPickupAllowed(rules, pickupAt.getTime(), Date.now()) : false;
  const request: QuoteRequest | null =
    pickup && dropoff && pickupAt && !past
      ? {
          rideType: 'oneway',
          pickupLocation: pickup,
          dropoffLocation: dropoff,
          pickupTime: pickupAt.toISOString(),
        }
      : null;
  const quote = useQuery({
    queryKey: ['partner', 'callerQuote', request],
    queryFn: () => fetchQuote(request as QuoteRequest),
    enabled: request !== null,
    retry: false,
  });
  const offers = request ? (quote.data?.data.ride_details ?? []) : [];
  const chosen = offers.find((offer) => offer.vehicle.vehicle_type === vehicle) ?? null;
  const methods = PAYMENT_METHODS.filter((method) => method === 'cash' || brand.payments[method]);
  const booked = book.data?.data[0];

  function pick(caller: Caller) {
    setPhone(caller.phone);
    setName(caller.name);
    if (caller.lastPickup) setPickup(caller.lastPickup);
    if (caller.lastDropoff) setDropoff(caller.lastDropoff);
  }

  function submit() {
    if (!quote.data || !chosen) return;
    book.mutate({
      key,
      body: {
        rideSearchId: quote.data.data.ride_search_id,
        vehicleType: chosen.vehicle.vehicle_type,
        customerName: name.trim(),
        customerPhone: phone,
        paymentMethod: payment,
      },
    });
  }

  function again() {
    book.reset();
    setKey(crypto.randomUUID());
    setPhone('');
    setName('');
    setPickup(null);
    setDropoff(null);
    setVehicle('');
  }

  if (booked)
    return (
      <section className="panel" aria-labelledby="caller-booked">
        <h2 id="caller-booked" className="panel__title">
          {t('callerBooking.booked')}
        </h2>
        <p>{t('callerBooking.bookedBody', { phone, code: booked.tripCode })}</p>
        <p>
          {t('callerBooking.fare')}:{' '}
          <strong>{formatMoney(booked.totalAmount, booked.currency, i18n.language)}</strong>
        </p>
        <button type="button" className="button button--primary" onClick={again}>
          {t('callerBooking.another')}
        </button>
      </section>
    );

  const others = (callers.data?.items ?? []).filter((caller) => caller.phone !== phone);
  return (
    <form
      className="panel stack"
      aria-labelledby="caller-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="caller-form" className="panel__title">
        {t('callerBooking.caller')}
      </h2>
      <div className="field">
        <label htmlFor="caller-phone" className="field__label">
          {t('callerBooking.phone')}
        </label>
        <input
          id="caller-phone"
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </div>
      {others.length ? (
        <ul className="caller-matches" aria-label={t('callerBooking.matches')}>
          {others.map((caller) => (
            <li key={caller.id}>
              <button type="button" className="caller-match" onClick={() => pick(caller)}>
                <strong>{caller.name || caller.phone}</strong> <span dir="ltr">{caller.phone}</span>
                {caller.lastPickup && caller.lastDropoff ? (
                  <span className="muted">
                    {t('callerBooking.last', { from: caller.lastPickup.name, to: caller.lastDropoff.name })}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="field">
        <label htmlFor="caller-name" className="field__label">
          {t('callerBooking.name')}
        </label>
        <input
          id="caller-name"
          className="field__input"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {renderPlaceField({
        id: 'caller-pickup',
        label: t('callerBooking.pickup'),
        value: pickup,
        onChange: setPickup,
      })}
      {renderPlaceField({
        id: 'caller-dropoff',
        label: t('callerBooking.dropoff'),
        value: dropoff,
        onChange: setDropoff,
      })}
      <div className="field">
        <label htmlFor="caller-when" className="field__label">
          {t('callerBooking.when')}
        </label>
        <input
          id="caller-when"
          className="field__input"
          type="datetime-local"
          value={when}
          min={localInput(new Date())}
          aria-invalid={past ? true : undefined}
          onChange={(event) => setWhen(event.target.value)}
        />
        {past ? <p className="field__error">{t('callerBooking.past')}</p> : null}
        {outsideHours ? (
          <p className="caller-booking__warning" role="status">
            {t('callerBooking.outsideHours')}
          </p>
        ) : null}
      </div>
      {quote.isFetching ? <p role="status">{t('callerBooking.pricing')}</p> : null}
      {quote.error ? (
        <p className="form-error" role="alert">
          {describeError(quote.error, t)}
        </p>
      ) : null}
      {offers.length ? (
        <fieldset className="caller-vehicles">
          <legend className="field__label">{t('callerBooking.vehicle')}</legend>
          {offers.map((offer) => (
            <label key={offer.vehicle.vehicle_type} className="caller-vehicle">
              <input
                type="radio"
                name="caller-vehicle"
                value={offer.vehicle.vehicle_type}
                checked={vehicle === offer.vehicle.vehicle_type}
                onChange={() => setVehicle(offer.vehicle.vehicle_type)}
              />
              <span>{t(`partner.vehicleTypes.${offer.vehicle.vehicle_type}`)}</span>
              <strong>{formatMoney(offer.fee.total_fee, offer.fee.currency, i18n.language)}</strong>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor="caller-payment" className="field__label">
          {t('callerBooking.payment')}
        </label>
        <select
          id="caller-payment"
          className="field__input"
          value={payment}
          onChange={(event) => setPayment(event.target.value as PaymentMethod)}
        >
          {methods.map((method) => (
            <option key={method} value={method}>
              {t(`callerBooking.methods.${method}`)}
            </option>
          ))}
        </select>
      </div>
      {book.error ? (
        <p className="form-error" role="alert">
          {describeError(book.error, t)}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={!chosen || !name.trim() || !phone.trim() || book.isPending}
      >
        {chosen
          ? t('callerBooking.book', {
              fare: formatMoney(chosen.fee.total_fee, chosen.fee.currency, i18n.language),
            })
          : t('callerBooking.chooseVehicle')}
      </button>
    </form>
  );
}
