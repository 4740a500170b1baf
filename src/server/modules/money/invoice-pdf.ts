// Draws a ride's tax invoice from its frozen snapshot: the seller with GSTIN and state, the rider, the trip, the
// fare lines with their taxable values, the tax by rate (CGST and SGST, or IGST) and the total. Every label reads
// in the language asked for (the page's), the trip's service, kind, vehicle and way to pay as the app names them,
// with dates and amounts in that language's format; the legal identifiers (GSTIN, SAC, the tax names) stay as
// the law writes them. Names and places print in whatever script they were written in.
import { DEFAULTS, type Language } from '../../../domain/constants';
import { invoiceTripLabels, type InvoiceSnapshot, type FareLine } from '../../../domain/money/invoice';
import { documentWords, type DocumentWords } from './document-words';
import { createPdf, pdfBytes, pdfLanguage, writeText, type Pdf } from './pdf-text';

/** The ride fare's label names a promo code's discount, already taken off its amount. */
function lineLabel(invoice: InvoiceSnapshot, line: FareLine, words: DocumentWords): string {
  const label = words.invoice(`lines.${line}`);
  if (line !== 'rideAmount' || !invoice.promo) return label;
  const { code, discount } = invoice.promo;
  return words.invoice('afterPromo', { line: label, code, discount: words.amount(discount) });
}

/** What the rider should know under the table: how it was paid, a fee from before settled, the cashback. */
function notes(invoice: InvoiceSnapshot, words: DocumentWords): string[] {
  const amount = (value: number) => `${invoice.currency} ${words.amount(value)}`;
  return [
    invoice.walletAmount > 0 ? words.invoice('walletPaid', { amount: amount(invoice.walletAmount) }) : '',
    invoice.settledFee > 0 ? words.invoice('feeSettled', { amount: amount(invoice.settledFee) }) : '',
    invoice.cashback > 0 ? words.invoice('cashback', { amount: amount(invoice.cashback) }) : '',
  ].filter(Boolean);
}

function block(doc: Pdf, x: number, y: number, width: number, title: string, lines: string[]): number {
  let at = writeText(doc, title, { x, y, width, bold: true, size: 9 });
  for (const line of lines.filter(Boolean)) at = writeText(doc, line, { x, y: at, width, size: 9 });
  return at;
}

const COLS = {
  label: { x: 48, width: 250 },
  taxable: { x: 300, width: 100 },
  rate: { x: 403, width: 62 },
  amount: { x: 468, width: 79 },
};

function table(doc: Pdf, invoice: InvoiceSnapshot, y: number, words: DocumentWords): number {
  const cell = (text: string, column: keyof typeof COLS, at: number, align: 'left' | 'right' = 'right') =>
    writeText(doc, text, { ...COLS[column], y: at, size: 9, align });
  const head = (text: string, column: keyof typeof COLS, align: 'left' | 'right' = 'right') =>
    writeText(doc, text, { ...COLS[column], y, bold: true, size: 9, align });
  const { currency } = invoice;
  // A translated header may take two lines; the rule goes under the tallest.
  let at =
    Math.max(
      head(words.invoice('description'), 'label', 'left'),
      head(words.invoice('taxable', { currency }), 'taxable'),
      head(words.invoice('gstRate'), 'rate'),
      head(words.invoice('amount', { currency }), 'amount'),
    ) + 4;
  doc.moveTo(48, at).lineTo(547, at).stroke('#999999');
  at += 6;
  for (const line of invoice.lines) {
    const next = cell(lineLabel(invoice, line.line, words), 'label', at, 'left');
    cell(words.amount(line.taxableValue), 'taxable', at);
    cell(words.percent(line.rateBps), 'rate', at);
    cell(words.amount(line.amount), 'amount', at);
    at = next + 4;
  }
  for (const tax of invoice.taxes) {
    const next = cell(
      words.invoice(`taxes.${tax.kind}`, { rate: words.percent(tax.rateBps) }),
      'label',
      at,
      'left',
    );
    at = Math.max(next, cell(words.amount(tax.amount), 'amount', at)) + 4;
  }
  doc.moveTo(48, at).lineTo(547, at).stroke('#999999');
  at += 6;
  writeText(doc, words.invoice('totalPaid'), { ...COLS.label, y: at, bold: true, size: 11 });
  return writeText(doc, words.amount(invoice.total), {
    x: COLS.amount.x - 40,
    y: at,
    width: COLS.amount.width + 40,
    bold: true,
    size: 11,
    align: 'right',
  });
}

