// What DNS says about a partner's own domain, as their registrar publishes it: whether it proves the domain is this
// partner's (a TXT record `_travelx.{domain}` holding their token, or a CNAME of the domain to their own instant
// address, which names one tenant), and, as a separate fact, whether it sends visitors here (that CNAME, or an A
// record to one of SITE_IPS). An A record proves nothing about who holds a domain: every partner's site shares it.
import { proofRecordName, proofRecordValue } from '../../../domain/partners/site-addresses';
import { dnsResolver } from '../../lib/dns-resolver';
import { instantAddress, type Tenant } from '../../lib/tenants';

export interface DnsEnv {
  PLATFORM_DOMAIN: string;
  DNS_SERVERS: string[];
  SITE_IPS: string[];
}

export type DomainProof = 'txt' | 'cname';

export interface DomainFindings {
  /** How DNS proves the domain is this tenant's, or null when it does not. */
  proof: DomainProof | null;
  /** The domain's CNAME or A record sends visitors to this server. */
  pointsHere: boolean;
  /** Every record found, as `TXT …`, `CNAME …`, `A …`. */
  found: string[];
}

const MISSING = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED', 'EREFUSED']);
async function records<T>(lookup: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookup();
  } catch (error) {
    if (MISSING.has((error as { code?: string }).code ?? '')) return [];
    throw error;
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** The instant address `tenant`'s CNAME must name, or null for a tenant without a slug. */
export const cnameTarget = (tenant: Tenant, env: DnsEnv) =>
  tenant.slug ? instantAddress(tenant.slug, env.PLATFORM_DOMAIN) : null;

export async function lookUpDomain(domain: string, tenant: Tenant, env: DnsEnv): Promise<DomainFindings> {
  const dns = dnsResolver(env.DNS_SERVERS);
  const [texts, cnames] = await Promise.all([
    records(() => dns.resolveTxt(proofRecordName(domain))).then((rows) =>
      rows.map((chunks) => chunks.join('')),
    ),
    records(() => dns.resolveCname(domain)).then((names) => names.map(bare)),
  ]);
  const addresses = cnames.length ? [] : await records(() => dns.resolve4(domain));
  const target = cnameTarget(tenant, env);
  const token = proofRecordValue(tenant.domainToken);
  const proof: DomainProof | null = texts.some((text) => text.trim() === token)
    ? 'txt'
    : target && cnames.includes(target)
      ? 'cname'
      : null;
  return {
    proof,
    pointsHere:
      Boolean(target && cnames.includes(target)) || addresses.some((ip) => env.SITE_IPS.includes(ip)),
    found: [
      ...texts.map((text) => `TXT ${text}`),
      ...cnames.map((name) => `CNAME ${name}`),
      ...addresses.map((ip) => `A ${ip}`),
    ],
  };
}
