// The thinned trail: on a recorded-like drive across town (pings every 3 s, turns at junctions, stops at signals,
// a few metres of GPS jitter) it keeps a fraction of the points and the ride's distance within 2 % of the full
// trail's; a car waiting in traffic still leaves a point every 15 s.
import { describe, expect, it } from 'vitest';
import {
  TRAIL,
  keepsTrailPoint,
  thinTrail,
  trailMeters,
  type TrailPoint,
} from '../../src/domain/rides/trail';

const METERS_PER_DEGREE = 111_200;

/** A repeatable pseudo-random stream (mulberry32), so the drive is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A drive of `legs` street legs from T. Nagar: each 200–900 m on a heading that turns at a junction, driven at
 * 4–14 m/s, some ending at a signal held 20–60 s; a ping every 3 s with a few metres of drifting error. */
function recordedDrive(seed: number, legs = 14): TrailPoint[] {
  const next = random(seed);
  const cosLat = Math.cos((13.04 * Math.PI) / 180);
  let north = 0;
  let east = 0;
  let heading = 0;
  let at = Date.parse('2026-11-29T10:00:00Z');
  const pings: TrailPoint[] = [];
  // GPS error drifts over seconds rather than jumping at each fix: each ping moves it a little toward a new
  // random offset of up to 3 m.
  let jitterN = 0;
  let jitterE = 0;
  const ping = () => {
    jitterN = 0.8 * jitterN + 0.2 * (next() - 0.5) * 6;
    jitterE = 0.8 * jitterE + 0.2 * (next() - 0.5) * 6;
    pings.push({
      lat: 13.0418 + (north + jitterN) / METERS_PER_DEGREE,
      lng: 80.2341 + (east + jitterE) / (METERS_PER_DEGREE * cosLat),
      at,
    });
  };
  for (let leg = 0; leg < legs; leg += 1) {
    heading += (next() < 0.5 ? -1 : 1) * (Math.PI / 2) * (0.3 + next() * 0.7);
    const speed = 4 + next() * 10;
    for (let left = 200 + next() * 700; left > 0; left -= speed * 3) {
      const step = Math.min(left, speed * 3);
      north += Math.cos(heading) * step;
      east += Math.sin(heading) * step;
      at += 3000;
      ping();
    }
    const signal = next() < 0.4 ? 20 + next() * 40 : 0;
    for (let wait = signal; wait > 0; wait -= 3) {
      at += 3000;
      ping();
    }
  }
  return pings;
}

describe('thinned ride trail', () => {
  it.each([1, 2, 3, 4, 5])(
    'keeps the distance of recorded-like drive %i within 2 %%, with a fraction of the points',
    (seed) => {
      const full = recordedDrive(seed);
      const thinned = thinTrail(full);
      const fullMeters = trailMeters(full);
      expect(fullMeters).toBeGreaterThan(3000);
      expect(Math.abs(trailMeters(thinned) - fullMeters) / fullMeters).toBeLessThan(0.02);
      expect(thinned.length).toBeLessThan(full.length * 0.6);
      expect(thinned[0]).toBe(full[0]);
      expect(thinned.at(-1)).toBe(full.at(-1));
    },
  );

  it('keeps a point every 15 s for a car waiting in traffic, and one 50 m on', () => {
    const start = { lat: 13.0418, lng: 80.2341, at: 0 };
    const waiting = { ...start, lat: start.lat + 1 / METERS_PER_DEGREE, at: (TRAIL.maxSeconds - 3) * 1000 };
    expect(keepsTrailPoint(start, waiting)).toBe(false);
    expect(keepsTrailPoint(start, { ...waiting, at: TRAIL.maxSeconds * 1000 })).toBe(true);
    const moved = { ...start, lat: start.lat + (TRAIL.minMeters + 1) / METERS_PER_DEGREE, at: 4000 };
    expect(keepsTrailPoint(start, moved)).toBe(true);
    expect(keepsTrailPoint(start, { ...start, at: -1 })).toBe(false);
    expect(keepsTrailPoint(undefined, start)).toBe(true);
  });
});
