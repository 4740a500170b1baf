// Checks a partner's own domain in the DNS, as their registrar publishes it: a CNAME to the site's instant
// address (or an A record to one of this server's addresses) switches the site onto the domain; no record yet
// is "pending"; records pointing anywhere else are "elsewhere" and nothing switches.
import { Resolver } from 'node:dns/promises';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import type { DomainStatus } from '../../../domain/partners/partner-settings';
import type { Db } from '../../db/client';
import { tenantHosts, tenants } from '../../db/schema';
import { HttpError } from '../../http-error';
import { instantAddress, type Tenant } from '../../lib/tenants';

export interface DnsEnv {
  PLATFORM_DOMAIN: string;
  DNS_SERVERS: string[];
  SITE_IPS: string[];
}

const MISSING = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED', 'EREFUSED']);
const LOOKUP_TIMEOUT_MS = 3000;

function resolver(servers: string[]): Resolver {
  const dns = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 2 });
  if (servers.length) dns.setServers(servers);
  return dns;
}

async function records(lookup: () => Promise<string[]>): Promise<string[]> {
  try {
    return await lookup();
  } catch (error) {
    if (MISSING.has((error as { code?: string }).code ?? '')) return [];
    throw error;
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

export async function checkOwnDomain(db: Db, tenant: Tenant, env: DnsEnv) {
  const domain = tenant.customDomain;
  if (!domain)
    throw new HttpError(400, ERROR_CODES.validation, 'Enter your own domain first.', {
      'site.customDomain': 'Enter your domain',
    });
  const target = instantAddress(tenant.slug ?? '', env.PLATFORM_DOMAIN);
  const dns = resolver(env.DNS_SERVERS);
  const cnames = (await records(() => dns.resolveCname(domain))).map(bare);
  const addresses = cnames.length ? [] : await records(() => dns.resolve4(domain));
  const found = [...cnames.map((name) => `CNAME ${name}`), ...addresses.map((ip) => `A ${ip}`)];
  const points = cnames.includes(target) || addresses.some((ip) => env.SITE_IPS.includes(ip));
  const status: DomainStatus = points ? 'found' : found.length ? 'elsewhere' : 'pending';
  if (status === 'found') await switchToOwnDomain(db, tenant, domain);
  return { status, found, message: statusMessage(status, domain, target) };
}

async function switchToOwnDomain(db: Db, tenant: Tenant, domain: string) {
  await db.transaction(async (tx) => {
    const [holder] = await tx.select().from(tenantHosts).where(eq(tenantHosts.host, domain));
    if (holder && holder.tenantId !== tenant.id)
      throw new HttpError(409, ERROR_CODES.conflict, `${domain} already runs another travel site.`);
    if (!holder) await tx.insert(tenantHosts).values({ host: domain, tenantId: tenant.id });
    await tx.update(tenants).set({ domain }).where(eq(tenants.id, tenant.id));
  });
}

function statusMessage(status: DomainStatus, domain: string, target: string): string {
  if (status === 'found') return `${domain} points here: your site now answers on it.`;
  if (status === 'elsewhere')
    return `${domain} points somewhere else. Change its record to a CNAME with the value ${target}.`;
  return `No record for ${domain} yet. Create a CNAME with the value ${target}; changes can take up to a few hours.`;
}
