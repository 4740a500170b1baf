// The app's notifications for one session as a screen shows them: whether the browser can take them and what
// the person allowed (followed as it changes, in the site settings too), whether this browser is subscribed, and
// turning them on or off (the subscription code loads on the first look or tap, never with the screen).
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionKind } from '../session';
import { pushSupport, type PushSupport } from './push-support';

function followPermission(changed: () => void): () => void {
  let status: PermissionStatus | null = null;
  let stopped = false;
  navigator.permissions
    ?.query({ name: 'notifications' })
    .then((found) => {
      if (stopped) return;
      status = found;
      status.addEventListener('change', changed);
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    status?.removeEventListener('change', changed);
  };
}

export function usePushPermission(): PushSupport {
  return useSyncExternalStore(followPermission, pushSupport, () => 'unsupported');
}

export interface PushSwitch {
  support: PushSupport;
  /** Whether this session gets notifications here; null until looked up. */
  subscribed: boolean | null;
  busy: boolean;
  failure: unknown;
  turnOn: () => Promise<boolean>;
  turnOff: () => Promise<boolean>;
}

export function usePushSwitch(session: SessionKind): PushSwitch {
  const { i18n } = useTranslation();
  const support = usePushPermission();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (support === 'unsupported') return;
    let current = true;
    import('./push-subscription')
      .then((push) => push.isPushOn(session))
      .then((on) => current && setSubscribed(on))
      .catch(() => current && setSubscribed(false));
    return () => {
      current = false;
    };
  }, [support, session]);

  const change = useCallback(
    async (on: boolean) => {
      setBusy(true);
      setFailure(null);
      try {
        const push = await import('./push-subscription');
        await (on ? push.enablePush(session, i18n.language) : push.disablePush(session));
        setSubscribed(on);
        return true;
      } catch (error) {
        setFailure(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [session, i18n.language],
  );

  return {
    support,
    subscribed,
    busy,
    failure,
    turnOn: () => change(true),
    turnOff: () => change(false),
  };
}
