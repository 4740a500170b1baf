// Runs a partner mutation under its Idempotency-Key and answers the stored result, so the offline outbox can
// replay any action safely; the replay header tells the client which answers were replays.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotent, requestHash } from './idempotency';
import type { ActiveSession } from './sessions';
import type { Tenant } from './tenants';

export async function idempotentReply<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: { tenant: Tenant; session: ActiveSession },
  work: (tx: Db) => Promise<{ statusCode: number; body: T }>,
): Promise<T> {
  const key = String(request.headers['idempotency-key']);
  const hash = requestHash([request.method, request.url, actor.session.user.id, request.body ?? null]);
  const answer = await idempotent<T>(db, { tenantId: actor.tenant.id, key, hash }, work);
  reply.status(answer.statusCode).header('idempotent-replayed', String(answer.replayed));
  return answer.body;
}
