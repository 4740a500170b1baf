// What the rider's live map says: minutes until the driver arrives by the road estimate, "arriving" when close,
// and a position older than two minutes marked as old.
import { describe, expect, it } from 'vitest';
import { etaMinutes, isStale, shownEtaMinutes, TRACKING } from '../../src/domain/rides/tracking';

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

describe('the ETA the live map shows', () => {
  const pickup = { lat: 13.0418, lng: 80.2341 };
  const position = { rideId: 'r', lat: 13.0827, lng: 80.2707, at: '2026-11-29T10:00:20.000Z' };
  // Worked out 8 s before the shown position, 111 m south of it.
  const routed = {
    minutes: 31,
    source: 'routing' as const,
    from: '2026-11-29T10:00:12.000Z',
    lat: 13.0817,
    lng: 80.2707,
  };

  it('is the server’s routed ETA while it was worked out near here at most one refresh earlier', () => {
    expect(shownEtaMinutes(position, pickup, routed)).toBe(31);
  });

  it('is the road estimate from the shown position once the server’s is older, or without one', () => {
    const older = { ...routed, from: '2026-11-29T10:00:05.000Z' };
    expect(shownEtaMinutes(position, pickup, older)).toBe(etaMinutes(position, pickup));
    expect(shownEtaMinutes(position, pickup, null)).toBe(19);
  });

  it('is the road estimate from here once the driver has moved far from where the server worked it out', () => {
    const acrossTown = { ...routed, lat: 13.0627 };
    expect(shownEtaMinutes(position, pickup, acrossTown)).toBe(etaMinutes(position, pickup));
  });

  it('says arriving within 150 m of the pickup, whatever minutes a route from a moment ago gave', () => {
    const close = { ...position, lat: 13.0425, lng: 80.2345 };
    expect(shownEtaMinutes(close, pickup, { ...routed, lat: 13.0427, lng: 80.2345 })).toBe(0);
  });
});
