// Spending the rider's wallet on a fare, in the booking's transaction: the rider's balance read under a lock on
// their users row (so two bookings cannot spend it twice), the debit of the part paid from it, that part given
// back once when the ride is cancelled, and a fee owed that was added to a fare credited back when it completes.
import { and, eq, sql } from 'drizzle-orm';
import { LEDGER_KINDS } from '../../../domain/money/statement';
import type { Db } from '../../db/client';
import type { RideRow } from '../../db/rows';
import { users, walletTransactions } from '../../db/schema';

const shortId = (id: string) => id.slice(0, 8).toUpperCase();

/** The sum of every entry of a rider's wallet. */
export async function riderBalance(db: Db, tenantId: string, riderId: string): Promise<number> {
  const [sum] = await db
    .select({
      balance: sql<string>`coalesce(sum(case when ${walletTransactions.direction} = 'credit' then ${walletTransactions.amount} else -${walletTransactions.amount} end), 0)`,
    })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.tenantId, tenantId), eq(walletTransactions.riderId, riderId)));
  return Number(sum?.balance ?? 0);
}

/** The balance, with the rider's row locked until the transaction ends: every spend of it waits its turn. */
export async function lockedRiderBalance(tx: Db, tenantId: string, riderId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, riderId)).for('update');
  return riderBalance(tx, tenantId, riderId);
}

type LedgerRide = Pick<RideRow, 'id' | 'tenantId' | 'riderId' | 'currency'>;

async function riderEntry(
  tx: Db,
  ride: LedgerRide,
  entry: { direction: 'credit' | 'debit'; amount: number; kind: string; description: string },
) {
  if (entry.amount <= 0 || !ride.riderId) return;
  await tx.insert(walletTransactions).values({
    ...entry,
    tenantId: ride.tenantId,
    riderId: ride.riderId,
    currency: ride.currency,
    rideId: ride.id,
  });
}

export const debitWalletPart = (tx: Db, ride: LedgerRide & { walletAmount: number }) =>
  riderEntry(tx, ride, {
    direction: 'debit',
    amount: ride.walletAmount,
    kind: LEDGER_KINDS.walletPayment,
    description: `Paid from wallet for ride #${shortId(ride.id)}`,
  });

/** Called once, as the ride moves to cancelled (a move the state machine allows only once). */
export const refundWalletPart = (tx: Db, ride: LedgerRide & { walletAmount: number }) =>
  riderEntry(tx, ride, {
    direction: 'credit',
    amount: ride.walletAmount,
    kind: LEDGER_KINDS.walletRefund,
    description: `Wallet payment returned: ride #${shortId(ride.id)} cancelled`,
  });

/** Called once, as the ride completes: the fee owed was paid with this fare, so the wallet is owed it back. */
export const creditSettledFee = (tx: Db, ride: LedgerRide & { settledFee: number }) =>
  riderEntry(tx, ride, {
    direction: 'credit',
    amount: ride.settledFee,
    kind: LEDGER_KINDS.feeSettled,
    description: `Fee owed paid with ride #${shortId(ride.id)}`,
  });
