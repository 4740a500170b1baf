// POST /api/v1/auth/logout: ends one session on the server, then forgets its token here whatever the answer,
// so signing out always works, offline included; a business or driver sign-out also clears what the device kept.
import { loggedOutSchema } from '../../domain/auth';
import { apiRequest } from '../../lib/api-client';
import { clearToken, readToken, type SessionKind } from '../../lib/session';
import { clearDriverData, clearOfflineData } from '../../lib/offline/offline-db';
import { queryClient } from '../../lib/query-client';
import { forgetPersistedQueries } from '../../lib/query-persistence';

export async function logout(session: SessionKind): Promise<void> {
  try {
    if (readToken(session)) {
      await apiRequest('/api/v1/auth/logout', { method: 'POST', session, schema: loggedOutSchema });
    }
  } catch {
    // The server may be unreachable or the session already gone; the local sign-out below still stands.
  } finally {
    clearToken(session);
    if (session === 'business') await forgetPartnerData();
    if (session === 'driver') await forgetDriverData();
  }
}

/** Nothing of the business stays on the device after sign-out: queued actions, kept lists, cached answers. */
async function forgetPartnerData(): Promise<void> {
  queryClient.removeQueries({ queryKey: ['partner'] });
  forgetPersistedQueries();
  await clearOfflineData().catch(() => undefined);
}

/** The next driver on this phone sees nothing of the last one's rides. */
async function forgetDriverData(): Promise<void> {
  queryClient.removeQueries({ queryKey: ['driver'] });
  await clearDriverData().catch(() => undefined);
}
