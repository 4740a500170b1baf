// POST /api/v1/auth/logout: ends one session on the server, then forgets its token here whatever the answer,
// so signing out always works, offline included; a business or driver sign-out also clears what the device kept,
// and the server is told to stop this session's notifications to this browser.
// POST /api/v1/auth/logout-all ends every session of the user, and only counts once the server confirmed it.
import { loggedOutSchema } from '../../domain/auth/auth';
import { apiRequest } from '../../lib/api-client';
import { clearToken, readToken, type SessionKind } from '../../lib/session';
import { clearDriverData, clearOfflineData, clearRiderSnapshots } from '../../lib/offline/offline-db';
import { pushSupport } from '../../lib/push/push-support';
import { queryClient } from '../../lib/query-client';
import { forgetPersistedQueries } from '../../lib/query-persistence';

/** The rider's pages whose answers the device keeps for offline reading. */
const RIDER_KEPT_PATHS = ['/api/v1/wallet', '/api/v1/me'] as const;

export async function logout(session: SessionKind): Promise<void> {
  try {
    if (readToken(session)) {
      await stopNotificationsHere(session);
      await apiRequest('/api/v1/auth/logout', { method: 'POST', session, schema: loggedOutSchema });
    }
  } catch {
    // The server may be unreachable or the session already gone; the local sign-out below still stands.
  } finally {
    await forgetSession(session);
  }
}

/** The next person on this device must not get the last one's notifications (offers, their ride's steps). */
async function stopNotificationsHere(session: SessionKind): Promise<void> {
  if (pushSupport() !== 'granted') return;
  const { disablePush } = await import('../../lib/push/push-subscription');
  await disablePush(session).catch(() => undefined);
}

/** The token goes, and with it what the device kept for that session. */
async function forgetSession(session: SessionKind): Promise<void> {
  clearToken(session);
  if (session === 'business') await forgetPartnerData();
  else if (session === 'driver') await forgetDriverData();
  else await clearRiderSnapshots(RIDER_KEPT_PATHS).catch(() => undefined);
}

/** Ends the user's sessions on every device. Throws when the server could not be told (offline), leaving this
 * device signed in, since signing out here alone would hide that the other devices still are. */
export async function logoutEverywhere(session: SessionKind): Promise<void> {
  await apiRequest('/api/v1/auth/logout-all', { method: 'POST', session, schema: loggedOutSchema });
  await forgetSession(session);
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
