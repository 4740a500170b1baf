// How often the server tells the phones to send their position: every 5 s, longer while the process lags (its
// event loop's delay or a position's time to store, p99).
import { describe, expect, it } from 'vitest';
import { positionIntervalMs, POSITION_INTERVAL } from '../../src/domain/drivers/position-interval';

describe('position interval', () => {
  it('is 5 s while the process keeps up', () => {
    expect(positionIntervalMs(0)).toBe(5_000);
    expect(positionIntervalMs(99)).toBe(5_000);
  });
  it('doubles from 100 ms of lag p99, and triples from 250 ms', () => {
    expect(positionIntervalMs(100)).toBe(10_000);
    expect(positionIntervalMs(249)).toBe(10_000);
    expect(positionIntervalMs(250)).toBe(15_000);
    expect(positionIntervalMs(5_000)).toBe(POSITION_INTERVAL.overloadedMs);
  });
});
