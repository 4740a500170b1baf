// One of the driver's own rides: the rider, the route with navigation to pickup and drop (a `geo:` link opens
// the phone's maps app), and the next step for its status: arrived, start with the rider's trip code, complete
// with the cash collected, or hand the ride back to dispatch.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigationLink, type DriverActionRequest, type DriverRide } from '../../domain/drivers/driver-app';
import { ERROR_CODES } from '../../domain/errors';
import type { Pending } from '../../domain/outbox-overlay';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { formatDateTime, formatMoney, toMajor, toMinor } from '../../lib/format';
import { DriverSos } from './driver-sos';
import { NoShowButton } from './no-show-button';
import { RideRoute } from './offer-card';

interface RideCardProps {
  ride: Pending<DriverRide>;
  busy: boolean;
  noShowWaitMinutes: number;
  onAction: (body: DriverActionRequest) => Promise<unknown>;
}

export function RideCard({ ride, busy, noShowWaitMinutes, onAction }: RideCardProps) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const locked = error instanceof ApiRequestError && error.code === ERROR_CODES.codeLocked;
  const act = (body: DriverActionRequest) =>
    onAction(body).then(
      () => setError(null),
      (failure: unknown) => setError(failure),
    );

  return (
    <article
      className="driver-card"
      aria-label={t('driver.ride.card', { id: ride.id.slice(0, 8).toUpperCase() })}
    >
      <header className="driver-card__head">
        <strong>
          {t(`driver.status.${ride.arrivedAt && ride.status === 'accepted' ? 'arrived' : ride.status}`)}
        </strong>
        {ride.pendingSync ? <span className="driver-card__badge">{t('offline.pendingBadge')}</span> : null}
      </header>
      <p className="driver-card__rider">
        {ride.customerName}
        {ride.customerPhone ? (
          <>
            {' · '}
            <a href={`tel:${ride.customerPhone}`}>{ride.customerPhone}</a>
          </>
        ) : null}
      </p>
      <RideRoute ride={ride} />
      <p className="muted">
        {formatDateTime(ride.pickupAt, i18n.language)} ·{' '}
        {formatMoney(ride.totalAmount, ride.currency, i18n.language)}
        {ride.waitingCharge > 0 ? (
          <>
            {' · '}
            {t('driver.ride.waitingCharge', {
              amount: formatMoney(ride.waitingCharge, ride.currency, i18n.language),
            })}
          </>
        ) : null}
      </p>
      <div className="driver-card__actions">
        <a className="button button--light button--small" href={navigationLink(ride.pickup)}>
          {t('driver.ride.navigatePickup')}
        </a>
        <a className="button button--light button--small" href={navigationLink(ride.dropoff)}>
          {t('driver.ride.navigateDrop')}
        </a>
      </div>
      {ride.status === 'accepted' ? (
        <>
          {ride.arrivedAt ? null : (
            <button
              type="button"
              className="button button--primary button--block"
              disabled={busy}
              onClick={() => void act({ action: 'arrived' })}
            >
              {t('driver.actions.arrived')}
            </button>
          )}
          <StartForm busy={busy || locked} onStart={(tripCode) => act({ action: 'start', tripCode })} />
          {ride.arrivedAt ? (
            <NoShowButton
              arrivedAt={ride.arrivedAt}
              waitMinutes={noShowWaitMinutes}
              busy={busy}
              onNoShow={() => act({ action: 'noShow' })}
            />
          ) : null}
          <button
            type="button"
            className="button button--link"
            disabled={busy}
            onClick={() => window.confirm(t('driver.ride.dropConfirm')) && void act({ action: 'drop' })}
          >
            {t('driver.actions.drop')}
          </button>
        </>
      ) : null}
      {ride.status === 'ontrip' ? (
        <CompleteForm
          ride={ride}
          busy={busy}
          onComplete={(collectedFee) => act({ action: 'complete', collectedFee })}
        />
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {describeError(error, t)}
        </p>
      ) : null}
      {ride.status === 'accepted' || ride.status === 'ontrip' ? <DriverSos rideId={ride.id} /> : null}
    </article>
  );
}

function StartForm({ busy, onStart }: { busy: boolean; onStart: (tripCode: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (/^\d{4}$/.test(code)) void onStart(code).then(() => setCode(''));
  }
  return (
    <form className="driver-card__form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="field__label">
        {t('driver.ride.tripCode')}
      </label>
      <div className="driver-card__inline">
        <input
          id={id}
          className="field__input field__input--code"
          inputMode="numeric"
          autoComplete="off"
          pattern="\d*"
          maxLength={4}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        <button type="submit" className="button button--primary" disabled={busy || code.length !== 4}>
          {t('driver.actions.start')}
        </button>
      </div>
    </form>
  );
}

function CompleteForm({
  ride,
  busy,
  onComplete,
}: {
  ride: DriverRide;
  busy: boolean;
  onComplete: (collectedFee: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [cash, setCash] = useState(String(toMajor(ride.totalAmount, ride.currency)));
  const amount = Number(cash);
  const valid = cash.trim() !== '' && Number.isFinite(amount) && amount >= 0;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (valid) void onComplete(toMinor(amount, ride.currency));
  }
  return (
    <form className="driver-card__form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="field__label">
        {t('driver.ride.cashCollected', { currency: ride.currency })}
      </label>
      <div className="driver-card__inline">
        <input
          id={id}
          className="field__input"
          inputMode="decimal"
          value={cash}
          onChange={(event) => setCash(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy || !valid}>
          {t('driver.actions.complete')}
        </button>
      </div>
    </form>
  );
}
