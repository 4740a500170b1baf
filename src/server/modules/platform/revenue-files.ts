// The platform's revenue statement for a month, as the files an accountant takes, built like the partners' own
// statements (money's CSV fields and PDF text): one row per partner, then the totals by currency.
import { percentOfBps } from '../../../domain/partners/partner-terms';
import type { RevenueResponse } from '../../../domain/platform/platform-revenue';
import { createPdf, csvAmount, csvField, pdfBytes, plainAmount, writeText } from '../money';

const rates = (ratesBps: readonly number[]) => ratesBps.map((bps) => `${percentOfBps(bps)} %`).join(', ');

export function revenueCsv(month: string, revenue: RevenueResponse): string {
  const row = (...fields: string[]) => fields.map(csvField).join(',');
  const lines = [
    row(
      'Month',
      'Partner',
      'Partner id',
      'Currency',
      'Completed rides',
      'Commission rates',
      'Commission',
      'Monthly fee',
      'Total',
    ),
    ...revenue.rows.map((r) =>
      row(
        r.month,
        r.businessName,
        r.tenantId,
        r.currency,
        String(r.completedRides),
        rates(r.commissionRatesBps),
        csvAmount(r.commission),
        csvAmount(r.monthlyFee),
        csvAmount(r.total),
      ),
    ),
    '',
    ...revenue.totals.map((t) =>
      row(
        month,
        'Total',
        '',
        t.currency,
        '',
        '',
        csvAmount(t.commission),
        csvAmount(t.monthlyFee),
        csvAmount(t.total),
      ),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

const PAGE_END = 790;
const COLUMNS = [
  { x: 48, width: 170 },
  { x: 220, width: 40, align: 'right' },
  { x: 264, width: 70 },
  { x: 336, width: 70, align: 'right' },
  { x: 408, width: 64, align: 'right' },
  { x: 474, width: 73, align: 'right' },
] as const;

function tableRow(doc: ReturnType<typeof createPdf>, y: number, cells: string[], bold = false) {
  let end = y;
  cells.forEach((text, i) => {
    end = Math.max(end, writeText(doc, text, { ...COLUMNS[i]!, y, size: 8, bold }));
  });
  return end + 3;
}

export function revenuePdf(month: string, revenue: RevenueResponse, now: Date): Promise<Buffer> {
  const doc = createPdf({ title: `Platform revenue ${month}`, author: 'Platform', createdAt: now });
  let y =
    writeText(doc, `Platform revenue, ${month}`, { x: 48, y: 48, width: 499, bold: true, size: 16 }) + 12;
  const head = () => {
    const end = tableRow(doc, y, ['Partner', 'Rides', 'Rates', 'Commission', 'Monthly fee', 'Total'], true);
    doc.moveTo(48, end).lineTo(547, end).stroke('#999999');
    return end + 4;
  };
  y = head();
  for (const r of revenue.rows) {
    if (y > PAGE_END) {
      doc.addPage();
      y = 48;
      y = head();
    }
    y = tableRow(doc, y, [
      `${r.businessName} (${r.currency})`,
      String(r.completedRides),
      rates(r.commissionRatesBps),
      plainAmount(r.commission),
      plainAmount(r.monthlyFee),
      plainAmount(r.total),
    ]);
  }
  if (revenue.rows.length === 0)
    y = writeText(doc, 'No revenue in this month.', { x: 48, y, width: 499, size: 9 });
  y += 10;
  for (const t of revenue.totals)
    y = tableRow(
      doc,
      y,
      [
        `Total (${t.currency})`,
        '',
        '',
        plainAmount(t.commission),
        plainAmount(t.monthlyFee),
        plainAmount(t.total),
      ],
      true,
    );
  return pdfBytes(doc);
}
