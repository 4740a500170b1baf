// Draws a ride's tax invoice from its frozen snapshot: the seller with GSTIN and state, the rider, the trip, the
// fare lines with their taxable values, the tax by rate (CGST and SGST, or IGST) and the total. English, as GST
// invoices are kept, bar the trip's service, trip kind and vehicle, which read in the rider's language as the app
// names them; names and places print in whatever script they were written in.
import type { TFunction } from 'i18next';
import { DEFAULTS, type Language } from '../../../domain/constants';
import { invoiceTripLabels, type InvoiceSnapshot, type FareLine } from '../../../domain/money/invoice';
import { translator } from '../../lib/translator';
import { createPdf, pdfBytes, writeText, type Pdf } from './pdf-text';

const LINE_LABELS: Record<FareLine, string> = {
  rideAmount: 'Ride fare (passenger transport by cab, SAC 9964)',
  waitingCharge: 'Waiting charge',
  driverAllowance: 'Driver allowance',
  tolls: 'Tolls and parking (at cost, as the rider’s agent)',
};

/** Amounts without a symbol: the column header names the currency. */
export const plainAmount = (minor: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

const percent = (bps: number) => `${bps / 100}%`;

export function localTime(iso: string, timezone: string) {
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timezone,
  }).format(new Date(iso));
}

/** The ride fare's label names a promo code's discount, already taken off its amount. */
function lineLabel(invoice: InvoiceSnapshot, line: FareLine): string {
  if (line !== 'rideAmount' || !invoice.promo) return LINE_LABELS[line];
  const { code, discount } = invoice.promo;
  return `${LINE_LABELS[line]}, after promo code ${code}: -${plainAmount(discount)}`;
}

/** What the rider should know under the table: how it was paid, a fee from before settled, the cashback. */
function notes(invoice: InvoiceSnapshot): string[] {
  const amount = (value: number) => `${invoice.currency} ${plainAmount(value)}`;
  return [
    invoice.walletAmount > 0 ? `Paid from your wallet: ${amount(invoice.walletAmount)}` : '',
    invoice.settledFee > 0 ? `Fee owed from before, paid with this ride: ${amount(invoice.settledFee)}` : '',
    invoice.cashback > 0 ? `Cashback credited to your wallet: ${amount(invoice.cashback)}` : '',
  ].filter(Boolean);
}

function block(doc: Pdf, x: number, y: number, width: number, title: string, lines: string[]): number {
  let at = writeText(doc, title, { x, y, width, bold: true, size: 9 });
  for (const line of lines.filter(Boolean)) at = writeText(doc, line, { x, y: at, width, size: 9 });
  return at;
}

function table(doc: Pdf, invoice: InvoiceSnapshot, y: number): number {
  const cols = { label: 48, taxable: 330, rate: 420, amount: 470 };
  const head = (text: string, x: number, width: number, align: 'left' | 'right' = 'right') =>
    writeText(doc, text, { x, y, width, bold: true, size: 9, align });
  head('Description', cols.label, 270, 'left');
  head(`Taxable (${invoice.currency})`, cols.taxable, 80);
  head('GST', cols.rate, 40);
  head(`Amount (${invoice.currency})`, cols.amount, 77);
  let at = y + 16;
  doc.moveTo(48, at).lineTo(547, at).stroke('#999999');
  at += 6;
  for (const line of invoice.lines) {
    const next = writeText(doc, lineLabel(invoice, line.line), { x: cols.label, y: at, width: 270, size: 9 });
    writeText(doc, plainAmount(line.taxableValue), {
      x: cols.taxable,
      y: at,
      width: 80,
      size: 9,
      align: 'right',
    });
    writeText(doc, percent(line.rateBps), { x: cols.rate, y: at, width: 40, size: 9, align: 'right' });
    writeText(doc, plainAmount(line.amount), { x: cols.amount, y: at, width: 77, size: 9, align: 'right' });
    at = next + 4;
  }
  for (const tax of invoice.taxes) {
    writeText(doc, `${tax.kind} @ ${percent(tax.rateBps)} (included)`, {
      x: cols.label,
      y: at,
      width: 270,
      size: 9,
    });
    at =
      writeText(doc, plainAmount(tax.amount), { x: cols.amount, y: at, width: 77, size: 9, align: 'right' }) +
      4;
  }
  doc.moveTo(48, at).lineTo(547, at).stroke('#999999');
  at += 6;
  writeText(doc, 'Total paid', { x: cols.label, y: at, width: 270, bold: true, size: 11 });
  return writeText(doc, plainAmount(invoice.total), {
    x: cols.amount - 40,
    y: at,
    width: 117,
    bold: true,
    size: 11,
    align: 'right',
  });
}

