// What the rider's live map says: minutes until the driver arrives by the road estimate, "arriving" when close,
// and a position older than two minutes marked as old.
import { describe, expect, it } from 'vitest';
import { etaMinutes, isStale, TRACKING } from '../../src/domain/rides/tracking';

describe('live tracking figures', () => {
  const pickup = { lat: 13.0418, lng: 80.2341 };

  it('counts whole minutes at town speed over the road estimate', () => {
    // About 6.0 km as the crow flies, 7.8 km by road, at 25 km/h: 18.8 minutes.
    expect(etaMinutes({ lat: 13.0827, lng: 80.2707 }, pickup)).toBe(19);
    // 356 m north, 463 m by road: 67 s, shown as the next whole minute.
    expect(etaMinutes({ lat: 13.045, lng: 80.2341 }, pickup)).toBe(2);
  });

  it('says the driver is arriving within 150 m', () => {
    expect(etaMinutes({ lat: 13.0425, lng: 80.2345 }, pickup)).toBe(0);
  });

  it('marks a position old after two minutes', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    const at = (ms: number) => ({ at: new Date(now.getTime() - ms).toISOString() });
    expect(isStale(at(TRACKING.staleAfterMs - 1000), now)).toBe(false);
    expect(isStale(at(TRACKING.staleAfterMs + 1000), now)).toBe(true);
  });
});
