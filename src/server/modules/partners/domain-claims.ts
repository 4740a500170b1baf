// A partner's own domain joins the host table (and so serves their site) only once DNS proves it is theirs, and
// leaves it when the proof does: replaced or removed in Settings, taken by a partner whose proof DNS now shows
// instead, or missing for `DOMAIN_LAPSE_GRACE_DAYS` of daily re-checks in a row (the owner is e-mailed when the
// proof goes missing and again when the domain is released). The operator's own hosts (the seeded demo's, with no
// proof) are never re-checked or taken.
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import {
  DOMAIN_LAPSE_GRACE_DAYS,
  proofRecordName,
  proofRecordValue,
} from '../../../domain/partners/site-addresses';
import type { Db } from '../../db/client';
import { tenantHosts, tenants, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Mailer } from '../../mail/mailer';
import { cnameTarget, lookUpDomain, type DnsEnv, type DomainFindings, type DomainProof } from './domain-dns';
import { findTenantById, instantAddress, type Tenant } from '../../lib/tenants';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const DOMAIN_CLAIMS = {
  /** A claim is re-checked when its last check is this old: once a day, whatever the sweep's phase. */
  recheckAfterMs: DAY_MS - HOUR_MS,
  graceMs: DOMAIN_LAPSE_GRACE_DAYS * DAY_MS,
} as const;

export type HostRow = typeof tenantHosts.$inferSelect;

const taken = (domain: string) =>
  new HttpError(
    409,
    ERROR_CODES.conflict,
    `${domain} already runs another travel site, and its DNS still proves it.`,
    {
      'site.customDomain': 'This domain is already taken',
    },
  );

/** The address a tenant's links use once `domain` is settled: the domain while it is theirs and points here,
 * else their instant address if the domain was it. */
function canonicalDomain(tenant: Tenant, domain: string, pointsHere: boolean, env: DnsEnv): string {
  if (pointsHere) return domain;
  return tenant.domain === domain ? instantAddress(tenant.slug ?? '', env.PLATFORM_DOMAIN) : tenant.domain;
}

/** The host row that makes `domain` this tenant's, if any. */
export async function ownHostRow(db: Db, tenantId: string, domain: string): Promise<HostRow | null> {
  if (!domain) return null;
  const [row] = await db
    .select()
    .from(tenantHosts)
    .where(and(eq(tenantHosts.host, domain), eq(tenantHosts.tenantId, tenantId)));
  return row ?? null;
}

/** Takes `domain` out of the host table for `tenantId` (in the caller's transaction); their links go back to the
 * instant address if they used the domain. */
export async function releaseDomain(
  tx: Db,
  tenant: Pick<Tenant, 'id' | 'slug'>,
  domain: string,
  env: Pick<DnsEnv, 'PLATFORM_DOMAIN'>,
) {
  const released = await tx
    .delete(tenantHosts)
    .where(and(eq(tenantHosts.host, domain), eq(tenantHosts.tenantId, tenant.id)))
    .returning({ host: tenantHosts.host });
  await tx
    .update(tenants)
    .set({ domain: instantAddress(tenant.slug ?? '', env.PLATFORM_DOMAIN) })
    .where(and(eq(tenants.id, tenant.id), eq(tenants.domain, domain)));
  return released.length > 0;
}

/**
 * Claims `domain` for `tenant`, whose proof DNS has just shown. A domain another partner holds moves only if DNS no
 * longer proves it theirs (the domain's owner replaced their record); an operator's host never moves. Two claims of
 * one domain take turns under a lock on it.
 */
