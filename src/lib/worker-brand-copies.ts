// Tells the service worker that the partner's brand changed, so its kept config and page copies (answered
// before the network) go, and the next load shows the new name and colours. Resolves once the worker has
// dropped them, or at once without a worker; a worker of an older build that does not answer is not waited for
// past a moment.
import { WORKER_MESSAGES } from '../domain/worker-messages';

const PATIENCE_MS = 2_000;

export function dropWorkerBrandCopies(): Promise<void> {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, PATIENCE_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: WORKER_MESSAGES.brandChanged }, [channel.port2]);
  });
}
