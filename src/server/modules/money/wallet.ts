// Wallet ledger reads: the partner's own wallet (rider null) or one rider's cashback wallet.
// The balance is always the sum of every entry ever written; entries are never updated or deleted. A rider's
// cashback on rides still open is pending: shown apart, credited only when each ride completes.
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OPEN_RIDE_STATUSES } from '../../../domain/constants';
import { dateRange } from '../../../domain/date-filter';
import type { WalletQuery, WalletResponse, WalletTransaction } from '../../../domain/money/wallet';
import type { Db } from '../../db/client';
import { rides, walletTransactions } from '../../db/schema';
import type { Tenant } from '../../lib/tenants';

async function pendingCashback(db: Db, tenant: Tenant, riderId: string) {
  const open = await db
    .select({ rideId: rides.id, amount: rides.cashbackAmount, pickupAt: rides.pickupAt })
    .from(rides)
    .where(
      and(
        eq(rides.tenantId, tenant.id),
        eq(rides.riderId, riderId),
        inArray(rides.status, [...OPEN_RIDE_STATUSES]),
        gt(rides.cashbackAmount, 0),
      ),
    )
    .orderBy(asc(rides.pickupAt));
  return {
    amount: open.reduce((sum, ride) => sum + ride.amount, 0),
    rides: open.map((ride) => ({ ...ride, pickupAt: ride.pickupAt.toISOString() })),
  };
}

export async function readWallet(
  db: Db,
  tenant: Tenant,
  riderId: string | null,
  query: WalletQuery,
  now = new Date(),
): Promise<WalletResponse> {
  const owner = and(
    eq(walletTransactions.tenantId, tenant.id),
    riderId ? eq(walletTransactions.riderId, riderId) : isNull(walletTransactions.riderId),
  );
  const { from, to } = dateRange(query, now, tenant.timezone);
  const [[sum], rows, pending] = await Promise.all([
    db
      .select({
        balance: sql<string>`coalesce(sum(case when ${walletTransactions.direction} = 'credit' then ${walletTransactions.amount} else -${walletTransactions.amount} end), 0)`,
      })
      .from(walletTransactions)
      .where(owner),
    db
      .select()
      .from(walletTransactions)
      .where(and(owner, gte(walletTransactions.createdAt, from), lt(walletTransactions.createdAt, to)))
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(query.limit)
      .offset(query.offset),
    riderId ? pendingCashback(db, tenant, riderId) : undefined,
  ]);
  return {
    data: {
      total: { currency: tenant.currency, balance: Number(sum?.balance ?? 0) },
      transactions: rows.map((row): WalletTransaction => ({
        id: row.id,
        description: row.description,
        createdAt: row.createdAt.toISOString(),
        transaction: row.direction as WalletTransaction['transaction'],
        amount: row.amount,
        rideId: row.rideId,
        kind: row.kind,
      })),
      ...(pending ? { pendingCashback: pending } : {}),
    },
  };
}
