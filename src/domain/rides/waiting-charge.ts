// The charge for waiting at the pickup, worked out when the trip starts. The clock runs from the later of the
// driver's arrival and the booked pickup time (a driver who comes early waits on their own time), the rate card's
// free minutes come off, and every minute started after them is charged.
import type { WaitingRates } from '../partners/rate-card';

export interface WaitingRequest {
  rates: WaitingRates;
  pickupAt: Date;
  /** When the driver said they had arrived; null when they never did (nothing is charged). */
  arrivedAt: Date | null;
  startedAt: Date;
}

export interface Waiting {
  /** Whole minutes waited from the later of arrival and pickup time to the start, rounded down. */
  waitedMinutes: number;
  /** Minutes charged: each started minute past the free ones. */
  chargedMinutes: number;
  charge: number;
}

const MINUTE_MS = 60_000;

export function waitingCharge({ rates, pickupAt, arrivedAt, startedAt }: WaitingRequest): Waiting {
  if (!arrivedAt) return { waitedMinutes: 0, chargedMinutes: 0, charge: 0 };
  const from = Math.max(arrivedAt.getTime(), pickupAt.getTime());
  const waitedMs = Math.max(0, startedAt.getTime() - from);
  const chargedMinutes = Math.max(0, Math.ceil((waitedMs - rates.freeMinutes * MINUTE_MS) / MINUTE_MS));
  return {
    waitedMinutes: Math.floor(waitedMs / MINUTE_MS),
    chargedMinutes,
    charge: chargedMinutes * rates.perMinute,
  };
}
