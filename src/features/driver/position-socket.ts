// A fresh position goes over the driver's socket (use-driver-live.ts lends it here) when it is connected and the
// server acks within a few seconds; otherwise, or when the server refuses it there, over HTTP, whose answer
// carries the status a refusal needs. The offline queue's backlog always goes over HTTP.
import type { Socket } from 'socket.io-client';
import {
  socketPositionAckSchema,
  type PositionAnswer,
  type QueuedPosition,
} from '../../domain/drivers/driver-app';
import { SOCKET_EVENTS } from '../../domain/socket-events';

export const SOCKET_ACK_TIMEOUT_MS = 3_000;

export type PositionSocket = Pick<Socket, 'connected' | 'timeout'>;
type SentPosition = Omit<QueuedPosition, 'seq'>;

let lent: PositionSocket | null = null;

/** Positions use this socket until the returned function is called (the socket closed). */
export function lendPositionSocket(socket: PositionSocket): () => void {
  lent = socket;
  return () => {
    if (lent === socket) lent = null;
  };
}

/** The server's answer over the socket, or null when there is none to have there. */
async function overSocket(
  position: SentPosition,
  socket: PositionSocket | null,
): Promise<PositionAnswer | null> {
  if (!socket?.connected) return null;
  try {
    const raw: unknown = await socket
      .timeout(SOCKET_ACK_TIMEOUT_MS)
      .emitWithAck(SOCKET_EVENTS.driverPosition, position);
    const ack = socketPositionAckSchema.safeParse(raw);
    if (!ack.success || !ack.data.ok) return null;
    const { ok: _ok, ...answer } = ack.data;
    return answer;
  } catch {
    return null;
  }
}

export async function sendPosition(
  position: SentPosition,
  overHttp: (position: SentPosition) => Promise<PositionAnswer>,
  socket: PositionSocket | null = lent,
): Promise<PositionAnswer> {
  return (await overSocket(position, socket)) ?? overHttp(position);
}