/** The trip's service and kind, and its vehicle type, as the app names them in `t`'s language. */
function tripLabels(trip: InvoiceSnapshot['trip'], t: TFunction) {
  return Object.fromEntries(
    invoiceTripLabels(trip).map(({ label, key, value }) => [label, t(key, { defaultValue: value })]),
  ) as Record<ReturnType<typeof invoiceTripLabels>[number]['label'], string>;
}

export async function renderInvoicePdf(
  invoice: InvoiceSnapshot,
  language: Language = DEFAULTS.language,
): Promise<Buffer> {
  const { seller, rider, trip, timezone } = invoice;
  const labels = tripLabels(trip, await translator(language));
  const registered = seller.gstin !== '';
  const doc = createPdf({
    title: `Invoice ${invoice.number}`,
    author: seller.legalName,
    createdAt: new Date(invoice.issuedAt),
  });
  const titleEnd = writeText(doc, seller.businessName, { x: 48, y: 48, width: 290, bold: true, size: 18 });
  writeText(doc, registered ? 'TAX INVOICE' : 'BILL OF SUPPLY', {
    x: 347,
    y: 52,
    width: 200,
    bold: true,
    size: 14,
    align: 'right',
  });
  const top = Math.max(84, titleEnd + 6);
  const sellerEnd = block(doc, 48, top, 250, seller.legalName, [
    seller.address,
    registered ? `GSTIN: ${seller.gstin}` : 'Not registered for GST: no tax is charged',
    seller.state ? `State: ${seller.state.name} (${seller.state.code})` : '',
    seller.phone,
    seller.email,
  ]);
  const metaEnd = block(doc, 347, top, 200, `Invoice ${invoice.number}`, [
    `Date: ${localTime(invoice.issuedAt, timezone)}`,
    invoice.placeOfSupply
      ? `Place of supply: ${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`
      : '',
    `Ride #${trip.rideId.slice(0, 8).toUpperCase()}`,
  ]);
  let y = Math.max(sellerEnd, metaEnd) + 16;
  const riderEnd = block(doc, 48, y, 250, 'Billed to', [rider.name, rider.phone, rider.email]);
  const tripEnd = block(doc, 347, y, 200, 'Trip', [
    `From: ${trip.pickupName}`,
    `To: ${trip.dropoffName}`,
    `Pickup: ${localTime(trip.pickupAt, timezone)}`,
    `${labels.service} · ${labels.tripType} · ${trip.distanceKm} km`,
    `${labels.vehicleType}${trip.vehicleNumber ? ` · ${trip.vehicleNumber}` : ''}`,
    `Paid by ${trip.paymentMethod}`,
  ]);
  y = table(doc, invoice, Math.max(riderEnd, tripEnd) + 20) + 24;
  for (const text of notes(invoice)) y = writeText(doc, text, { x: 48, y, width: 499, size: 9 }) + 8;
  writeText(doc, 'Amounts include GST where a rate is shown. This is a computer-generated invoice.', {
    x: 48,
    y,
    width: 499,
    size: 8,
  });
  return pdfBytes(doc);
}
