// The driver's home as it will be once the queued ride actions reach the server: the last answer the server gave
// with every action of the driver's outbox laid on top (an accepted offer becomes a ride, a started ride is on
// trip, a completed one leaves the list and counts in the earnings). Pure, so the screen is the same online or
// off, and an action the server refused simply stops being applied.
import { OPEN_RIDE_STATUSES } from '../constants';
import { driverActionResponseSchema, type DriverHome, type DriverRide } from './driver-app';
import type { Pending, PendingAction } from '../outbox-overlay';

export type ShownDriverHome = Omit<DriverHome, 'offers' | 'rides'> & {
  offers: DriverRide[];
  rides: Pending<DriverRide>[];
};

function withRide(home: ShownDriverHome, ride: Pending<DriverRide>): ShownDriverHome {
  const offers = home.offers.filter((offer) => offer.id !== ride.id);
  const others = home.rides.filter((mine) => mine.id !== ride.id);
  const known = home.rides.some((mine) => mine.id === ride.id);
  const rides = !OPEN_RIDE_STATUSES.includes(ride.status)
    ? others
    : known
      ? home.rides.map((mine) => (mine.id === ride.id ? ride : mine))
      : [...others, ride];
  return { ...home, offers, rides };
}

function earned(home: ShownDriverHome, amount: number): ShownDriverHome {
  const { earnings } = home;
  return { ...home, earnings: { ...earnings, today: earnings.today + amount, week: earnings.week + amount } };
}

function applyAction(home: ShownDriverHome, { action, result }: PendingAction, now: string): ShownDriverHome {
  if (action.type !== 'driverRide') return home;
  const { rideId, body } = action;
  const before = home.rides.find((ride) => ride.id === rideId);
  const offer = home.offers.find((ride) => ride.id === rideId);
  const answered = driverActionResponseSchema.safeParse(result);
  const next = answered.success ? answered.data.ride : null;
  if (body.action === 'complete' && (before || next)) {
    const fee = body.collectedFee ?? next?.totalAmount ?? before?.totalAmount ?? 0;
    const done = next ?? { ...before!, status: 'completed' as const };
    return earned(withRide(home, done), fee);
  }
  if (next) return withRide(home, next);
  switch (body.action) {
    case 'accept':
      return offer
        ? withRide(home, { ...offer, status: 'accepted', offerExpiresAt: null, pendingSync: true })
        : home;
    case 'decline':
      return { ...home, offers: home.offers.filter((ride) => ride.id !== rideId) };
    case 'arrived':
      return before
        ? withRide(home, { ...before, arrivedAt: before.arrivedAt ?? now, pendingSync: true })
        : home;
    case 'start':
      return before ? withRide(home, { ...before, status: 'ontrip', pendingSync: true }) : home;
    case 'drop':
    case 'noShow':
      return before ? withRide(home, { ...before, status: 'cancelled' }) : home;
    default:
      return home;
  }
}

export function overlayDriverHome(
  home: DriverHome,
  queued: readonly PendingAction[],
  now: string,
): ShownDriverHome {
  return queued.reduce<ShownDriverHome>((shown, entry) => applyAction(shown, entry, now), home);
}

/** Rides the driver had that the server no longer lists and no queued action of theirs explains: something
 * happened to them that the driver must hear of at once (the server's own notice says what). */
export function ridesTakenAway(
  before: readonly DriverRide[],
  after: readonly DriverRide[],
  queued: readonly PendingAction[],
): DriverRide[] {
  const acted = new Set(
    queued.flatMap(({ action }) => (action.type === 'driverRide' ? [action.rideId] : [])),
  );
  const still = new Set(after.map((ride) => ride.id));
  return before.filter((ride) => !still.has(ride.id) && !acted.has(ride.id));
}
