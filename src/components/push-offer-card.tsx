// An offer to turn on notifications, made where they help (a driver going on duty, a rider who just booked):
// what they will bring, Turn on or Not now. It stays away where the browser cannot take them, where they are on
// already or blocked (the screen says that itself), and for a while after Not now. Loaded lazily by its screens.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describePushFailure } from '../lib/push/push-failure';
import { saidNotNow, sayNotNow, type PushOffer } from '../lib/push/push-not-now';
import { usePushSwitch } from '../lib/push/use-push';
import type { SessionKind } from '../lib/session';
import './push-offer.css';

interface PushOfferCardProps {
  session: SessionKind;
  offer: PushOffer;
  title: string;
  text: string;
}

export function PushOfferCard({ session, offer, title, text }: PushOfferCardProps) {
  const { t } = useTranslation();
  const push = usePushSwitch(session);
  const [dismissed, setDismissed] = useState(() => saidNotNow(offer));
  const [turnedOn, setTurnedOn] = useState(false);

  if (turnedOn)
    return (
      <p className="form-success push-offer__done" role="status">
        {t('push.turnedOn')}
      </p>
    );
  const asked = push.support === 'default' || push.support === 'granted';
  if (dismissed || !asked || push.subscribed !== false) return null;

  return (
    <section className="push-offer" aria-labelledby={`push-offer-${offer}`}>
      <h2 id={`push-offer-${offer}`} className="push-offer__title">
        {title}
      </h2>
      <p className="push-offer__text">{text}</p>
      {push.failure ? (
        <p className="form-error" role="alert">
          {describePushFailure(push.failure, t)}
        </p>
      ) : null}
      <div className="push-offer__actions">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={push.busy}
          onClick={() => void push.turnOn().then(setTurnedOn)}
        >
          {push.busy ? t('push.turningOn') : t('push.turnOn')}
        </button>
        <button
          type="button"
          className="button button--light button--small"
          disabled={push.busy}
          onClick={() => {
            sayNotNow(offer);
            setDismissed(true);
          }}
        >
          {t('push.notNow')}
        </button>
      </div>
    </section>
  );
}