export async function claimDomain(
  db: Db,
  tenant: Tenant,
  domain: string,
  findings: DomainFindings & { proof: DomainProof },
  env: DnsEnv,
  now = new Date(),
): Promise<void> {
  const [holder] = await db.select().from(tenantHosts).where(eq(tenantHosts.host, domain));
  if (holder && holder.tenantId !== tenant.id) {
    const other = await findTenantById(db, holder.tenantId);
    if (holder.provenBy === null || !other || (await lookUpDomain(domain, other, env)).proof)
      throw taken(domain);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`domain-claim:${domain}`}))`);
    const [current] = await tx.select().from(tenantHosts).where(eq(tenantHosts.host, domain));
    if (current && current.tenantId !== tenant.id) {
      if (current.tenantId !== holder?.tenantId) throw taken(domain);
      const other = await findTenantById(tx, current.tenantId);
      await releaseDomain(tx, { id: current.tenantId, slug: other?.slug ?? null }, domain, env);
    }
    const proven = { provenBy: findings.proof, checkedAt: now, lapsedSince: null, warnedAt: null };
    await tx
      .insert(tenantHosts)
      .values({ host: domain, tenantId: tenant.id, provenAt: now, ...proven })
      .onConflictDoUpdate({ target: tenantHosts.host, set: proven });
    const [fresh] = await tx.select().from(tenants).where(eq(tenants.id, tenant.id));
    if (fresh)
      await tx
        .update(tenants)
        .set({ domain: canonicalDomain(fresh, domain, findings.pointsHere, env) })
        .where(eq(tenants.id, tenant.id));
  });
}

/** Notes that the proof of a domain this tenant holds is missing (the lapse starts now unless it already had).
 * Answers the lapse's start, or null when the tenant does not hold the domain by proof. */
export async function noteMissingProof(db: Db, tenantId: string, domain: string, now = new Date()) {
  const [row] = await db
    .update(tenantHosts)
    .set({ lapsedSince: sql`coalesce(${tenantHosts.lapsedSince}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(eq(tenantHosts.host, domain), eq(tenantHosts.tenantId, tenantId), isNotNull(tenantHosts.provenBy)),
    )
    .returning({ lapsedSince: tenantHosts.lapsedSince });
  return row?.lapsedSince ?? null;
}

async function ownerEmails(db: Db, tenantId: string): Promise<string[]> {
  const owners = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'partner'), eq(users.partnerRole, 'owner')));
  return owners.flatMap((owner) => (owner.email ? [owner.email] : []));
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function proofLines(tenant: Tenant, domain: string, env: DnsEnv): string {
  const target = cnameTarget(tenant, env);
  return [
    `  TXT record ${proofRecordName(domain)} with the value ${proofRecordValue(tenant.domainToken)}`,
    ...(target ? [`  or a CNAME record for ${domain} with the value ${target}`] : []),
  ].join('\n');
}

function lapseMail(tenant: Tenant, domain: string, since: Date, env: DnsEnv) {
  const release = new Date(since.getTime() + DOMAIN_CLAIMS.graceMs);
  return {
    subject: `Action needed: ${domain} no longer proves it is ${tenant.businessName}'s`,
    text: [
      `Since ${day(since)} the DNS of ${domain} no longer has the record that proves it is ${tenant.businessName}'s site:`,
      proofLines(tenant, domain, env),
      `Put the record back at your registrar by ${day(release)}. After that, ${domain} is released: it stops serving your site and another business could claim it.`,
      `Settings > Site address in your console shows the record and checks it for you.`,
    ].join('\n\n'),
  };
}

function releaseMail(tenant: Tenant, domain: string, env: DnsEnv) {
  const address = instantAddress(tenant.slug ?? '', env.PLATFORM_DOMAIN);
  return {
    subject: `${domain} has been released from ${tenant.businessName}`,
    text: [
      `For ${DOMAIN_LAPSE_GRACE_DAYS} days the DNS of ${domain} did not prove it is ${tenant.businessName}'s site, so the domain has been released. Your site still answers on ${address}.`,
      `To claim ${domain} again, create this record at your registrar and press Check in Settings > Site address:`,
      proofLines(tenant, domain, env),
    ].join('\n\n'),
  };
}

export interface RecheckDeps {
  db: Db;
  env: DnsEnv;
  mailer: Mailer;
  warn: (error: unknown, message: string) => void;
}

