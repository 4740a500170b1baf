// Image decoding is the heaviest work a request can ask for: a 7000×7000 PNG holds a core for seconds. The gate
// keeps it from starving everyone else: at most one decode per core runs (sharp runs each on one thread), a short
// line waits, and each tenant may upload a few images a minute; beyond either, the upload is answered 429 with
// Retry-After at once. Counted per server process, as the cores are.
import { availableParallelism } from 'node:os';
import { ERROR_CODES } from '../../../domain/errors';
import { HttpError } from '../../http-error';
import { createJobQueue, QueueFull, type JobQueue } from '../../lib/job-queue';

export const DECODE_LIMITS = {
  /** Decodes at once in this process. */
  running: availableParallelism(),
  /** Decodes waiting for a place; a full line answers 429 rather than make every rider wait behind it. */
  waiting: 2 * availableParallelism(),
  /** Images one tenant may upload a minute (a logo, a blog post's pictures, a driver's four documents). */
  perTenantPerMinute: 30,
  windowMs: 60_000,
  /** What a refused upload is told to wait when the line is full: about one large decode. */
  busyRetryAfterSeconds: 5,
} as const;

/** An upload refused before it is decoded; the route sends `retryAfterSeconds` as Retry-After. */
export class UploadRefused extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ERROR_CODES.rateLimited, message);
    this.name = 'UploadRefused';
  }
}

export interface DecodeGate {
  run: <T>(tenantId: string, decode: () => Promise<T>) => Promise<T>;
  queue: JobQueue;
}

/** Times of each tenant's uploads within the last window, oldest first. */
function createTenantWindow(limit: number, windowMs: number, now: () => number) {
  const uploads = new Map<string, number[]>();
  return {
    /** Seconds until the tenant may upload again, or 0 when it may now (and the upload is counted). */
    take(tenantId: string): number {
      const since = now() - windowMs;
      const recent = (uploads.get(tenantId) ?? []).filter((at) => at > since);
      if (recent.length >= limit) {
        uploads.set(tenantId, recent);
        return Math.max(1, Math.ceil((recent[0]! - since) / 1000));
      }
      recent.push(now());
      uploads.set(tenantId, recent);
      return 0;
    },
  };
}

export function createDecodeGate(
  limits: { running: number; waiting: number; perTenantPerMinute: number } = DECODE_LIMITS,
  now: () => number = Date.now,
): DecodeGate {
  const queue = createJobQueue(limits);
  const window = createTenantWindow(limits.perTenantPerMinute, DECODE_LIMITS.windowMs, now);
  return {
    queue,
    async run(tenantId, decode) {
      const wait = window.take(tenantId);
      if (wait > 0)
        throw new UploadRefused(
          `Your site uploaded ${limits.perTenantPerMinute} images in the last minute. Try again in ${wait} s.`,
          wait,
        );
      try {
        return await queue.run(decode);
      } catch (error) {
        if (!(error instanceof QueueFull)) throw error;
        const retry = DECODE_LIMITS.busyRetryAfterSeconds;
        throw new UploadRefused(`Many images are being processed right now. Try again in ${retry} s.`, retry);
      }
    },
  };
}
