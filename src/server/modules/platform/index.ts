// platform: the platform's owner and what they run across partners. Signing in by e-mailed code on the
// platform's own host (PLATFORM_ADMINS), the partners' list and pages, suspension, each partner's terms (commission,
// cashback range, monthly fee) with their history, and the platform's revenue read from the partners' ledgers.
// Owns platform_sessions, platform_login_codes, platform_audit_log, partner_terms' writes and platform_fee_charges.
import type { RegisterModule } from '../../lib/server-module';
import { adminAuthRoutes, adminMeRoute } from './admin-auth-routes';
import { adminPartnersRoutes } from './admin-partners-routes';
import { monthlyFeesPlugin } from './monthly-fees-plugin';
import { revenueRoutes } from './revenue-routes';
import { termsRoutes } from './terms-routes';

export const register: RegisterModule = async (app) => {
  const { db, env } = app.services;
  // The platform owner's console: sign-in, partners and suspension.
  if (env.PLATFORM_ADMINS.length === 0)
    app.log.warn('PLATFORM_ADMINS is empty: no one can sign in to the platform console at /admin.');
  await app.register(adminAuthRoutes, { prefix: '/api/v1/admin/auth' });
  await app.register(adminMeRoute, { prefix: '/api/v1/admin' });
  await app.register(adminPartnersRoutes, { prefix: '/api/v1/admin' });
  // Terms, monthly fees and revenue.
  await app.register(termsRoutes, { prefix: '/api/v1' });
  await app.register(revenueRoutes, { prefix: '/api/v1' });
  await app.register(monthlyFeesPlugin, { db, sweepMs: env.MONTHLY_FEE_SWEEP_MS });
};
