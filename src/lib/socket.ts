// The socket.io connection to this origin, signed with a session token so the server puts it in the right rooms
// (a business session joins its partner room). Imported only by lazy screens: socket.io-client never loads on the
// rider home.
import { io, type Socket } from 'socket.io-client';
import { readToken, type SessionKind } from './session';

export function connectSocket(session: SessionKind): Socket {
  return io({ auth: { token: readToken(session) ?? '' }, transports: ['websocket', 'polling'] });
}
