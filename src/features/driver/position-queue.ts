// Positions to the server (over the driver's socket when it is up, position-socket.ts), through a queue on the phone: a position that cannot be sent (a tunnel, a
// server hiccup) waits in IndexedDB with when it was taken, and the backlog goes oldest first once the network
// returns, so the server can tell late ones from live ones and never sees the car jump backwards.
import { positionAnswerSchema, type QueuedPosition } from '../../domain/drivers/driver-app';
import { outboxOutcome } from '../../domain/outbox';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { offlineDb } from '../../lib/offline/offline-db';
import { sendPosition } from './position-socket';

/** About twenty minutes of positions at one every five seconds; older ones are thinned, the newest kept. */
const MAX_QUEUED = 240;

/** `intervalMs`: when the server wants the next one (longer under load); absent when nothing reached it. */
export type PositionSent =
  { sent: true; late: boolean; accepted: boolean; intervalMs?: number } | { sent: false };

async function post(position: QueuedPosition) {
  const { seq: _seq, ...body } = position;
  return apiRequest('/api/v1/driver/position', {
    method: 'POST',
    body,
    session: 'driver',
    schema: positionAnswerSchema,
  });
}

/** Whether a failed send should wait for another try (no network, rate limit, server) or be let go. */
function worthKeeping(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return outboxOutcome(error.status === 0 ? null : error.status) === 'retry';
}

async function keep(position: QueuedPosition): Promise<void> {
  const table = offlineDb().positions;
  await table.add(position);
  const count = await table.count();
  if (count <= MAX_QUEUED) return;
  // Every other one of the oldest half goes: the route stays readable, the newest stay exact.
  const oldest = await table
    .orderBy('seq')
    .limit(Math.floor(count / 2))
    .primaryKeys();
  await table.bulkDelete(oldest.filter((_, index) => index % 2 === 0));
}

let flushing: Promise<string | null> | null = null;

/** Sends the backlog in the order it was taken; stops at the first failure worth another try. Answers when
 * the newest position it sent was taken, or null when it sent none. */
export function flushPositions(): Promise<string | null> {
  flushing ??= (async () => {
    const table = offlineDb().positions;
    let newest: string | null = null;
    for (;;) {
      const [head] = await table.orderBy('seq').limit(1).toArray();
      if (!head?.seq) return newest;
      try {
        await post(head);
        newest = head.takenAt;
      } catch (error) {
        if (worthKeeping(error)) return newest;
      }
      await table.delete(head.seq);
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

export async function queuedPositions(): Promise<number> {
  return offlineDb().positions.count();
}

/** Sends a fresh position, after any backlog so the order holds; keeps it when it cannot go now. */
export async function sharePosition(position: QueuedPosition): Promise<PositionSent> {
  const waiting = (await queuedPositions()) > 0;
  if (waiting || !navigator.onLine) {
    await keep(position);
    if (navigator.onLine) await flushPositions();
    return (await queuedPositions()) === 0 ? { sent: true, late: false, accepted: true } : { sent: false };
  }
  try {
    const answer = await sendPosition(position, post);
    return { sent: true, late: answer.late, accepted: answer.accepted, intervalMs: answer.intervalMs };
  } catch (error) {
    if (!worthKeeping(error)) throw error;
    await keep(position);
    return { sent: false };
  }
}
