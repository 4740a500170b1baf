// The socket.io connection to this origin, signed with a session token so the server puts it in the right rooms
// (a business session joins its partner room). Imported only by lazy screens: socket.io-client never loads on the
// rider home.
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../domain/socket-events';
import { readToken, type SessionKind } from './session';

export function connectSocket(session: SessionKind): Socket {
  const socket = io({ auth: { token: readToken(session) ?? '' }, transports: ['websocket', 'polling'] });
  // A server shutting down says so before it closes the connection. A connection the server closes is never
  // reconnected by socket.io, one closed from this side is: closing the transport here reconnects at once (after
  // socket.io's randomised delay, which spreads a process's clients over the ones left), to a process in rotation.
  socket.on(SOCKET_EVENTS.serverRestarting, () => socket.io.engine.close());
  return socket;
}
