// A wallet statement as the files an accountant takes: CSV (one row per entry between the opening and closing
// balances, then the period's totals) and PDF (the same, with the totals first), in the language asked for. The
// CSV keeps amounts as spreadsheets read them (a dot, no grouping) and the ledger's kinds as codes; its headings,
// dates and the ledger lines the server wrote read in that language.
import type { Statement } from '../../../domain/money/statement';
import type { DocumentWords } from './document-words';
import { createPdf, pdfBytes, writeText, type Pdf } from './pdf-text';

/** Decimal major units without grouping, as spreadsheets read them. */
export const csvAmount = (minor: number) => (minor / 100).toFixed(2);

/** Quotes every field; a field a spreadsheet would run as a formula is prefixed with an apostrophe. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** "Commission (10 %, 12 %)": the rates a period's commission was taken at. */
function commissionLabel(ratesBps: readonly number[], words: DocumentWords) {
  return ratesBps.length
    ? words.statement('commissionAt', { rates: ratesBps.map(words.percent).join(', ') })
    : words.statement('commission');
}

type Total = [label: string, amount: number];

/** The period's totals, label and amount, in the order the PDF lists them between the balances. */
function totals(
  statement: Statement,
  words: DocumentWords,
): { commission: Total; platformFees: Total; payouts: Total; taxes: Total[] } {
  return {
    commission: [commissionLabel(statement.commissionRatesBps, words), statement.commission],
    platformFees: [words.statement('platformFees'), statement.platformFees],
    payouts: [words.statement('payouts'), statement.payouts],
    taxes: statement.taxes.map((tax): Total => [
      words.statement('taxOnInvoices', { tax: tax.kind, invoices: String(statement.invoices) }),
      tax.amount,
    ]),
  };
}

export function statementCsv(statement: Statement, words: DocumentWords): string {
  const row = (...fields: string[]) => fields.map(csvField).join(',');
  const { currency } = statement;
  const say = words.statement;
  const { commission, platformFees, payouts, taxes } = totals(statement, words);
  const lines = [
    row(
      say('date'),
      say('description'),
      say('kind'),
      say('ride'),
      say('debitIn', { currency }),
      say('creditIn', { currency }),
      say('balanceIn', { currency }),
    ),
    row(statement.from, say('openingBalance'), '', '', '', '', csvAmount(statement.openingBalance)),
    ...statement.entries.map((entry) =>
      row(
        words.time(entry.createdAt, statement.timezone),
        words.ledger(entry.description),
        entry.kind,
        entry.rideId ?? '',
        entry.transaction === 'debit' ? csvAmount(entry.amount) : '',
        entry.transaction === 'credit' ? csvAmount(entry.amount) : '',
        csvAmount(entry.balance),
      ),
    ),
    row(statement.to, say('closingBalance'), '', '', '', '', csvAmount(statement.closingBalance)),
    '',
    ...[commission, platformFees, payouts].map(([label, amount]) =>
      row('', label, '', '', csvAmount(amount), '', ''),
    ),
    ...taxes.map(([label, amount]) => row('', label, '', '', '', '', csvAmount(amount))),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

const PAGE_END = 790;

function entryRow(doc: Pdf, y: number, cells: [string, string, string, string, string], bold = false) {
  const [date, description, debit, credit, balance] = cells;
  const cell = { y, size: 8, bold };
  const ends = [
    writeText(doc, date, { ...cell, x: 48, width: 95 }),
    writeText(doc, description, { ...cell, x: 146, width: 200 }),
    writeText(doc, debit, { ...cell, x: 350, width: 62, align: 'right' }),
    writeText(doc, credit, { ...cell, x: 415, width: 62, align: 'right' }),
    writeText(doc, balance, { ...cell, x: 480, width: 67, align: 'right' }),
  ];
  return Math.max(...ends) + 3;
}

export function statementPdf(statement: Statement, now: Date, words: DocumentWords): Promise<Buffer> {
  const say = words.statement;
  const period = { from: words.day(statement.from), to: words.day(statement.to) };
  const doc = createPdf({ title: say('title', period), author: statement.businessName, createdAt: now });
  writeText(doc, statement.businessName, { x: 48, y: 48, width: 499, bold: true, size: 16 });
  let y = writeText(doc, say('heading', { ...period, currency: statement.currency }), {
    x: 48,
    y: 72,
    width: 499,
    size: 11,
  });
  const { commission, platformFees, payouts, taxes } = totals(statement, words);
  const summary: Total[] = [
    [say('openingBalance'), statement.openingBalance],
    [say('credits'), statement.credits],
    [say('debits'), statement.debits],
    commission,
    platformFees,
    payouts,
    ...taxes,
    [say('closingBalance'), statement.closingBalance],
  ];
  y += 10;
  for (const [label, amount] of summary) {
    const end = writeText(doc, label, { x: 48, y, width: 200, size: 10 });
    y = Math.max(
      end,
      writeText(doc, words.amount(amount), { x: 250, y, width: 100, size: 10, align: 'right' }),
    );
    y += 2;
  }
  y += 14;
  const head = () => {
    const end = entryRow(
      doc,
      y,
      [say('date'), say('description'), say('debit'), say('credit'), say('balance')],
      true,
    );
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
      words.time(entry.createdAt, statement.timezone),
      words.ledger(entry.description),
      entry.transaction === 'debit' ? words.amount(entry.amount) : '',
      entry.transaction === 'credit' ? words.amount(entry.amount) : '',
      words.amount(entry.balance),
    ]);
  }
  if (statement.entries.length === 0) writeText(doc, say('noEntries'), { x: 48, y, width: 499, size: 9 });
  return pdfBytes(doc);
}
