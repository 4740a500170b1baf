// The process's event-loop delay, p99 over the last window: how late this process runs what it is given, whatever
// the cause (positions, dispatch, sockets, a slow database answer's callbacks). The position interval follows it.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export const LOOP_DELAY_WINDOW_MS = 10_000;
/** The histogram's timer period, which every sample includes and is taken off again. */
const RESOLUTION_MS = 10;

export function loopDelayWindow(windowMs = LOOP_DELAY_WINDOW_MS) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let p99Ms = 0;
  const timer = setInterval(() => {
    p99Ms = histogram.count > 0 ? Math.max(0, histogram.percentile(99) / 1e6 - RESOLUTION_MS) : 0;
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    /** The last full window's p99 in ms (0 before the first window ends). */
    p99Ms: () => p99Ms,
    close() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

export type LoopDelayWindow = ReturnType<typeof loopDelayWindow>;
