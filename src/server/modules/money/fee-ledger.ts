// Fees in the wallet ledger. A cancellation or no-show fee: a debit of the rider's wallet (the one their cashback
// is credited to), which may go below zero; the rider then owes it, and their wallet and the console show it. The
// platform's monthly fee: a debit of the partner's own wallet, which may go below zero the same way.
import { LEDGER_KINDS } from '../../../domain/money/statement';
import type { Db } from '../../db/client';
import { walletTransactions } from '../../db/schema';
import type { RideRow } from '../../db/rows';
import type { Tenant } from '../../lib/tenants';

export type FeeKind = 'cancellation_fee' | 'no_show_fee';
const WORDS: Record<FeeKind, string> = { cancellation_fee: 'Cancellation fee', no_show_fee: 'No-show fee' };

/** Debits the fee kept on the cancelled ride; a ride without a rider account (a caller's) keeps it only there. */
export async function debitRideFee(tx: Db, tenant: Tenant, ride: RideRow, kind: FeeKind) {
  const fee = ride.cancellationFee ?? 0;
  if (fee <= 0 || !ride.riderId) return;
  await tx.insert(walletTransactions).values({
    tenantId: tenant.id,
    riderId: ride.riderId,
    direction: 'debit',
    amount: fee,
    currency: ride.currency,
    description: `${WORDS[kind]} for ride #${ride.id.slice(0, 8).toUpperCase()}`,
    rideId: ride.id,
    kind,
  });
}

/** The platform's monthly fee as a debit of the partner's own wallet, dated `at` (the charge's run). */
export async function debitPlatformFee(tx: Db, tenant: Tenant, month: string, amount: number, at: Date) {
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      tenantId: tenant.id,
      riderId: null,
      direction: 'debit',
      amount,
      currency: tenant.currency,
      description: `Platform fee for ${month}`,
      kind: LEDGER_KINDS.platformFee,
      createdAt: at,
    })
    .returning({ id: walletTransactions.id });
  return row!.id;
}
