// Positions over the socket the driver's phone keeps open anyway (`driver:position` with an ack): one frame a
// ping instead of an HTTP request with its headers and session lookup. Identity is the socket's session, found
// when it connected (a logout or block closes the user's sockets); the payload is judged by the same schema and
// stored by the same service as POST /api/v1/driver/position, which stays the phone's fallback.
import type { Socket } from 'socket.io';
import { driverPositionRequestSchema, type SocketPositionAck } from '../../../domain/drivers/driver-app';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import { HttpError } from '../../http-error';
import type { ActiveSession } from '../../lib/sessions';
import { driverForSession, withLivePosition } from '../drivers';
import { shareDriverPosition, type DriverPositionDeps } from './driver-position';

/** Closer together than this from one socket is a broken or hostile client (the HTTP route allows 2 a second). */
const MIN_GAP_MS = 500;

async function take(
  socket: Socket,
  deps: DriverPositionDeps,
  raw: unknown,
  now: number,
): Promise<SocketPositionAck> {
  const session: ActiveSession | null = socket.data.session;
  if (session?.user.role !== 'driver' || session.expiresAt.getTime() <= now)
    return { ok: false, error: 'This needs a driver account.' };
  const position = driverPositionRequestSchema.safeParse(raw);
  if (!position.success)
    return { ok: false, error: position.error.issues[0]?.message ?? 'Invalid position.' };
  if (now - (socket.data.positionAt ?? 0) < MIN_GAP_MS)
    return { ok: false, error: 'Too many positions: send one every few seconds.' };
  socket.data.positionAt = now;
  const arrivedAt = performance.now();
  try {
    const answer = await deps.gate.through(async () => {
      const driver = await withLivePosition(deps.livePositions, await driverForSession(deps.db, session));
      return shareDriverPosition(deps, driver, position.data, arrivedAt);
    });
    return { ok: true, ...answer };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, error: error.message };
    deps.warn(socket.data.driverId ?? '', `socket position failed: ${String(error)}`);
    return { ok: false, error: 'The position was not stored; the phone sends it again.' };
  }
}

export function answerDriverPositions(socket: Socket, deps: DriverPositionDeps) {
  socket.on(SOCKET_EVENTS.driverPosition, async (raw: unknown, ack?: unknown) => {
    if (typeof ack !== 'function') return;
    (ack as (answer: SocketPositionAck) => void)(await take(socket, deps, raw, Date.now()));
  });
}