export interface RecheckResult {
  checked: number;
  proven: number;
  lapsed: number;
  warned: number;
  released: number;
}

async function mailOwners(deps: RecheckDeps, tenant: Tenant, mail: { subject: string; text: string }) {
  for (const to of await ownerEmails(deps.db, tenant.id))
    await deps.mailer
      .send({ to, ...mail })
      .catch((error: unknown) => deps.warn(error, 'domain notice not sent'));
}

/** Takes a claim due for its daily re-check, so two processes sweeping at once do not both check it. */
async function leaseDue(db: Db, row: HostRow, due: Date, now: Date): Promise<boolean> {
  const [leased] = await db
    .update(tenantHosts)
    .set({ checkedAt: now })
    .where(
      and(
        eq(tenantHosts.host, row.host),
        eq(tenantHosts.tenantId, row.tenantId),
        or(isNull(tenantHosts.checkedAt), lte(tenantHosts.checkedAt, due)),
      ),
    )
    .returning({ host: tenantHosts.host });
  return Boolean(leased);
}

async function recheckOne(deps: RecheckDeps, row: HostRow, tenant: Tenant, now: Date, result: RecheckResult) {
  const { db, env } = deps;
  let findings: DomainFindings;
  try {
    findings = await lookUpDomain(row.host, tenant, env);
  } catch (error) {
    deps.warn(error, `DNS lookup of ${row.host} failed; its claim is checked again tomorrow`);
    return;
  }
  result.checked += 1;
  const mine = and(eq(tenantHosts.host, row.host), eq(tenantHosts.tenantId, row.tenantId));
  if (findings.proof) {
    result.proven += 1;
    await db
      .update(tenantHosts)
      .set({ provenBy: findings.proof, lapsedSince: null, warnedAt: null })
      .where(mine);
    if (tenant.customDomain === row.host)
      await db
        .update(tenants)
        .set({ domain: canonicalDomain(tenant, row.host, findings.pointsHere, env) })
        .where(eq(tenants.id, tenant.id));
    return;
  }
  const since = row.lapsedSince ?? now;
  if (now.getTime() - since.getTime() >= DOMAIN_CLAIMS.graceMs) {
    if (await db.transaction((tx) => releaseDomain(tx, tenant, row.host, env))) {
      result.released += 1;
      await mailOwners(deps, tenant, releaseMail(tenant, row.host, env));
    }
    return;
  }
  result.lapsed += 1;
  if (!row.lapsedSince) await db.update(tenantHosts).set({ lapsedSince: since }).where(mine);
  const [warn] = await db
    .update(tenantHosts)
    .set({ warnedAt: now })
    .where(and(mine, isNull(tenantHosts.warnedAt)))
    .returning({ host: tenantHosts.host });
  if (!warn) return;
  result.warned += 1;
  await mailOwners(deps, tenant, lapseMail(tenant, row.host, since, env));
}

/** The daily re-check of every claimed domain whose last check is a day old (the housekeeping sweep runs it
 * hourly): a proof found clears any lapse; a missing one starts or continues the lapse, e-mails the owners once,
 * and releases the domain once the lapse is `DOMAIN_LAPSE_GRACE_DAYS` old. `now` is injectable for tests. */
export async function recheckDomainClaims(deps: RecheckDeps, now = new Date()): Promise<RecheckResult> {
  const due = new Date(now.getTime() - DOMAIN_CLAIMS.recheckAfterMs);
  const rows = await deps.db
    .select({ host: tenantHosts, tenant: tenants })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(
      and(
        isNotNull(tenantHosts.provenBy),
        or(isNull(tenantHosts.checkedAt), lte(tenantHosts.checkedAt, due)),
      ),
    );
  const result: RecheckResult = { checked: 0, proven: 0, lapsed: 0, warned: 0, released: 0 };
  for (const { host, tenant } of rows) {
    if (await leaseDue(deps.db, host, due, now)) await recheckOne(deps, host, tenant, now, result);
  }
  return result;
}
