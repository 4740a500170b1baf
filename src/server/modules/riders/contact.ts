// Contact-us enquiries (spec 2.5): stored for the partner whose site took them, then e-mailed to the partner
// with the visitor as reply-to. A mail outage never loses an enquiry: it is stored first and the failure logged.
import type { FastifyBaseLogger } from 'fastify';
import type { ContactRequest, ContactTopic } from '../../../domain/riders/contact';
import type { Db } from '../../db/client';
import { contactEnquiries } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { Tenant } from '../../lib/tenants';

const TOPIC_NAMES: Record<ContactTopic, string> = {
  product: 'Learn about product',
  pricing: 'Discuss pricing',
  meeting: 'Schedule a meeting',
};

/** One line, so nothing a visitor typed can add a header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function enquiryMail(tenant: Tenant, enquiry: ContactRequest) {
  const from = oneLine(`${enquiry.firstName} ${enquiry.lastName}`);
  return {
    to: tenant.email,
    replyTo: enquiry.email,
    subject: oneLine(`New enquiry on ${tenant.businessName}: ${TOPIC_NAMES[enquiry.lookingFor]} — ${from}`),
    text: [
      `${from} wrote through the contact form of ${tenant.businessName}.`,
      '',
      `Name: ${from}`,
      `Company: ${oneLine(enquiry.company) || '—'}`,
      `E-mail: ${enquiry.email}`,
      `Looking for: ${TOPIC_NAMES[enquiry.lookingFor]}`,
      '',
      enquiry.enquiry,
      '',
      'Reply to this e-mail to answer them.',
    ].join('\n'),
  };
}

export async function receiveEnquiry(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  tenant: Tenant,
  enquiry: ContactRequest,
): Promise<{ id: string }> {
  const [row] = await deps.db
    .insert(contactEnquiries)
    .values({ tenantId: tenant.id, ...enquiry })
    .returning({ id: contactEnquiries.id });
  try {
    await deps.mailer.send(enquiryMail(tenant, enquiry));
  } catch (err) {
    deps.log.error({ err, enquiryId: row!.id }, 'contact enquiry stored but not e-mailed');
  }
  return { id: row!.id };
}
