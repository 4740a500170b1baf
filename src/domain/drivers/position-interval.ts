// How often a driver's phone sends its position, as the server says in every answer to one. Normally every 5 s;
// when the server process falls behind (its lag, p99 over the last 10 s: the larger of its event loop's delay and
// the time a position takes to store, which counts the wait for a database connection) the phones are told to
// send less often, which sheds the largest steady load at once, and go back to 5 s as soon as the lag falls.
export const POSITION_INTERVAL = {
  normalMs: 5_000,
  /** At or past `busyLagMs` of lag p99 ... */
  busyMs: 10_000,
  busyLagMs: 100,
  /** ... and at or past `overloadedLagMs`. */
  overloadedMs: 15_000,
  overloadedLagMs: 250,
} as const;

/** The interval to tell the phones, from the process's lag p99 (ms) over the last window. */
export function positionIntervalMs(lagP99Ms: number): number {
  if (lagP99Ms >= POSITION_INTERVAL.overloadedLagMs) return POSITION_INTERVAL.overloadedMs;
  if (lagP99Ms >= POSITION_INTERVAL.busyLagMs) return POSITION_INTERVAL.busyMs;
  return POSITION_INTERVAL.normalMs;
}
