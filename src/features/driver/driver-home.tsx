// The driver's home: the duty switch and location line, offers to answer, the driver's own rides with their next
// step, and earnings today and this week. Live over the driver's socket room, polled besides; a session the
// server ended (a blocked driver) hands back to the login with the reason. A notification's Accept or Decline
// opens it and answers the offer.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverActionRequest } from '../../domain/drivers/driver-app';
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
import { DriverNotices, useDriverNotices } from './driver-notices';
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
  const taken = useDriverLive(token);
  const notices = useDriverNotices(home.data?.rides, taken, usePendingActions());
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
  const run = async (rideId: string, body: DriverActionRequest) => {
    const ride = [...offers, ...rides].find((one) => one.id === rideId);
    const result = await action.mutateAsync({ rideId, body });
    if (ride) notices.own(ride, body.action);
    return result;
  };
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
        <DriverNotices notices={notices.notices} onDismiss={notices.dismiss} />
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
