// What the driver is told when a ride leaves their screen, each event in its own words: their own completion,
// decline or hand-back, the office cancelling a ride or taking it off them for another driver, the rider
// cancelling. A ride that left with no word from the server (the socket was down) says only that, never a guess.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverRide, RideTakenKind, RideTakenNotice } from '../../domain/drivers/driver-app';
import { ridesTakenAway } from '../../domain/drivers/driver-overlay';
import type { PendingAction } from '../../domain/outbox-overlay';

export type DriverNoticeKind = RideTakenKind | 'completed' | 'declined' | 'handedBack' | 'gone';

export interface DriverNotice {
  rideId: string;
  kind: DriverNoticeKind;
  pickup: string;
  reason?: string;
}

/** The driver's own actions that end their part in a ride, and the notice each gets (a no-show, confirmed in a
 * dialog a moment before, ends the ride without one). */
const OWN_NOTICES: Partial<Record<string, DriverNoticeKind>> = {
  complete: 'completed',
  decline: 'declined',
  drop: 'handedBack',
};
const ENDING = new Set(['complete', 'decline', 'drop', 'noShow']);

const actedOn = (queued: readonly PendingAction[]) =>
  queued.flatMap(({ action }) =>
    action.type === 'driverRide' && ENDING.has(action.body.action) ? [action.rideId] : [],
  );

/**
 * The notices on screen. A ride gone from the list is the driver's own doing if any of their ending actions named
 * it (remembered for the session: the outbox forgets an applied action as the list that holds it arrives, which
 * must not make the driver's own completion look like the office's doing).
 */
export function useDriverNotices(
  rides: readonly DriverRide[] | undefined,
  taken: readonly RideTakenNotice[],
  queued: readonly PendingAction[],
) {
  const [notices, setNotices] = useState<DriverNotice[]>([]);
  const seen = useRef<readonly DriverRide[] | null>(null);
  const acted = useRef(new Set<string>());
  for (const rideId of actedOn(queued)) acted.current.add(rideId);
  // Where each ride the driver held starts, kept after it leaves the list: the server's notice names only the ride.
  const pickups = useRef(new Map<string, string>());
  for (const ride of rides ?? []) pickups.current.set(ride.id, ride.pickup.name);
  const add = (notice: DriverNotice) =>
    setNotices((shown) => [...shown.filter((n) => n.rideId !== notice.rideId), notice]);

  useEffect(() => {
    if (!rides) return;
    const before = seen.current;
    seen.current = rides;
    if (!before) return;
    for (const ride of ridesTakenAway(before, rides, queued))
      if (!acted.current.has(ride.id))
        setNotices((shown) =>
          shown.some((n) => n.rideId === ride.id)
            ? shown
            : [...shown, { rideId: ride.id, kind: 'gone', pickup: ride.pickup.name }],
        );
  }, [rides, queued]);

  const heard = taken.map((notice) => ({
    rideId: notice.rideId,
    kind: notice.kind,
    reason: notice.reason,
    pickup: pickups.current.get(notice.rideId) ?? '',
  }));
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  // The server's word on a ride replaces the guess the list made.
  const shown = [...notices.filter((n) => !heard.some((h) => h.rideId === n.rideId)), ...heard].filter(
    (n) => !dismissed.has(`${n.rideId}:${n.kind}`),
  );
  return {
    notices: shown,
    /** The driver ended their part in a ride: remembered, and told in its own words. */
    own(ride: DriverRide, action: string) {
      if (ENDING.has(action)) acted.current.add(ride.id);
      const kind = OWN_NOTICES[action];
      if (!kind) return;
      add({ rideId: ride.id, kind, pickup: ride.pickup.name });
    },
    dismiss: (notice: DriverNotice) =>
      setDismissed((all) => new Set([...all, `${notice.rideId}:${notice.kind}`])),
  };
}

const isOwn = (kind: DriverNoticeKind) => Object.values(OWN_NOTICES).includes(kind);

export function DriverNotices({
  notices,
  onDismiss,
}: {
  notices: readonly DriverNotice[];
  onDismiss: (notice: DriverNotice) => void;
}) {
  const { t } = useTranslation();
  return notices.map((notice) => (
    <p
      key={`${notice.rideId}:${notice.kind}`}
      className={`driver-notice ${isOwn(notice.kind) ? 'form-success' : 'form-error'}`}
      role={isOwn(notice.kind) ? 'status' : 'alert'}
    >
      <span>
        {t(`driver.notices.${notice.kind}`, {
          id: notice.rideId.slice(0, 8).toUpperCase(),
          pickup: notice.pickup,
          reason: notice.reason ?? '',
        })}
      </span>
      <button type="button" className="button button--small button--light" onClick={() => onDismiss(notice)}>
        {t('offline.dismiss')}
      </button>
    </p>
  ));
}
