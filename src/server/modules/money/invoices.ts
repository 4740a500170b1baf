// Tax invoices of completed rides. `issueInvoice` runs inside the completing transaction (every door that
// completes a ride goes through `applyRideAction`): it takes the tenant's next number under the sequence row's
// lock and freezes what the invoice shows, so numbers are gap-free and a re-download is the same document.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import { GST_STATES, gstStateCode } from '../../../domain/money/gstin';
import {
  invoiceNumber,
  invoiceSnapshotSchema,
  splitGst,
  type InvoiceSnapshot,
} from '../../../domain/money/invoice';
import type { Db } from '../../db/client';
import { invoices, invoiceSequences, promoCodes, rides, users, vehicles } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RideRow } from '../../db/rows';
import { placeIndex } from '../places';
import type { Tenant } from '../../lib/tenants';

async function nextSequence(tx: Db, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.tenantId,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  return row!.lastNumber;
}

const stateOf = (code: string | null) => (code && GST_STATES[code] ? { code, name: GST_STATES[code] } : null);

/** Where the rider boarded, as a GST state: the state of the nearest gazetteer town to the pickup. */
async function boardingState(ride: RideRow): Promise<string | null> {
  const town = (await placeIndex('in')).nearest(ride.pickupLat, ride.pickupLng, 'city');
  return town?.place.region ? gstStateCode(town.place.region) : null;
}

async function buildSnapshot(tx: Db, tenant: Tenant, ride: RideRow, sequence: number, now: Date) {
  const [vehicle] = ride.vehicleId
    ? await tx.select({ number: vehicles.number }).from(vehicles).where(eq(vehicles.id, ride.vehicleId))
    : [];
  const [rider] = ride.riderId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, ride.riderId))
    : [];
  const sellerState = tenant.gstin ? stateOf(tenant.gstin.slice(0, 2)) : null;
  const placeOfSupply = sellerState ? (stateOf(await boardingState(ride)) ?? sellerState) : null;
  const [promo] = ride.promoCodeId
    ? await tx.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, ride.promoCodeId))
    : [];
  const fare = { ...ride, rideAmount: ride.rideAmount - ride.promoDiscount };
  const split = splitGst(fare, sellerState ? placeOfSupply!.code === sellerState.code : null);
  return invoiceSnapshotSchema.parse({
    number: invoiceNumber(sequence),
    issuedAt: now.toISOString(),
    timezone: tenant.timezone,
    currency: ride.currency,
    seller: {
      businessName: tenant.businessName,
      legalName: tenant.legalName || tenant.businessName,
      gstin: tenant.gstin,
      address: tenant.legalAddress,
      phone: tenant.phone ? `+${tenant.dialCode} ${tenant.phone}` : '',
      email: tenant.email,
      state: sellerState,
    },
    rider: {
      name: ride.customerName,
      phone: ride.customerPhone,
      email: ride.customerEmail || rider?.email || '',
    },
    trip: {
      rideId: ride.id,
      service: ride.service,
      tripType: ride.tripType,
      vehicleType: ride.vehicleType,
      vehicleNumber: vehicle?.number ?? '',
      pickupName: ride.pickupName,
      dropoffName: ride.dropoffName,
      pickupAt: ride.pickupAt.toISOString(),
      distanceKm: Math.round(ride.distanceMeters / 100) / 10,
      paymentMethod: ride.paymentMethod,
    },
    placeOfSupply,
    ...split,
    cashback: ride.cashbackAmount,
    promo: ride.promoDiscount > 0 ? { code: promo?.code ?? '', discount: ride.promoDiscount } : null,
    walletAmount: ride.walletAmount,
    settledFee: ride.settledFee,
  } satisfies InvoiceSnapshot);
}

/** Numbers and freezes the invoice of a ride being completed, in the completing transaction. */
export async function issueInvoice(tx: Db, tenant: Tenant, ride: RideRow, now = new Date()) {
  const sequence = await nextSequence(tx, tenant.id);
  const snapshot = await buildSnapshot(tx, tenant, ride, sequence, now);
  await tx
    .insert(invoices)
    .values({ tenantId: tenant.id, rideId: ride.id, sequence, snapshot, createdAt: now });
}

export type InvoiceRow = typeof invoices.$inferSelect;

const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'There is no invoice for this ride.');

/** A ride's invoice as its tenant sees it, or, with `riderId`, only when that rider booked the ride. */
export async function findInvoice(
  db: Db,
  tenantId: string,
  rideId: string,
  riderId?: string,
): Promise<{ row: InvoiceRow; snapshot: InvoiceSnapshot }> {
  const [found] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(rides, eq(rides.id, invoices.rideId))
    .where(
      and(
        eq(invoices.rideId, rideId),
        eq(invoices.tenantId, tenantId),
        eq(rides.tenantId, tenantId),
        ...(riderId === undefined ? [] : [eq(rides.riderId, riderId)]),
      ),
    );
  if (!found) throw notFound();
  return { row: found.invoice, snapshot: invoiceSnapshotSchema.parse(found.invoice.snapshot) };
}

/** Claims the right to e-mail an invoice once: true for the first caller only. */
export async function claimInvoiceMail(db: Db, invoiceId: string): Promise<boolean> {
  const claimed = await db
    .update(invoices)
    .set({ emailedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.emailedAt)))
    .returning({ id: invoices.id });
  return claimed.length > 0;
}
