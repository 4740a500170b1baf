// How often a driver's phone sends its position, as the server says in every answer to one. Normally every 5 s;
// when the server process is late to run what it is given (its event loop's delay, p99 over the last window, is
// high: positions, dispatch and sockets all queue behind each other) the phones are told to send less often, which
// sheds the largest steady load at once, and go back to 5 s as soon as the delay falls.
export const POSITION_INTERVAL = {
  normalMs: 5_000,
  /** At or past `busyLoopDelayMs` of event-loop delay p99 ... */
  busyMs: 10_000,
  busyLoopDelayMs: 100,
  /** ... and at or past `overloadedLoopDelayMs`. */
  overloadedMs: 15_000,
  overloadedLoopDelayMs: 250,
} as const;

/** The interval to tell the phones, from the process's event-loop delay p99 (ms) over the last window. */
export function positionIntervalMs(loopDelayP99Ms: number): number {
  if (loopDelayP99Ms >= POSITION_INTERVAL.overloadedLoopDelayMs) return POSITION_INTERVAL.overloadedMs;
  if (loopDelayP99Ms >= POSITION_INTERVAL.busyLoopDelayMs) return POSITION_INTERVAL.busyMs;
  return POSITION_INTERVAL.normalMs;
}
