// The tenant's privacy policy and terms: the partner's own text from settings, else the template filled with the
// business's name and contact. One reader for the API, the served page and the settings screen.
import {
  legalPageOf,
  legalTemplate,
  type LegalPage,
  type LegalPageResponse,
} from '../../../domain/partners/legal-pages';
import type { Tenant } from '../../lib/tenants';

type LegalTenant = Pick<Tenant, 'businessName' | 'email' | 'phone' | 'domain' | 'privacyPolicy' | 'terms'>;

export function legalText(tenant: LegalTenant, page: LegalPage): string {
  const own = page === 'privacyPolicy' ? tenant.privacyPolicy : tenant.terms;
  if (own.trim()) return own;
  const { businessName, email, phone, domain } = tenant;
  return legalTemplate(page, { businessName, email, phone, domain });
}

export function readLegalPage(tenant: LegalTenant, page: LegalPage): LegalPageResponse {
  return legalPageOf(page, legalText(tenant, page));
}
