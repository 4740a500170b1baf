import { describe, expect, it } from 'vitest';
import { rateCardSchema } from '../../src/domain/partners/rate-card';
import { STARTER_RATE_CARDS } from '../../src/domain/partners/starter-rates';
import { waitingCharge } from '../../src/domain/rides/waiting-charge';

const rates = { freeMinutes: 5, perMinute: 200 };
const pickupAt = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(pickupAt.getTime() + minutes * 60_000 + seconds * 1000);

describe('waiting charge', () => {
  it('charges nothing within the free minutes', () => {
    expect(waitingCharge({ rates, pickupAt, arrivedAt: at(0), startedAt: at(5) })).toEqual({
      waitedMinutes: 5,
      chargedMinutes: 0,
      charge: 0,
    });
  });

  it('charges every started minute after the free ones', () => {
    expect(waitingCharge({ rates, pickupAt, arrivedAt: at(0), startedAt: at(5, 1) }).charge).toBe(200);
    expect(waitingCharge({ rates, pickupAt, arrivedAt: at(0), startedAt: at(12, 30) })).toEqual({
      waitedMinutes: 12,
      chargedMinutes: 8,
      charge: 1600,
    });
  });

  it('counts from the pickup time when the driver came early', () => {
    // Arrived 20 minutes early, rider out 7 minutes after the pickup time: 2 minutes past the free 5.
    expect(waitingCharge({ rates, pickupAt, arrivedAt: at(-20), startedAt: at(7) })).toEqual({
      waitedMinutes: 7,
      chargedMinutes: 2,
      charge: 400,
    });
    expect(waitingCharge({ rates, pickupAt, arrivedAt: at(-20), startedAt: at(-1) }).charge).toBe(0);
  });

  it('counts from the arrival when the driver came late', () => {
    expect(waitingCharge({ rates, pickupAt, arrivedAt: at(10), startedAt: at(16) }).chargedMinutes).toBe(1);
  });

  it('charges nothing without an arrival or without a rate', () => {
    expect(waitingCharge({ rates, pickupAt, arrivedAt: null, startedAt: at(30) }).charge).toBe(0);
    const free = { freeMinutes: 5, perMinute: 0 };
    expect(waitingCharge({ rates: free, pickupAt, arrivedAt: at(0), startedAt: at(30) }).charge).toBe(0);
  });

  it('reads a rate card stored before waiting charges as charging nothing', () => {
    const { waiting: _waiting, ...stored } = STARTER_RATE_CARDS[0]!.rates;
    const card = rateCardSchema.parse({ vehicleType: 'sedan', rates: stored });
    expect(card.rates.waiting).toEqual({ freeMinutes: 5, perMinute: 0 });
  });

  it('starts partners with a waiting charge on every vehicle type', () => {
    for (const card of STARTER_RATE_CARDS) {
      expect(card.rates.waiting.freeMinutes).toBeGreaterThan(0);
      expect(card.rates.waiting.perMinute).toBeGreaterThan(0);
    }
  });
});
