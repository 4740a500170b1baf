// The driver's home: the duty switch and location line, offers to answer, the driver's own rides with their next
// step, and earnings today and this week. Live over the driver's socket room, polled besides; a session the
// server ended (a blocked driver) hands back to the login with the reason. A notification's Accept or Decline
// opens it and answers the offer.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverActionRequest, DriverRide } from '../../domain/drivers/driver-app';
import { ridesTakenAway } from '../../domain/drivers/driver-overlay';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { formatMoney } from '../../lib/format';
import { usePendingActions } from '../../lib/offline/outbox';
import { useDriverHome } from './driver-home-query';
import { useDriverRideAction } from './driver-ride-action';
import { DutyCard } from './duty-card';
import { OfferCard } from './offer-card';
import { RideCard } from './ride-card';
import { useDriverLive } from './use-driver-live';
import { useOfferLink } from './use-offer-link';
import { useDutyPosition } from './use-duty-position';
import './driver.css';

interface DriverHomeProps {
  token: string;
  onSessionEnded: (reason: string) => void;
  /** Shown above everything, in the same column (the connection strip). */
  banner?: ReactNode;
}

export function DriverHome({ token, onSessionEnded, banner }: DriverHomeProps) {
  const { t, i18n } = useTranslation();
  const home = useDriverHome();
  const action = useDriverRideAction();
  const location = useDutyPosition(home.data?.driver.online ?? false);
  const takenReasons = useDriverLive(token);
  const takenAway = useTakenAway(home.data?.rides);
  const offerLink = useOfferLink(home.data, home.isFetchedAfterMount, (rideId, answer) =>
    action.mutateAsync({ rideId, body: { action: answer } }).catch(() => undefined),
  );

  const ended =
    home.error instanceof ApiRequestError && (home.error.status === 401 || home.error.status === 403)
      ? home.error.message
      : null;
  useEffect(() => {
    if (ended) onSessionEnded(ended);
  }, [ended, onSessionEnded]);

  if (!home.data) {
    return (
      <div className="driver-home">
        {banner}
        {home.error && !ended ? (
          <section className="driver-panel">
            <p className="form-error" role="alert">
              {describeError(home.error, t)}
            </p>
            <button type="button" className="button button--light" onClick={() => void home.refetch()}>
              {t('errors.reload')}
            </button>
          </section>
        ) : (
          <p className="muted" role="status">
            {t('driver.loading')}
          </p>
        )}
      </div>
    );
  }

  const { driver, offers, rides, earnings } = home.data;
  const busyOn = (rideId: string) => action.isPending && action.variables.rideId === rideId;
  const run = (rideId: string, body: DriverActionRequest) => action.mutateAsync({ rideId, body });
  const money = (minor: number) => formatMoney(minor, earnings.currency, i18n.language);

  return (
    <div className="driver-home">
      {banner}
      <h1 className="driver-home__title">{t('driver.greeting', { name: driver.name })}</h1>
      <DutyCard home={home.data} location={location} />
      <section className="driver-panel" aria-labelledby="offers-title">
        <h2 id="offers-title" className="driver-panel__title">
          {t('driver.offers.title')}
        </h2>
        {offerLink.gone ? (
          <p className="form-error driver-notice" role="alert">
            <span>{t('driver.push.offerGone')}</span>
            <button type="button" className="button button--small button--light" onClick={offerLink.dismiss}>
              {t('offline.dismiss')}
            </button>
          </p>
        ) : null}
        {offers.length === 0 ? (
          <p className="muted">{driver.online ? t('driver.offers.none') : t('driver.offers.offDuty')}</p>
        ) : (
          offers.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              busy={busyOn(offer.id)}
              onAnswer={(answer) => void run(offer.id, { action: answer }).catch(() => undefined)}
            />
          ))
        )}
        {action.error && ['accept', 'decline'].includes(action.variables?.body.action ?? '') ? (
          <p className="form-error" role="alert">
            {describeError(action.error, t)}
          </p>
        ) : null}
      </section>
      <section className="driver-panel" aria-labelledby="rides-title">
        <h2 id="rides-title" className="driver-panel__title">
          {t('driver.rides.title')}
        </h2>
        {takenAway.rides.map((ride) => (
          <p key={ride.id} className="form-error driver-notice" role="alert">
            <span>
              {takenReasons[ride.id]
                ? t('driver.rides.unassigned', {
                    id: ride.id.slice(0, 8).toUpperCase(),
                    pickup: ride.pickup.name,
                    reason: takenReasons[ride.id],
                  })
                : t('driver.rides.takenAway', {
                    id: ride.id.slice(0, 8).toUpperCase(),
                    pickup: ride.pickup.name,
                  })}
            </span>
            <button
              type="button"
              className="button button--small button--light"
              onClick={() => takenAway.dismiss(ride.id)}
            >
              {t('offline.dismiss')}
            </button>
          </p>
        ))}
        {rides.length === 0 ? <p className="muted">{t('driver.rides.none')}</p> : null}
        {rides.map((ride) => (
          <RideCard
            key={ride.id}
            ride={ride}
            busy={busyOn(ride.id)}
            noShowWaitMinutes={home.data.noShowWaitMinutes}
            onAction={(body) => run(ride.id, body)}
          />
        ))}
      </section>
      <section className="driver-panel" aria-labelledby="earnings-title">
        <h2 id="earnings-title" className="driver-panel__title">
          {t('driver.earnings.title')}
        </h2>
        <dl className="driver-earnings">
          <div>
            <dt>{t('driver.earnings.today')}</dt>
            <dd>{money(earnings.today)}</dd>
          </div>
          <div>
            <dt>{t('driver.earnings.week')}</dt>
            <dd>{money(earnings.week)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

/** Rides that left the driver's list without their doing, kept on screen until dismissed. */
function useTakenAway(rides: readonly DriverRide[] | undefined) {
  const pending = usePendingActions();
  const seen = useRef<readonly DriverRide[] | null>(null);
  const [gone, setGone] = useState<DriverRide[]>([]);
  useEffect(() => {
    if (!rides) return;
    const before = seen.current;
    seen.current = rides;
    if (!before) return;
    const taken = ridesTakenAway(before, rides, pending);
    if (taken.length > 0)
      setGone((shown) => [...shown, ...taken.filter((r) => !shown.some((s) => s.id === r.id))]);
  }, [rides, pending]);
  return { rides: gone, dismiss: (id: string) => setGone((shown) => shown.filter((ride) => ride.id !== id)) };
}
