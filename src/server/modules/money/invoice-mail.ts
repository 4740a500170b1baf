// E-mails a completed ride's invoice to the rider, once, after the completing transaction has committed: the
// console, the partner agent and the driver app all call it from their announcements. A rider without an
// e-mail gets nothing; a failed send is logged by the caller (and in the message log) and the invoice stays
// downloadable.
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { renderInvoicePdf } from './invoice-pdf';
import { claimInvoiceMail, findInvoice } from './invoices';
import type { Tenant } from '../../lib/tenants';
import { sendLoggedEmail } from '../messages';

export const invoiceFileName = (number: string) => `invoice-${number}.pdf`;

export async function mailInvoice(db: Db, mailer: Mailer, tenant: Tenant, rideId: string) {
  const { row, snapshot } = await findInvoice(db, tenant.id, rideId);
  const to = snapshot.rider.email;
  if (!to || !(await claimInvoiceMail(db, row.id))) return;
  const pdf = await renderInvoicePdf(snapshot);
  const subject = `${tenant.businessName}: invoice ${snapshot.number} for your ride`;
  const logged = { tenantId: tenant.id, rideId, kind: 'invoice' as const, variables: { subject } };
  await sendLoggedEmail(db, mailer, logged, {
    to,
    subject,
    text: [
      `Hello ${snapshot.rider.name || 'there'},`,
      '',
      `Thank you for riding with ${tenant.businessName}. Your invoice ${snapshot.number} for the ride from ` +
        `${snapshot.trip.pickupName} to ${snapshot.trip.dropoffName} is attached.`,
    ].join('\n'),
    attachments: [
      { filename: invoiceFileName(snapshot.number), content: pdf, contentType: 'application/pdf' },
    ],
  });
}
