// The process's lag that sets the position interval: slow position stores (a database connection's wait) count
// even while the event loop itself is idle, and a window without them lets the lag fall again.
import { afterEach, describe, expect, it } from 'vitest';
import { positionIntervalMs } from '../../src/domain/drivers/position-interval';
import { serverLagWindow, type ServerLagWindow } from '../../src/server/realtime/server-lag';
import { waitFor } from '../helpers/wait-for';

describe('server lag', () => {
  let lag: ServerLagWindow | undefined;
  afterEach(() => lag?.close());

  it('lengthens the interval when positions take long to store, and shortens it when they no longer do', async () => {
    // Longer than waitFor's poll, so the window with the slow stores is seen.
    lag = serverLagWindow(400);
    expect(positionIntervalMs(lag.lagMs())).toBe(5_000);
    for (let n = 0; n < 200; n += 1) lag.noteHandled(n < 190 ? 5 : 400);
    await waitFor(async () => lag!.lagMs() >= 400, 'the slow stores to count');
    expect(positionIntervalMs(lag.lagMs())).toBe(15_000);
    await waitFor(async () => lag!.lagMs() < 400, 'a window without slow stores');
  });
});
