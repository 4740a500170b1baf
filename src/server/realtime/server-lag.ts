// How far behind this process is, p99 over the last window, by two measures: its event loop's delay (how late it
// runs what it is given, whatever the cause) and the time a position takes to store (which also counts the wait
// for a database connection, where a busy process queues while its event loop still looks idle). The position
// interval follows the larger.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export const LAG_WINDOW_MS = 10_000;
/** The histogram's timer period, which every sample includes and is taken off again. */
const RESOLUTION_MS = 10;
/** Position timings kept per window: past this, each new one replaces a random one (a fair sample). */
const SAMPLES = 4_096;

const p99 = (samples: number[]) =>
  samples.sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * 0.99))] ?? 0;

export function serverLagWindow(windowMs = LAG_WINDOW_MS) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let handled: number[] = [];
  let seen = 0;
  let lagMs = 0;
  const timer = setInterval(() => {
    const loopMs = histogram.count > 0 ? Math.max(0, histogram.percentile(99) / 1e6 - RESOLUTION_MS) : 0;
    lagMs = Math.max(loopMs, p99(handled));
    histogram.reset();
    handled = [];
    seen = 0;
  }, windowMs);
  timer.unref();
  return {
    /** The last full window's p99 lag in ms (0 before the first window ends). */
    lagMs: () => lagMs,
    /** How long one position took to store, from its arrival to its answer. */
    noteHandled(ms: number) {
      seen += 1;
      if (handled.length < SAMPLES) handled.push(ms);
      else {
        const slot = Math.floor(Math.random() * seen);
        if (slot < SAMPLES) handled[slot] = ms;
      }
    },
    close() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

export type ServerLagWindow = ReturnType<typeof serverLagWindow>;
