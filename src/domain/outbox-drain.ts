// Sends queued partner actions in the order they were made, the same way from the page and from the service
// worker's Background Sync: each with its own Idempotency-Key, so an action the server already applied (its
// answer lost on the way back) is answered again, never applied twice. Storage and network come in as ports.
import {
  outboxErrorSchema,
  outboxOutcome,
  outboxRequest,
  retryDelayMs,
  type OutboxEntry,
  type OutboxError,
} from './outbox';

export interface SentAnswer {
  /** null when no answer came back at all (offline, connection dropped). */
  status: number | null;
  json: unknown;
}

type Fetch = (
  path: string,
  init: { method: string; headers: Record<string, string>; body: string | null },
) => Promise<{ status: number; text: () => Promise<string> }>;

/** Sends one queued action through `fetch` (the page's or the worker's): its request, its Idempotency-Key and
 * the partner's token. No answer, or one that is not JSON, counts as no answer: the action is tried again. */
export async function sendOutboxEntry(
  fetch: Fetch,
  entry: OutboxEntry,
  token: string | null,
): Promise<SentAnswer> {
  const { method, path, body } = outboxRequest(entry.action);
  const headers: Record<string, string> = { Accept: 'application/json', 'Idempotency-Key': entry.id };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { status: null, json: null };
  }
}

export interface OutboxPort {
  /** Pending entries, oldest first. */
  pending(): Promise<OutboxEntry[]>;
  send(entry: OutboxEntry): Promise<SentAnswer>;
  applied(entry: OutboxEntry, json: unknown): Promise<void>;
  rejected(entry: OutboxEntry, error: OutboxError): Promise<void>;
  retryLater(entry: OutboxEntry, attempts: number, nextAttemptAt: number): Promise<void>;
}

export interface DrainResult {
  applied: number;
  rejected: number;
  /** Why sending stopped: nothing left, no connection, the session ended, or the head waits for its back-off. */
  stoppedBy: 'empty' | 'retry' | 'signedOut' | 'backoff';
  /** When the head of the queue may be tried again (for 'retry' and 'backoff'). */
  nextAttemptAt: number | null;
}

function errorOf(status: number, json: unknown): OutboxError {
  const body = typeof json === 'object' && json !== null ? (json as { error?: unknown }).error : undefined;
  const parsed = outboxErrorSchema.safeParse(body);
  return parsed.success
    ? parsed.data
    : { code: 'http_error', message: `The server refused this action (${status}).`, fields: {} };
}

export async function drainOutbox(
  port: OutboxPort,
  clock: { now: () => number; random: () => number },
  opts: { ignoreBackoff?: boolean } = {},
): Promise<DrainResult> {
  const result: DrainResult = { applied: 0, rejected: 0, stoppedBy: 'empty', nextAttemptAt: null };
  for (;;) {
    const [head] = await port.pending();
    if (!head) return result;
    if (!opts.ignoreBackoff && head.nextAttemptAt > clock.now()) {
      return { ...result, stoppedBy: 'backoff', nextAttemptAt: head.nextAttemptAt };
    }
    const answer = await port.send(head);
    const outcome = outboxOutcome(answer.status);
    if (outcome === 'applied') {
      await port.applied(head, answer.json);
      result.applied += 1;
    } else if (outcome === 'rejected') {
      // Later actions still go: the server judges each (one that needed this one is refused with its reason).
      await port.rejected(head, errorOf(answer.status ?? 0, answer.json));
      result.rejected += 1;
    } else if (outcome === 'signedOut') {
      return { ...result, stoppedBy: 'signedOut' };
    } else {
      const attempts = head.attempts + 1;
      const nextAttemptAt = clock.now() + retryDelayMs(attempts, clock.random());
      await port.retryLater(head, attempts, nextAttemptAt);
      return { ...result, stoppedBy: 'retry', nextAttemptAt };
    }
  }
}
