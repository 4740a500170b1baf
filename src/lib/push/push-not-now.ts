// A "Not now" to a notification offer, kept on the device so the same offer does not come back at every visit:
// it returns after a while, when the person may think otherwise.
import { readSetting, writeSetting } from '../storage';

/** The places that offer notifications, each remembered apart. */
export type PushOffer = 'driverDuty' | 'riderBooked';

const STORAGE_PREFIX = 'travelx_push_not_now_';
const QUIET_MS = 30 * 24 * 60 * 60 * 1000;

export function saidNotNow(offer: PushOffer, now = Date.now()): boolean {
  const at = Number(readSetting(`${STORAGE_PREFIX}${offer}`));
  return Number.isFinite(at) && at > 0 && now - at < QUIET_MS;
}

export function sayNotNow(offer: PushOffer, now = Date.now()): void {
  writeSetting(`${STORAGE_PREFIX}${offer}`, String(now));
}
