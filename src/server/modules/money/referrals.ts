// Referrals: a rider's code (made on first ask), what a link's invitation is worth, and the two rewards credited
// in the transaction that completes the new rider's first ride. The conditional update of
// `referral_rewarded_at` is what makes the rewards happen once: of two completions racing, the second waits on
// the row and then finds it set.
import { and, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { newReferralCode, normaliseReferralCode, REFERRAL_PARAM } from '../../../domain/money/referral-code';
import type { Invitation, Referral } from '../../../domain/money/referral';
import { LEDGER_KINDS } from '../../../domain/money/statement';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { rides, tenants, users, walletTransactions } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http-error';
import type { Tenant } from '../../lib/tenants';

const CODE_ATTEMPTS = 5;
const shortId = (id: string) => id.slice(0, 8).toUpperCase();

async function storedCode(db: Db, riderId: string): Promise<string | null> {
  const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, riderId));
  return row?.code ?? null;
}

/** The rider's code, made once: a code taken by another rider is drawn again; a twin request that set one first wins. */
async function ensureCode(db: Db, riderId: string): Promise<string> {
  for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt += 1) {
    const existing = await storedCode(db, riderId);
    if (existing) return existing;
    try {
      await db
        .update(users)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(users.id, riderId), isNull(users.referralCode)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const made = await storedCode(db, riderId);
  if (!made) throw new Error('no free referral code after several draws');
  return made;
}

export async function referralFor(db: Db, tenant: Tenant, riderId: string): Promise<Referral> {
  const code = await ensureCode(db, riderId);
  const [friends] = await db
    .select({ joined: count(), rewarded: count(users.referralRewardedAt) })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.referredBy, riderId)));
  return {
    code,
    link: `https://${tenant.domain}/?${REFERRAL_PARAM}=${code}`,
    referrerReward: tenant.referrerReward,
    refereeReward: tenant.refereeReward,
    currency: tenant.currency,
    joined: friends?.joined ?? 0,
    rewarded: friends?.rewarded ?? 0,
  };
}

/** What joining by this code gives the new rider; an unknown code of this partner is a 404. */
export async function invitationFor(db: Db, tenant: Tenant, rawCode: string): Promise<Invitation> {
  const code = normaliseReferralCode(rawCode);
  const [referrer] = code
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'rider'), eq(users.referralCode, code)))
    : [];
  if (!referrer) throw new HttpError(404, ERROR_CODES.notFound, 'This invitation code is not known here.');
  return { refereeReward: tenant.refereeReward, currency: tenant.currency };
}

/** True when the rider has no completed ride but this one (its own row already says completed). */
async function isFirstCompletedRide(tx: Db, riderId: string, rideId: string) {
  const [earlier] = await tx
    .select({ n: count() })
    .from(rides)
    .where(and(eq(rides.riderId, riderId), eq(rides.status, 'completed'), ne(rides.id, rideId)));
  return (earlier?.n ?? 0) === 0;
}

/** On a referred rider's first completed ride: both rewards, once. Rewards of 0 credit nothing and mark nothing. */
export async function creditReferralRewards(
  tx: Db,
  tenant: Tenant,
  ride: { id: string; riderId: string | null; currency: string },
) {
  if (!ride.riderId) return;
  const [rewards] = await tx
    .select({ referrer: tenants.referrerReward, referee: tenants.refereeReward })
    .from(tenants)
    .where(eq(tenants.id, tenant.id));
  if (!rewards || rewards.referrer + rewards.referee <= 0) return;
  if (!(await isFirstCompletedRide(tx, ride.riderId, ride.id))) return;
  const [claimed] = await tx
    .update(users)
    .set({ referralRewardedAt: sql`now()` })
    .where(and(eq(users.id, ride.riderId), isNotNull(users.referredBy), isNull(users.referralRewardedAt)))
    .returning({ referrerId: users.referredBy, name: users.name });
  if (!claimed?.referrerId) return;
  const friend = claimed.name || 'a friend you invited';
  const entries = [
    {
      riderId: claimed.referrerId,
      rideId: null,
      amount: rewards.referrer,
      description: `Referral reward: ${friend} completed a first ride`,
    },
    {
      riderId: ride.riderId,
      rideId: ride.id,
      amount: rewards.referee,
      description: `Referral reward for your first ride #${shortId(ride.id)}`,
    },
  ].filter((entry) => entry.amount > 0);
  await tx.insert(walletTransactions).values(
    entries.map((entry) => ({
      ...entry,
      tenantId: tenant.id,
      currency: ride.currency,
      direction: 'credit',
      kind: LEDGER_KINDS.referral,
    })),
  );
}
