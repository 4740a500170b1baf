// The tenant's privacy policy and terms: the partner's own text from settings, else the template filled with the
// business's name and contact. One reader for the API, the served page and the settings screen.
import {
  legalPageOf,
  legalTemplate,
  publicSiteAddress,
  type LegalPage,
  type LegalPageResponse,
} from '../../../domain/partners/legal-pages';
import type { Tenant } from '../../lib/tenants';

type LegalTenant = Pick<Tenant, 'businessName' | 'email' | 'phone' | 'domain' | 'privacyPolicy' | 'terms'>;

/** The partner's own text, else the template naming the site by `servedHost` (the address it was reached on)
 * or the partner's domain, whichever is a public name. */
export function legalText(tenant: LegalTenant, page: LegalPage, servedHost: string): string {
  const own = page === 'privacyPolicy' ? tenant.privacyPolicy : tenant.terms;
  if (own.trim()) return own;
  const { businessName, email, phone } = tenant;
  return legalTemplate(page, {
    businessName,
    email,
    phone,
    domain: publicSiteAddress(servedHost, tenant.domain),
  });
}

export function readLegalPage(tenant: LegalTenant, page: LegalPage, servedHost: string): LegalPageResponse {
  return legalPageOf(page, legalText(tenant, page, servedHost));
}