/** The trip's service, kind, vehicle type and way to pay, as the app names them in the document's language. */
function tripLabels(trip: InvoiceSnapshot['trip'], words: DocumentWords) {
  return Object.fromEntries(
    invoiceTripLabels(trip).map(({ label, key, value }) => [label, words.t(key, { defaultValue: value })]),
  ) as Record<ReturnType<typeof invoiceTripLabels>[number]['label'], string>;
}

export async function renderInvoicePdf(
  invoice: InvoiceSnapshot,
  language: Language = DEFAULTS.language,
  country: string = DEFAULTS.country,
): Promise<Buffer> {
  const { seller, rider, trip, timezone } = invoice;
  const words = await documentWords(pdfLanguage(language), country);
  const labels = tripLabels(trip, words);
  const registered = seller.gstin !== '';
  const doc = createPdf({
    title: words.invoice('number', { number: invoice.number }),
    author: seller.legalName,
    createdAt: new Date(invoice.issuedAt),
  });
  const titleEnd = writeText(doc, seller.businessName, { x: 48, y: 48, width: 290, bold: true, size: 18 });
  writeText(doc, words.invoice(registered ? 'taxInvoice' : 'billOfSupply'), {
    x: 347,
    y: 52,
    width: 200,
    bold: true,
    size: 14,
    align: 'right',
  });
  const top = Math.max(84, titleEnd + 6);
  const state = (place: { name: string; code: string } | null, word: 'state' | 'placeOfSupply') =>
    place ? words.invoice(word, { name: place.name, code: place.code }) : '';
  const sellerEnd = block(doc, 48, top, 250, seller.legalName, [
    seller.address,
    registered ? words.invoice('gstin', { gstin: seller.gstin }) : words.invoice('notRegistered'),
    state(seller.state, 'state'),
    seller.phone,
    seller.email,
  ]);
  const metaEnd = block(doc, 347, top, 200, words.invoice('number', { number: invoice.number }), [
    words.invoice('date', { date: words.time(invoice.issuedAt, timezone) }),
    state(invoice.placeOfSupply, 'placeOfSupply'),
    words.invoice('ride', { ride: trip.rideId.slice(0, 8).toUpperCase() }),
  ]);
  let y = Math.max(sellerEnd, metaEnd) + 16;
  const riderEnd = block(doc, 48, y, 250, words.invoice('billedTo'), [rider.name, rider.phone, rider.email]);
  const distance = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 1 }).format(trip.distanceKm);
  const tripEnd = block(doc, 347, y, 200, words.invoice('trip'), [
    words.invoice('from', { place: trip.pickupName }),
    words.invoice('to', { place: trip.dropoffName }),
    words.invoice('pickup', { time: words.time(trip.pickupAt, timezone) }),
    `${labels.service} · ${labels.tripType} · ${distance} km`,
    `${labels.vehicleType}${trip.vehicleNumber ? ` · ${trip.vehicleNumber}` : ''}`,
    words.invoice('payment', { method: labels.paymentMethod }),
  ]);
  y = table(doc, invoice, Math.max(riderEnd, tripEnd) + 20, words) + 24;
  for (const text of notes(invoice, words)) y = writeText(doc, text, { x: 48, y, width: 499, size: 9 }) + 8;
  writeText(doc, words.invoice('footer'), { x: 48, y, width: 499, size: 8 });
  return pdfBytes(doc);
}
