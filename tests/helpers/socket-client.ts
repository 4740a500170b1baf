// A socket.io client of the app as the PWA opens one (WebSocket only, the session token in `auth`, the site's host),
// resolved once connected or rejected with the server's refusal.
import { io as connect, type Socket } from 'socket.io-client';

export async function openAppSocket(base: string, token: string | null, host: string): Promise<Socket> {
  const socket = connect(base, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    extraHeaders: { host },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  } catch (error) {
    socket.close();
    throw error;
  }
  return socket;
}
