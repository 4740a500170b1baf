// auth: who is asking. One-time codes by e-mail or SMS, logging in and out, the rider found or created by phone,
// a new partner's sign-up, and the keys the server signs with. Owns otp_codes and server_keys, and writes
// users and sessions (read on every request through lib/sessions.ts).
import type { RegisterModule } from '../../lib/server-module';
import { authRoutes } from './auth-routes';

export { fillBlankRiderName, findOrCreateRider } from './auth';
export { issueCode, verifyCode } from './one-time-codes';
export { freeSlug, lockSlug, retireSlug, slugTaken } from './site-slugs';
export { storedServerKey } from './server-keys';

export const register: RegisterModule = async (app) => {
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
};
