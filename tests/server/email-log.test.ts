// E-mails in the message log: a partner's login code e-mail is logged as sent with the SMTP server's Message-ID
// and without the code; an e-mail the SMTP server refuses is logged as failed with its reason, and the sender
// still hears the failure.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, tenants } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { sendLoggedEmail } from '../../src/server/modules/messages';
import { createMailer } from '../../src/server/mail/mailer';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

describe.each(testDatabases())('e-mails in the message log on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const emailsTo = (to: string) =>
    t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, to), eq(messages.channel, 'email')));

  it('logs the partner’s login code e-mail as sent, with its Message-ID and never its code', async () => {
    await partnerToken(t);
    const code = /login code is (\d{4})/.exec(t.smtp.mails.at(-1)!.raw)![1]!;
    const [logged] = await waitFor(async () => {
      const rows = await emailsTo(DEMO.partnerEmail);
      return rows.length > 0 && rows;
    }, 'the logged e-mail');
    expect(logged).toMatchObject({ kind: 'login_code', status: 'sent', provider: 'smtp', attempts: 1 });
    expect(t.smtp.mails.at(-1)!.raw).toContain(`Message-ID: ${logged!.providerId}`);
    expect(JSON.stringify(logged)).not.toContain(code);
  });

  it('logs an e-mail the SMTP server would not take as failed, with why, and throws as before', async () => {
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    const closed = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@example.com', log: t.app.log });
    const to = 'nobody-home@example.com';
    await expect(
      sendLoggedEmail(
        t.database.db,
        closed,
        { tenantId: demo!.id, kind: 'support_reply' },
        {
          to,
          subject: 'Answered',
          text: 'Yes.',
        },
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
    const [logged] = await emailsTo(to);
    expect(logged).toMatchObject({ status: 'failed', provider: 'smtp', providerId: null });
    expect(logged!.failureReason).toMatch(/ECONNREFUSED/);
  });
});
