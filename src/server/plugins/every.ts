// A background sweep on a timer while the server runs: never two at once (a slow one is skipped over, not
// stacked), a failure logged and left to the next, and the timer gone when the server closes.
import type { FastifyInstance } from 'fastify';

export function every(app: FastifyInstance, ms: number, what: string, sweep: () => Promise<void>) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweep();
    } catch (error) {
      app.log.warn({ err: error }, `${what} failed; the next one retries`);
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), ms);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
