// Reads a tenant's rate cards, parsed with the shared schema so a malformed row is skipped, never priced.
import { eq, sql } from 'drizzle-orm';
import { VEHICLE_TYPES, type VehicleType } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import { PER_KM_CEILING } from '../../../domain/partners/partner-settings';
import { rateCardSchema, type RateCard, type VehicleRates } from '../../../domain/partners/rate-card';
import type { Db } from '../../db/client';
import { rateCards } from '../../db/schema';
import { HttpError } from '../../http-error';

/** In the one order of vehicle types: the database hands an updated row back last, and the fares table would
 * move that card's column to the end. */
export async function tenantRateCards(db: Db, tenantId: string): Promise<RateCard[]> {
  const rows = await db.select().from(rateCards).where(eq(rateCards.tenantId, tenantId));
  return rows
    .flatMap((row) => {
      const parsed = rateCardSchema.safeParse({ vehicleType: row.vehicleType, rates: row.rates });
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => VEHICLE_TYPES.indexOf(a.vehicleType) - VEHICLE_TYPES.indexOf(b.vehicleType));
}

const perKmRates = (rates: VehicleRates) => [rates.local.perKm, rates.airport.perKm, rates.outstation.perKm];

/** Replaces one vehicle type's card; quotes price with it from the next request. A per-km rate above the
 * ceiling is almost always a typo (paise typed as rupees), so it needs the partner's confirmation. */
export async function replaceRateCard(
  tx: Db,
  tenantId: string,
  card: { vehicleType: VehicleType; rates: VehicleRates; confirmHighRates: boolean },
): Promise<RateCard> {
  if (!card.confirmHighRates && perKmRates(card.rates).some((rate) => rate > PER_KM_CEILING))
    throw new HttpError(
      409,
      ERROR_CODES.confirmationRequired,
      `A rate above ${PER_KM_CEILING / 100} per km is unusual. Confirm to save it.`,
      { 'rates.local.perKm': 'Unusually high: confirm to save' },
    );
  await tx
    .insert(rateCards)
    .values({ tenantId, vehicleType: card.vehicleType, rates: card.rates })
    .onConflictDoUpdate({
      target: [rateCards.tenantId, rateCards.vehicleType],
      set: { rates: sql`excluded.rates` },
    });
  return { vehicleType: card.vehicleType, rates: card.rates };
}
