// A standing switch for notifications on this device (the partner console's): on or off at any time, with a line
// saying what they bring, why they cannot be turned on, or that the browser blocks them. Loaded lazily.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describePushFailure } from '../lib/push/push-failure';
import { usePushSwitch } from '../lib/push/use-push';
import type { SessionKind } from '../lib/session';
import './push-offer.css';

interface PushToggleProps {
  session: SessionKind;
  label: string;
  hint: string;
}

export function PushToggle({ session, label, hint }: PushToggleProps) {
  const { t } = useTranslation();
  const push = usePushSwitch(session);
  const noteId = useId();
  if (push.support === 'unsupported') return null;
  const on = push.support === 'granted' && push.subscribed === true;
  const blocked = push.support === 'denied';
  const note = blocked ? t('push.blocked') : push.failure ? describePushFailure(push.failure, t) : hint;

  return (
    <div className="push-toggle">
      <label className="push-toggle__switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={blocked || push.busy || push.subscribed === null}
          aria-describedby={noteId}
          onChange={() => void (on ? push.turnOff() : push.turnOn())}
        />
        <span>{label}</span>
      </label>
      <p
        id={noteId}
        className={
          push.failure || blocked ? 'push-toggle__note push-toggle__note--problem' : 'push-toggle__note'
        }
        role={push.failure ? 'alert' : undefined}
      >
        {note}
      </p>
    </div>
  );
}
