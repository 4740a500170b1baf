// A partner's promo codes: created, listed with their uses, archived; and the check of one code for a rider's
// fare, which the booking runs again under a lock on the code's row so a limited code is never over-used. A
// code's uses are the rides booked with it and not cancelled, counted when needed, never kept as a counter.
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import {
  promoDiscount,
  promoRefusal,
  type PromoCode,
  type PromoCodeRequest,
  type PromoRefusal,
} from '../../../domain/money/promo-codes';
import type { Db } from '../../db/client';
import { promoCodes, rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Tenant } from '../../lib/tenants';

type PromoRow = typeof promoCodes.$inferSelect;

const usesOf = (tenantId: string, ...where: ReturnType<typeof eq>[]) =>
  and(eq(rides.tenantId, tenantId), ne(rides.status, 'cancelled'), ...where);

function toPromoCode(row: PromoRow, uses: number): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as PromoCode['kind'],
    percentBps: row.percentBps,
    maxDiscount: row.maxDiscount,
    flatAmount: row.flatAmount,
    firstRideOnly: row.firstRideOnly,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    totalLimit: row.totalLimit,
    perRiderLimit: row.perRiderLimit,
    vehicleTypes: row.vehicleTypes as PromoCode['vehicleTypes'],
    uses,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPromoCodes(db: Db, tenant: Tenant): Promise<PromoCode[]> {
  const used = db
    .select({ promoCodeId: rides.promoCodeId, uses: count().as('uses') })
    .from(rides)
    .where(usesOf(tenant.id))
    .groupBy(rides.promoCodeId)
    .as('used');
  const rows = await db
    .select({ code: promoCodes, uses: sql<number>`coalesce(${used.uses}, 0)`.mapWith(Number) })
    .from(promoCodes)
    .leftJoin(used, eq(used.promoCodeId, promoCodes.id))
    .where(eq(promoCodes.tenantId, tenant.id))
    .orderBy(desc(promoCodes.createdAt));
  return rows.map((row) => toPromoCode(row.code, row.uses));
}

export async function createPromoCode(db: Db, tenant: Tenant, request: PromoCodeRequest): Promise<PromoCode> {
  const percent = request.kind === 'percent';
  const [row] = await db
    .insert(promoCodes)
    .values({
      tenantId: tenant.id,
      code: request.code,
      kind: request.kind,
      percentBps: percent ? request.percentBps : null,
      maxDiscount: percent ? request.maxDiscount : null,
      flatAmount: percent ? null : request.flatAmount,
      firstRideOnly: request.firstRideOnly,
      validFrom: request.validFrom ? new Date(request.validFrom) : null,
      validUntil: request.validUntil ? new Date(request.validUntil) : null,
      totalLimit: request.totalLimit ?? null,
      perRiderLimit: request.perRiderLimit ?? null,
      vehicleTypes: request.vehicleTypes,
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new HttpError(409, ERROR_CODES.conflict, `${request.code} already exists.`, {
      code: 'Choose another code',
    });
  return toPromoCode(row, 0);
}

export async function archivePromoCode(db: Db, tenant: Tenant, id: string): Promise<PromoCode> {
  const [row] = await db
    .update(promoCodes)
    .set({ archivedAt: sql`coalesce(${promoCodes.archivedAt}, now())` })
    .where(and(eq(promoCodes.id, id), eq(promoCodes.tenantId, tenant.id)))
    .returning();
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'This promo code was not found.');
  const [used] = await db
    .select({ uses: count() })
    .from(rides)
    .where(usesOf(tenant.id, eq(rides.promoCodeId, id)));
  return toPromoCode(row, used?.uses ?? 0);
}

export interface PromoFare {
  riderId: string;
  vehicleType: string;
  rideAmount: number;
}

export type PromoOutcome =
  | { applies: true; promoCodeId: string; code: string; discount: number }
  | { applies: false; reason: PromoRefusal };

/** Whether a code applies to a rider's fare, and its discount. With `lock` (inside the booking's transaction) the
 * code's row is held until the ride is written, so the uses counted here are the uses there are. */
export async function applyPromoCode(
  db: Db,
  tenant: Tenant,
  code: string,
  fare: PromoFare,
  lock = false,
  now = new Date(),
): Promise<PromoOutcome> {
  const query = db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.tenantId, tenant.id), eq(promoCodes.code, code), isNull(promoCodes.archivedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return { applies: false, reason: 'unknown' };
  const tally = (...where: ReturnType<typeof eq>[]) =>
    db
      .select({ n: count() })
      .from(rides)
      .where(usesOf(tenant.id, ...where))
      .then(([result]) => result?.n ?? 0);
  const [uses, riderUses, riderRides] = await Promise.all([
    tally(eq(rides.promoCodeId, row.id)),
    tally(eq(rides.promoCodeId, row.id), eq(rides.riderId, fare.riderId)),
    tally(eq(rides.riderId, fare.riderId)),
  ]);
  const reason = promoRefusal(row, { now, vehicleType: fare.vehicleType, uses, riderUses, riderRides });
  if (reason) return { applies: false, reason };
  const discount = promoDiscount(row, fare.rideAmount);
  return { applies: true, promoCodeId: row.id, code: row.code, discount };
}
