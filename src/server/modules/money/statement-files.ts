// A wallet statement as the files an accountant takes: CSV (one row per entry between the opening and closing
// balances, then the period's totals) and PDF (the same, with the totals first).
import type { Statement } from '../../../domain/money/statement';
import { percentOfBps } from '../../../domain/partners/partner-terms';
import { localTime, plainAmount } from './invoice-pdf';
import { createPdf, pdfBytes, writeText, type Pdf } from './pdf-text';

/** Decimal major units without grouping, as spreadsheets read them. */
export const csvAmount = (minor: number) => (minor / 100).toFixed(2);

/** Quotes every field; a field a spreadsheet would run as a formula is prefixed with an apostrophe. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** "Commission (10 %, 12 %)": the rates a period's commission was taken at. */
export const commissionLabel = (ratesBps: readonly number[]) =>
  ratesBps.length
    ? `Commission (${ratesBps.map((bps) => `${percentOfBps(bps)} %`).join(', ')})`
    : 'Commission';

export function statementCsv(statement: Statement): string {
  const row = (...fields: string[]) => fields.map(csvField).join(',');
  const { currency } = statement;
  const lines = [
    row(
      'Date',
      'Description',
      'Kind',
      'Ride',
      `Debit (${currency})`,
      `Credit (${currency})`,
      `Balance (${currency})`,
    ),
    row(statement.from, 'Opening balance', '', '', '', '', csvAmount(statement.openingBalance)),
    ...statement.entries.map((entry) =>
      row(
        localTime(entry.createdAt, statement.timezone),
        entry.description,
        entry.kind,
        entry.rideId ?? '',
        entry.transaction === 'debit' ? csvAmount(entry.amount) : '',
        entry.transaction === 'credit' ? csvAmount(entry.amount) : '',
        csvAmount(entry.balance),
      ),
    ),
    row(statement.to, 'Closing balance', '', '', '', '', csvAmount(statement.closingBalance)),
    '',
    row('', commissionLabel(statement.commissionRatesBps), '', '', csvAmount(statement.commission), '', ''),
    row('', 'Platform fees', '', '', csvAmount(statement.platformFees), '', ''),
    row('', 'Payouts', '', '', csvAmount(statement.payouts), '', ''),
    ...statement.taxes.map((tax) =>
      row('', `${tax.kind} on ${statement.invoices} invoices`, '', '', '', '', csvAmount(tax.amount)),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

const PAGE_END = 790;

function entryRow(doc: Pdf, y: number, cells: [string, string, string, string, string], bold = false) {
  const [date, description, debit, credit, balance] = cells;
  const cell = { y, size: 8, bold };
  writeText(doc, date, { ...cell, x: 48, width: 95 });
  const end = writeText(doc, description, { ...cell, x: 146, width: 200 });
  writeText(doc, debit, { ...cell, x: 350, width: 62, align: 'right' });
  writeText(doc, credit, { ...cell, x: 415, width: 62, align: 'right' });
  writeText(doc, balance, { ...cell, x: 480, width: 67, align: 'right' });
  return end + 3;
}

export function statementPdf(statement: Statement, now: Date): Promise<Buffer> {
  const doc = createPdf({
    title: `Wallet statement ${statement.from} to ${statement.to}`,
    author: statement.businessName,
    createdAt: now,
  });
  writeText(doc, statement.businessName, { x: 48, y: 48, width: 499, bold: true, size: 16 });
  let y = writeText(doc, `Wallet statement, ${statement.from} to ${statement.to} (${statement.currency})`, {
    x: 48,
    y: 72,
    width: 499,
    size: 11,
  });
  const summary: [string, number][] = [
    ['Opening balance', statement.openingBalance],
    ['Credits', statement.credits],
    ['Debits', statement.debits],
    [commissionLabel(statement.commissionRatesBps), statement.commission],
    ['Platform fees', statement.platformFees],
    ['Payouts', statement.payouts],
    ...statement.taxes.map((tax): [string, number] => [
      `${tax.kind} on ${statement.invoices} invoices`,
      tax.amount,
    ]),
    ['Closing balance', statement.closingBalance],
  ];
  y += 10;
  for (const [label, amount] of summary) {
    writeText(doc, label, { x: 48, y, width: 200, size: 10 });
    y = writeText(doc, plainAmount(amount), { x: 250, y, width: 100, size: 10, align: 'right' }) + 2;
  }
  y += 14;
  const head = () => {
    const end = entryRow(doc, y, ['Date', 'Description', 'Debit', 'Credit', 'Balance'], true);
    doc.moveTo(48, end).lineTo(547, end).stroke('#999999');
    return end + 4;
  };
  y = head();
  for (const entry of statement.entries) {
    if (y > PAGE_END) {
      doc.addPage();
      y = 48;
      y = head();
    }
    y = entryRow(doc, y, [
      localTime(entry.createdAt, statement.timezone),
      entry.description,
      entry.transaction === 'debit' ? plainAmount(entry.amount) : '',
      entry.transaction === 'credit' ? plainAmount(entry.amount) : '',
      plainAmount(entry.balance),
    ]);
  }
  if (statement.entries.length === 0)
    writeText(doc, 'No entries in this period.', { x: 48, y, width: 499, size: 9 });
  return pdfBytes(doc);
}
