// Tax invoices of completed rides: the partner's invoicing settings, the GST split of a fare, and the snapshot an
// invoice is kept as (so a re-download draws the same document after settings change).
//
// GST choice: passenger transport by cab at 5% (no input tax credit). Fares are quoted and paid tax-inclusive,
// so the invoice splits the tax out of the ride amount, any waiting charge and the driver allowance; tolls are passed on at cost as
// the rider's agent and carry no GST. The place of supply is where the rider boards (IGST Act s.12(9)): in the
// partner's own state CGST and SGST at 2.5% each, elsewhere IGST at 5%. A partner without a GSTIN issues a bill
// of supply with no tax lines.
import { z } from 'zod';
import { PAYMENT_METHODS, RIDE_SERVICES, TRIP_TYPES, VEHICLE_TYPES } from '../constants';
import { gstinSchema } from './gstin';

export const CAB_GST_BPS = 500;

export const invoicingSettingsSchema = z.object({
  legalName: z.string().trim().max(120),
  gstin: gstinSchema,
  address: z.string().trim().max(400),
});
export type InvoicingSettings = z.infer<typeof invoicingSettingsSchema>;

/** GST on an invoice: central and state halves within the state, integrated tax across states. */
export const TAX_KINDS = ['CGST', 'SGST', 'IGST'] as const;

export const FARE_LINES = ['rideAmount', 'waitingCharge', 'driverAllowance', 'tolls'] as const;
export type FareLine = (typeof FARE_LINES)[number];
/** Waiting at the pickup is part of the cab service, taxed like the ride. */
const TAXED_LINES: readonly FareLine[] = ['rideAmount', 'waitingCharge', 'driverAllowance'];
/** A fare's lines; the waiting charge, added when a trip starts, is none on fares priced before it. */
export type FareLines = Record<Exclude<FareLine, 'waitingCharge'>, number> & { waitingCharge?: number };

export const invoiceLineSchema = z.object({
  line: z.enum(FARE_LINES),
  /** What the rider paid for this line, tax included. */
  amount: z.number().int().nonnegative(),
  taxableValue: z.number().int().nonnegative(),
  rateBps: z.number().int().nonnegative(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceTaxSchema = z.object({
  kind: z.enum(TAX_KINDS),
  rateBps: z.number().int().positive(),
  amount: z.number().int().nonnegative(),
});
export type InvoiceTax = z.infer<typeof invoiceTaxSchema>;

export interface GstSplit {
  lines: InvoiceLine[];
  taxes: InvoiceTax[];
  total: number;
}

/** Splits tax out of a tax-inclusive fare. `intraState` is null when the seller is not registered (no tax). */
export function splitGst(fare: FareLines, intraState: boolean | null): GstSplit {
  const amountOf = (line: FareLine) => fare[line] ?? 0;
  const lines = FARE_LINES.filter((line) => line === 'rideAmount' || amountOf(line) > 0).map((line) => {
    const rateBps = intraState !== null && TAXED_LINES.includes(line) ? CAB_GST_BPS : 0;
    const taxableValue = Math.round((amountOf(line) * 10_000) / (10_000 + rateBps));
    return { line, amount: amountOf(line), taxableValue, rateBps };
  });
  const tax = lines.reduce((sum, line) => sum + line.amount - line.taxableValue, 0);
  const half = CAB_GST_BPS / 2;
  const taxes: InvoiceTax[] =
    intraState === null
      ? []
      : intraState
        ? [
            { kind: 'CGST', rateBps: half, amount: Math.round(tax / 2) },
            { kind: 'SGST', rateBps: half, amount: tax - Math.round(tax / 2) },
          ]
        : [{ kind: 'IGST', rateBps: CAB_GST_BPS, amount: tax }];
  return { lines, taxes, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** `INV-000042`: the tenant's gap-free sequence number, padded so invoices sort by number. */
export const invoiceNumber = (sequence: number) => `INV-${String(sequence).padStart(6, '0')}`;

const state = z.object({ code: z.string(), name: z.string() });

/** Everything an invoice shows, frozen at completion. */
export const invoiceSnapshotSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  timezone: z.string(),
  currency: z.string(),
  seller: z.object({
    businessName: z.string(),
    legalName: z.string(),
    gstin: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    state: state.nullable(),
  }),
  rider: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  trip: z.object({
    rideId: z.string(),
    service: z.string(),
    tripType: z.string(),
    vehicleType: z.string(),
    vehicleNumber: z.string(),
    pickupName: z.string(),
    dropoffName: z.string(),
    pickupAt: z.string(),
    distanceKm: z.number(),
    paymentMethod: z.string(),
  }),
  placeOfSupply: state.nullable(),
  lines: z.array(invoiceLineSchema),
  taxes: z.array(invoiceTaxSchema),
  total: z.number().int(),
  /** The cashback stored on the ride and credited to the rider's wallet (0 in invoices issued before it was kept). */
  cashback: z.number().int().nonnegative().default(0),
  /** The promo code applied at booking: its discount is already off the ride amount line, and the tax is on what
   * remains (a discount on the invoice lowers the value taxed). */
  promo: z.object({ code: z.string(), discount: z.number().int().positive() }).nullable().default(null),
  /** Paid from the rider's wallet at booking, part of the total. */
  walletAmount: z.number().int().nonnegative().default(0),
  /** A fee the rider owed from before, paid with this fare: not part of this supply, shown apart from its total. */
  settledFee: z.number().int().nonnegative().default(0),
});
export type InvoiceSnapshot = z.infer<typeof invoiceSnapshotSchema>;

/** Where the invoice's trip labels read from: the booking form's own names of services, trip kinds, vehicles and
 * ways to pay. */
const TRIP_LABEL_GROUPS = {
  service: ['booking.services', RIDE_SERVICES],
  tripType: ['booking.tripTypes', TRIP_TYPES],
  vehicleType: ['booking.vehicleTypes', VEHICLE_TYPES],
  paymentMethod: ['booking.payments', PAYMENT_METHODS],
} as const;

type TripLabel = keyof typeof TRIP_LABEL_GROUPS;

/** The i18n key of each trip label, and the snapshot's own value for a name no key knows. */
export const invoiceTripLabels = (trip: Pick<InvoiceSnapshot['trip'], TripLabel>) =>
  (Object.keys(TRIP_LABEL_GROUPS) as TripLabel[]).map((label) => ({
    label,
    key: `${TRIP_LABEL_GROUPS[label][0]}.${trip[label]}`,
    value: trip[label],
  }));

/** Every key an invoice's trip labels may read, for the translation files' completeness check. */
export const INVOICE_LABEL_KEYS: readonly string[] = Object.values(TRIP_LABEL_GROUPS).flatMap(
  ([group, values]) => values.map((value) => `${group}.${value}`),
);
