// The partner's "Check" of their own domain (POST /api/v1/partner/settings/domain-check): asks DNS now, claims the
// domain when it proves it is theirs (TXT `_travelx.{domain}` with their token, or a CNAME to their own instant
// address), notes a lapse when a domain they hold no longer proves it, and says separately whether the domain
// sends visitors here. An A record pointing here is reported but claims nothing: it proves the domain points at
// the platform, not which partner owns it.
import { ERROR_CODES } from '../../../domain/errors';
import type { DomainStatus } from '../../../domain/partners/partner-settings';
import {
  customDomainProblem,
  proofRecordName,
  proofRecordValue,
  underPlatformDomain,
} from '../../../domain/partners/site-addresses';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import { claimDomain, noteMissingProof, ownHostRow } from './domain-claims';
import { cnameTarget, lookUpDomain, type DnsEnv } from './domain-dns';
import type { Tenant } from '../../lib/tenants';

export type { DnsEnv } from './domain-dns';

const invalid = (message: string) =>
  new HttpError(400, ERROR_CODES.validation, `site.customDomain: ${message}`, {
    'site.customDomain': message,
  });

export async function checkOwnDomain(db: Db, tenant: Tenant, env: DnsEnv, now = new Date()) {
  const domain = tenant.customDomain;
  if (!domain) throw invalid('Enter your domain');
  const problem = underPlatformDomain(domain, env.PLATFORM_DOMAIN)
    ? 'Your address on us is set by the slug above'
    : customDomainProblem(domain);
  if (problem) throw invalid(problem);
  const findings = await lookUpDomain(domain, tenant, env);
  let status: DomainStatus;
  if (findings.proof) {
    await claimDomain(db, tenant, domain, { ...findings, proof: findings.proof }, env, now);
    status = 'verified';
  } else if (await noteMissingProof(db, tenant.id, domain, now)) {
    status = 'lapsed';
  } else {
    // An operator's host given to this tenant needs no proof; anything else is waiting for one.
    status = (await ownHostRow(db, tenant.id, domain)) ? 'verified' : 'pending';
  }
  return {
    status,
    found: findings.found,
    pointsHere: findings.pointsHere,
    message: statusMessage(status, findings.pointsHere, domain, tenant, env),
  };
}

function statusMessage(
  status: DomainStatus,
  pointsHere: boolean,
  domain: string,
  tenant: Tenant,
  env: DnsEnv,
): string {
  const target = cnameTarget(tenant, env);
  const proof = `a TXT record ${proofRecordName(domain)} with the value ${proofRecordValue(tenant.domainToken)}`;
  const visitors = pointsHere
    ? `${domain} points here.`
    : `${domain} does not point here yet${target ? `: create a CNAME with the value ${target}` : ''}.`;
  if (status === 'verified') return `${domain} is proven yours. ${visitors}`;
  if (status === 'lapsed')
    return `The proof of ${domain} is missing. Put back ${proof}, or the domain is released after 7 days.`;
  return `${domain} is not proven yours yet. Create ${proof}${target ? ` (or a CNAME with the value ${target})` : ''}; changes can take a few hours. ${visitors}`;
}
