// Reads a tenant's rate cards, parsed with the shared schema so a malformed row is skipped, never priced.
import { eq } from 'drizzle-orm';
import { rateCardSchema, type RateCard } from '../../domain/rate-card';
import type { Db } from '../db/client';
import { rateCards } from '../db/schema';

export async function tenantRateCards(db: Db, tenantId: string): Promise<RateCard[]> {
  const rows = await db.select().from(rateCards).where(eq(rateCards.tenantId, tenantId));
  return rows.flatMap((row) => {
    const parsed = rateCardSchema.safeParse({ vehicleType: row.vehicleType, rates: row.rates });
    return parsed.success ? [parsed.data] : [];
  });
}
