// partners: the travel partner's business as it runs its site. Settings and brand, domains and their checks,
// staff and roles, rate cards, legal texts, the per-tenant web app manifest, the public config, the partner's app
// links, and which names the TLS edge may get certificates for; a domain is claimed only by a DNS proof, re-checked
// daily. Owns tenants, tenant_hosts and rate_cards.
import type { RegisterModule } from '../../lib/server-module';
import { appRoutes } from './apps-routes';
import { configRoutes } from './config-routes';
import { recheckDomainsHourly } from './domain-recheck';
import { legalRoutes } from './legal-routes';
import { partnerSettingsRoutes } from './partner-settings-routes';
import { partnerStaffRoutes } from './partner-staff-routes';
import { platformTermsRoutes } from './platform-terms-routes';
import { tlsRoutes } from './tls-routes';

export { manifestRoute } from './config-routes';
export { readLegalPage } from './legal-pages';
export { tenantRateCards } from './rate-cards';
export {
  builtInTerms,
  setReferralRewards,
  setRiderCashback,
  termsFromRow,
  termsInEffect,
  termsTimeline,
  type TermsTimeline,
} from './partner-terms';

export const register: RegisterModule = async (app) => {
  await app.register(configRoutes, { prefix: '/api/v1' });
  await app.register(partnerSettingsRoutes, { prefix: '/api/v1/partner' });
  await app.register(partnerStaffRoutes, { prefix: '/api/v1/partner' });
  await app.register(appRoutes, { prefix: '/api/v1' });
  await app.register(legalRoutes, { prefix: '/api/v1' });
  await app.register(tlsRoutes, { prefix: '/api/v1' });
  await app.register(platformTermsRoutes, { prefix: '/api/v1' });
  recheckDomainsHourly(app);
};
