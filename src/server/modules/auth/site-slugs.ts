// The slugs of instant addresses `{slug}.{platform domain}`: which are free (not held by a tenant, not reserved for
// the operator or the platform, not an old address still redirecting for its tenant), and what a slug change
// leaves behind: the old address redirects to the new one for `OLD_SLUG_REDIRECT_DAYS`, held for its tenant, and
// is free after that. A lock per wanted slug lets two sign-ups or changes that want one slug take turns.
import { and, eq, gt, like, lte, ne, or, sql } from 'drizzle-orm';
import { isReservedSlug, OLD_SLUG_REDIRECT_DAYS } from '../../../domain/partners/site-addresses';
import type { Db } from '../../db/client';
import { retiredSlugs, tenants } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Holds the wanted slug (and its numbered variants) for the rest of the caller's transaction. */
export async function lockSlug(tx: Db, wanted: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`site-slug:${wanted.replace(/-\d+$/, '')}`}))`,
  );
}

/** Slugs starting with `prefix` that no one may take now. */
async function slugsInUse(db: Db, prefix: string, now: Date): Promise<Set<string>> {
  const pattern = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
  const [held, retired] = await Promise.all([
    db.select({ slug: tenants.slug }).from(tenants).where(like(tenants.slug, pattern)),
    db
      .select({ slug: retiredSlugs.slug })
      .from(retiredSlugs)
      .where(and(like(retiredSlugs.slug, pattern), gt(retiredSlugs.redirectUntil, now))),
  ]);
  return new Set([...held, ...retired].map((row) => row.slug ?? ''));
}

/** Whether `slug` is held by another tenant or still redirecting for one. */
export async function slugTaken(db: Db, slug: string, tenantId: string, now = new Date()): Promise<boolean> {
  const [held] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.slug, slug), ne(tenants.id, tenantId)))
    .limit(1);
  if (held) return true;
  const [retired] = await db
    .select({ slug: retiredSlugs.slug })
    .from(retiredSlugs)
    .where(
      and(
        eq(retiredSlugs.slug, slug),
        gt(retiredSlugs.redirectUntil, now),
        ne(retiredSlugs.tenantId, tenantId),
      ),
    )
    .limit(1);
  return Boolean(retired);
}

/** The wanted slug, or the first of `slug-2`, `slug-3`… that is free and not reserved. */
export async function freeSlug(db: Db, wanted: string, now = new Date()): Promise<string> {
  const taken = await slugsInUse(db, wanted, now);
  const free = (slug: string) => !taken.has(slug) && !isReservedSlug(slug);
  if (free(wanted)) return wanted;
  for (let n = 2; ; n += 1) if (free(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

/** After `tenantId` moved from `oldSlug` to `newSlug`: the old address redirects for its tenant for 30 days, and a
 * slug the tenant takes back stops redirecting (an expired row of another tenant's goes too). */
export async function retireSlug(
  tx: Db,
  tenantId: string,
  oldSlug: string | null,
  newSlug: string,
  now = new Date(),
) {
  await tx
    .delete(retiredSlugs)
    .where(
      and(
        eq(retiredSlugs.slug, newSlug),
        or(eq(retiredSlugs.tenantId, tenantId), lte(retiredSlugs.redirectUntil, now)),
      ),
    );
  if (!oldSlug) return;
  const redirectUntil = new Date(now.getTime() + OLD_SLUG_REDIRECT_DAYS * DAY_MS);
  await tx
    .insert(retiredSlugs)
    .values({ slug: oldSlug, tenantId, redirectUntil, createdAt: now })
    .onConflictDoUpdate({ target: retiredSlugs.slug, set: { tenantId, redirectUntil, createdAt: now } });
}
