// The contact-us form's endpoint: a valid enquiry is stored for the partner whose site took it and e-mailed to
// the partner (reply-to the visitor); bad input is a 400 naming each field, with nothing stored or sent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEnquiries, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const ENQUIRY = {
  firstName: 'Meena',
  lastName: 'Sundaram',
  company: 'Sundaram Tours',
  email: ' Meena@Sundaram-Tours.test ',
  lookingFor: 'pricing',
  enquiry: 'We run 40 cabs in Madurai and would like to know what the platform costs per month.',
};

describe.each(testDatabases())('contact us on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const post = (payload: unknown, host: string = DEMO.host) =>
    t.app.inject({ method: 'POST', url: '/api/v1/contact', headers: { host }, payload: payload as object });

  it('stores the enquiry and e-mails it to the partner', async () => {
    const reply = await post(ENQUIRY);
    expect(reply.statusCode).toBe(201);
    const { id } = reply.json().data;
    const [row] = await t.database.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.id, row!.tenantId));
    expect(demo!.businessName).toBe(DEMO.businessName);
    expect(row).toMatchObject({
      firstName: 'Meena',
      lastName: 'Sundaram',
      company: 'Sundaram Tours',
      email: 'meena@sundaram-tours.test',
      lookingFor: 'pricing',
      enquiry: ENQUIRY.enquiry,
    });
    const deadline = Date.now() + 5000;
    while (!t.smtp.mails.some((mail) => mail.raw.includes('Sundaram')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const mail = t.smtp.mails.find((m) => m.raw.includes('Sundaram'));
    expect(mail?.to).toEqual([DEMO.partnerEmail]);
    const raw = mail!.raw.replace(/=\r?\n/g, '');
    expect(raw).toMatch(/Reply-To: meena@sundaram-tours\.test/i);
    expect(raw).toContain('Discuss pricing');
    expect(raw).toContain('We run 40 cabs in Madurai');
  });

  it('answers bad input with a 400 naming each field, and stores nothing', async () => {
    const before = (await t.database.db.select().from(contactEnquiries)).length;
    const mailsBefore = t.smtp.mails.length;
    const reply = await post({
      ...ENQUIRY,
      firstName: ' ',
      email: 'not-an-email',
      lookingFor: '',
      enquiry: 'Hi',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        firstName: 'firstNameRequired',
        email: 'emailInvalid',
        lookingFor: 'topicRequired',
        enquiry: 'enquiryTooShort',
      },
    });
    const tooLong = await post({ ...ENQUIRY, lastName: 'x'.repeat(51) });
    expect(tooLong.json().error.fields).toEqual({ lastName: 'nameTooLong' });
    expect((await t.database.db.select().from(contactEnquiries)).length).toBe(before);
    expect(t.smtp.mails.length).toBe(mailsBefore);
  });

  it('takes enquiries only for a partner site', async () => {
    const reply = await post(ENQUIRY, 'nobody.test');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.code).toBe('unknown_tenant');
  });
});
