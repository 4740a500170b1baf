// A process stores so many positions at once; past that a position is let go at once with the longest interval,
// instead of queueing for a database connection without bound.
import { describe, expect, it } from 'vitest';
import type { PositionAnswer } from '../../src/domain/drivers/driver-app';
import { POSITION_INTERVAL } from '../../src/domain/drivers/position-interval';
import { positionGate } from '../../src/server/modules/rides/driver-position';

const stored: PositionAnswer = {
  accepted: true,
  late: false,
  reason: null,
  liveRideId: null,
  intervalMs: 5_000,
};

describe('position gate', () => {
  it('lets a position go while the limit are being stored, and takes the next once one is done', async () => {
    const gate = positionGate(2);
    const finishers: (() => void)[] = [];
    const slow = () =>
      gate.through(() => new Promise<PositionAnswer>((resolve) => finishers.push(() => resolve(stored))));
    const first = slow();
    const second = slow();
    let ran = false;
    expect(
      await gate.through(async () => {
        ran = true;
        return stored;
      }),
    ).toEqual({
      accepted: false,
      late: false,
      reason: 'busy',
      liveRideId: null,
      intervalMs: POSITION_INTERVAL.overloadedMs,
    });
    expect(ran).toBe(false);
    finishers.shift()!();
    expect(await first).toEqual(stored);
    expect(await gate.through(async () => stored)).toEqual(stored);
    finishers.shift()!();
    expect(await second).toEqual(stored);
  });

  it('frees its place when storing fails', async () => {
    const gate = positionGate(1);
    await expect(gate.through(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await gate.through(async () => stored)).toEqual(stored);
  });
});
