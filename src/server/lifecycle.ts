// How the process leaves on SIGTERM (a deploy, systemd, a container stop) or SIGINT, without losing a rider's
// booking: from the signal on, Fastify answers every new request 503 (readiness included, so the proxy takes the
// process out of rotation) and the listener takes no new connection; socket clients are told to reconnect
// elsewhere (the socket plugin's preClose); requests in flight finish and commit; the sweepers stop and messages on
// their way are recorded (each plugin's onClose); then the database closes and the process exits 0. If that takes
// longer than the bound, it exits 1 anyway, saying so. A second signal of the same kind kills at once, as usual.
import type { FastifyInstance } from 'fastify';

export interface Stoppable {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  /** SHUTDOWN_TIMEOUT_MS. */
  timeoutMs: number;
  exit: (code: number) => void;
}

export function stopOnSignals({ app, closeDatabase, timeoutMs, exit }: Stoppable): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    app.log.info(`${signal} received: finishing requests in flight, then exiting (within ${timeoutMs} ms)`);
    setTimeout(() => {
      app.log.error(`shutdown passed SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms): exiting with work unfinished`);
      exit(1);
    }, timeoutMs).unref();
    try {
      await app.close();
      await closeDatabase();
      app.log.info(`shut down cleanly in ${Date.now() - started} ms`);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal));
}
