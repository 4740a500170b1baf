// What the driver app does with a notification's link to an offer: answer it, only show it, or say it has gone.
import { describe, expect, it } from 'vitest';
import type { DriverRide } from '../../src/domain/drivers/driver-app';
import { readOfferLink } from '../../src/features/driver/use-offer-link';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const ride = (id: string, offerExpiresAt: string | null = null) => ({ id, offerExpiresAt }) as DriverRide;
const home = (offers: DriverRide[], rides: DriverRide[] = []) => ({ offers, rides });

describe('readOfferLink', () => {
  const live = ride('r1', '2026-11-27T10:00:30Z');

  it("answers an offer still open with the link's answer", () => {
    expect(readOfferLink('r1', 'accept', home([live]), NOW)).toEqual({
      kind: 'answer',
      offerId: 'r1',
      answer: 'accept',
    });
    expect(readOfferLink('r1', 'decline', home([live]), NOW)).toMatchObject({ answer: 'decline' });
  });

  it('only shows an offer for a tap on the notification itself or an answer it does not know', () => {
    expect(readOfferLink('r1', null, home([live]), NOW)).toEqual({ kind: 'show' });
    expect(readOfferLink('r1', 'maybe', home([live]), NOW)).toEqual({ kind: 'show' });
  });

  it('says an offer has gone when it expired, passed to another driver, or never was', () => {
    expect(readOfferLink('r1', 'accept', home([live]), NOW + 30_000)).toEqual({ kind: 'gone' });
    expect(readOfferLink('r1', 'accept', home([]), NOW)).toEqual({ kind: 'gone' });
  });

  it('leaves a ride the driver already took alone', () => {
    expect(readOfferLink('r1', 'accept', home([], [ride('r1')]), NOW)).toEqual({ kind: 'show' });
  });
});
