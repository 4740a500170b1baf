// Starts the Intl warm-up worker (intl-warmup.worker.ts) for the page's locale, so the first render that formats
// money or a date does not load ICU's locale data on the main thread. Best effort: without workers, the
// formatters load their data where they are first built, as before.
import type { IntlWarmupRequest } from './intl-warmup.worker';

export function warmIntlOffMainThread(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage({ locale } satisfies IntlWarmupRequest);
  } catch {
    // A browser that refuses the worker (a policy, an old engine) formats on the main thread.
  }
}
