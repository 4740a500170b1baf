// POST /api/v1/auth/logout: ends one session on the server, then forgets its token here whatever the answer,
// so signing out always works, offline included.
import { loggedOutSchema } from '../../domain/auth';
import { apiRequest } from '../../lib/api-client';
import { clearToken, readToken, type SessionKind } from '../../lib/session';

export async function logout(session: SessionKind): Promise<void> {
  try {
    if (readToken(session)) {
      await apiRequest('/api/v1/auth/logout', { method: 'POST', session, schema: loggedOutSchema });
    }
  } catch {
    // The server may be unreachable or the session already gone; the local sign-out below still stands.
  } finally {
    clearToken(session);
  }
}
