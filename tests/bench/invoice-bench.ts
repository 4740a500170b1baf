// Invoice generation: numbering and freezing an invoice in a completion's transaction (rolled back, so the
// sequence is untouched) on each database, and drawing its PDF from the snapshot with Tamil and Arabic names,
// 50 times over the demo's rides on each; the first PDF (fonts read and parsed) is reported apart.
import { eq } from 'drizzle-orm';
import { gstinCheckCharacter } from '../../src/domain/money/gstin';
import { invoiceSnapshotSchema } from '../../src/domain/money/invoice';
import { seedDemo } from '../../src/server/db/seed';
import { invoices, rides, tenants } from '../../src/server/db/schema';
import { renderInvoicePdf } from '../../src/server/modules/money/invoice-pdf';
import { issueInvoice } from '../../src/server/modules/money/invoices';
import type { TestDatabase } from '../helpers/test-databases';
import { percentile } from './percentile';

const RUNS = 50;
const NAMES = ['முருகன் செல்வம்', 'محمد علي', 'Priya Raman'];
const ms = (value: number) => `${value.toFixed(1)} ms`;

class RolledBack extends Error {}

export async function benchInvoices(target: TestDatabase) {
  const handle = await target.open();
  try {
    await seedDemo(handle.db);
    const [tenant] = await handle.db.select().from(tenants).limit(1);
    const gstin = `33AAKCK1234F1Z${gstinCheckCharacter('33AAKCK1234F1Z')}`;
    const seller = { ...tenant!, gstin, legalName: 'Demo Travels Private Limited' };
    const demoRides = await handle.db.select().from(rides).where(eq(rides.tenantId, seller.id)).limit(RUNS);
    // Each try is rolled back, so a ride can be invoiced again.
    const sample = Array.from({ length: RUNS }, (_, at) => demoRides[at % demoRides.length]!);
    const issue: number[] = [];
    const draw: number[] = [];
    let first = 0;
    for (const [at, ride] of sample.entries()) {
      let snapshot: unknown;
      const started = performance.now();
      await handle.db
        .transaction(async (tx) => {
          await issueInvoice(tx, seller, { ...ride, customerName: NAMES[at % NAMES.length]! });
          const [row] = await tx.select().from(invoices).where(eq(invoices.rideId, ride.id));
          snapshot = row?.snapshot;
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      issue.push(performance.now() - started);
      const drawing = performance.now();
      await renderInvoicePdf(invoiceSnapshotSchema.parse(snapshot));
      if (at === 0) first = performance.now() - drawing;
      else draw.push(performance.now() - drawing);
    }
    issue.sort((a, b) => a - b);
    draw.sort((a, b) => a - b);
    console.log(`\nInvoice generation on ${target.name} (${sample.length} rides)`);
    console.log(
      'number and freeze in the transaction'.padEnd(40),
      'median',
      ms(percentile(issue, 0.5)),
      'p95',
      ms(percentile(issue, 0.95)),
    );
    console.log(
      'draw the PDF (warm)'.padEnd(40),
      'median',
      ms(percentile(draw, 0.5)),
      'p95',
      ms(percentile(draw, 0.95)),
    );
    console.log('draw the first PDF (fonts loaded)'.padEnd(40), ms(first));
  } finally {
    await handle.close();
  }
}
