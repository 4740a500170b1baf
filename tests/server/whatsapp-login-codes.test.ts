// Login codes by WhatsApp through the real API and outbox and a stand-in Graph API: the code goes as Meta's
// authentication template (the code in its body and its copy-code button), a refused one goes by SMS at once and
// the login screen's status question says so, the partner's setting is the default, and without WhatsApp set up
// every code goes by SMS.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, tenantHosts, tenants } from '../../src/server/db/schema';
import { DEMO, DEMO_WHATSAPP_NUMBER } from '../../src/server/db/seed';
import { demoWhatsapp } from '../helpers/demo-whatsapp';
import { startGraphApi, type GraphApi } from '../helpers/graph-api';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';
import { waitFor } from '../helpers/wait-for';

const host = DEMO.host;
const TEMPLATE = 'travelx_login';
const OTHER_HOST = 'other-cabs.test';

describe.each(testDatabases())('login codes by WhatsApp on $name', (target) => {
  let t: TestApp;
  let graph: GraphApi;
  let partner: string;
  const tokens: Record<string, string> = {};
  let accessToken = '';
  let keys = 0;
  beforeAll(async () => {
    graph = await startGraphApi(tokens, [TEMPLATE]);
    t = await startTestApp(target, {
      env: { WHATSAPP_API_URL: graph.url, WHATSAPP_AUTH_TEMPLATE: TEMPLATE },
    });
    accessToken = (await demoWhatsapp(t.database.db)).accessToken;
    tokens[DEMO_WHATSAPP_NUMBER] = accessToken;
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  let clients = 0;
  /** Each request from its own address, so the per-address code limits never meet. */
  const askCode = (role: 'rider' | 'driver', payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${role}/code`,
      headers: { host },
      payload,
      remoteAddress: `10.9.0.${(clients += 1)}`,
    });
  const status = (id: string, onHost: string = host) =>
    t.app.inject({ url: `/api/v1/auth/code-messages/${id}`, headers: { host: onHost } });
  const settle = (id: string) =>
    waitFor(async () => {
      const answer = (await status(id)).json() as { status: string };
      return answer.status === 'queued' ? undefined : answer;
    }, 'the code message to settle');
  const setLoginCodes = async (channel: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: { host, authorization: `Bearer ${partner}`, 'idempotency-key': `wa-login-${(keys += 1)}` },
      payload: { loginCodes: { channel } },
    });
  const templatesTo = (digits: string) => graph.templates.filter((sent) => sent.to === digits);
  const smsTo = (phone: string) => t.sms.filter((text) => text.to === phone);

  it('sends a code by the authentication template, with the code in the body and the copy-code button', async () => {
    const answer = await askCode('rider', { phone: '+919876540001', channel: 'whatsapp' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      sent: true,
      expiresInSeconds: 600,
      channel: 'whatsapp',
      messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const sent = await waitFor(async () => templatesTo('919876540001')[0], 'the template');
    const code = sent.components[0]!.parameters![0]!.text!;
    expect(code).toMatch(/^\d{4}$/);
    expect(sent).toEqual({
      phoneNumberId: DEMO_WHATSAPP_NUMBER,
      to: '919876540001',
      name: TEMPLATE,
      language: 'en',
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    });
    expect(await settle(answer.json().messageId)).toEqual({
      channel: 'whatsapp',
      status: 'sent',
      fellBackToSms: false,
    });
    expect(smsTo('+919876540001')).toEqual([]);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/rider/verify',
      headers: { host },
      payload: { phone: '+919876540001', code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('sends the code by SMS at once when WhatsApp refuses it, and the status says so', async () => {
    tokens[DEMO_WHATSAPP_NUMBER] = 'a token Meta revoked';
    try {
      const answer = await askCode('rider', { phone: '+919876540002', channel: 'whatsapp' });
      expect(answer.json().channel).toBe('whatsapp');
      const code = await t.codeTo('+919876540002');
      expect(await settle(answer.json().messageId)).toEqual({
        channel: 'whatsapp',
        status: 'failed',
        fellBackToSms: true,
      });
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/rider/verify',
        headers: { host },
        payload: { phone: '+919876540002', code },
      });
      expect(verified.statusCode, verified.body).toBe(200);
    } finally {
      tokens[DEMO_WHATSAPP_NUMBER] = accessToken;
    }
    expect(graph.refused.at(-1)).toMatch(/Invalid OAuth access token/);
    expect(templatesTo('919876540002')).toEqual([]);
  });

  it('follows the partner’s default, which the login screens are told of', async () => {
    const offered = async () =>
      (await t.app.inject({ url: '/api/v1/auth/code-channels', headers: { host } })).json();
    expect(await offered()).toEqual({ channels: ['sms', 'whatsapp'], default: 'sms' });
    const bySms = await askCode('rider', { phone: '+919876540003' });
    expect(bySms.json().channel).toBe('sms');
    await t.codeTo('+919876540003');
    expect(await settle(bySms.json().messageId)).toEqual({
      channel: 'sms',
      status: 'sent',
      fellBackToSms: false,
    });

    expect((await setLoginCodes('whatsapp')).statusCode).toBe(200);
    expect(await offered()).toEqual({ channels: ['whatsapp', 'sms'], default: 'whatsapp' });
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, host));
    await t.database.db
      .insert(drivers)
      .values({ tenantId: demo!.id, firstName: 'Ravi', lastName: 'K', phone: '+919811140004' });
    const driver = await askCode('driver', { phone: '+919811140004' });
    expect(driver.json().channel).toBe('whatsapp');
    await waitFor(async () => templatesTo('919811140004').length > 0, 'the driver’s template');
    // The rider may still pick SMS.
    const picked = await askCode('rider', { phone: '+919876540005', channel: 'sms' });
    expect(picked.json().channel).toBe('sms');
    await t.codeTo('+919876540005');
    expect(templatesTo('919876540005')).toEqual([]);
  });

  it('answers an unknown driver like a known one, its message id included', async () => {
    const answer = await askCode('driver', { phone: '+919811140099' });
    expect(answer.json()).toMatchObject({ sent: true, channel: 'whatsapp' });
    expect((await status(answer.json().messageId)).json()).toEqual({
      channel: 'whatsapp',
      status: 'sent',
      fellBackToSms: false,
    });
    expect(templatesTo('919811140099')).toEqual([]);
  });

  it('refuses a channel it does not know, and a message id that is not one or is another site’s', async () => {
    const bad = await askCode('rider', { phone: '+919876540006', channel: 'pigeon' });
    expect(bad.statusCode).toBe(400);
    expect((await askCode('driver', { phone: '+919811140006', channel: 'fax' })).statusCode).toBe(400);
    expect((await setLoginCodes('pigeon')).statusCode).toBe(400);
    expect((await status('not-a-uuid')).statusCode).toBe(400);
    expect((await status('7d9f0c2e-3b1a-4c5d-8e6f-0a1b2c3d4e5f')).statusCode).toBe(404);
    const sent = await askCode('rider', { phone: '+919876540007', channel: 'sms' });
    expect((await status(sent.json().messageId)).statusCode).toBe(200);
    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other Cabs', email: 'o@other-cabs.test', domain: OTHER_HOST })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: OTHER_HOST, tenantId: other!.id });
    expect((await status(sent.json().messageId, OTHER_HOST)).statusCode).toBe(404);
  });

  it('sends by SMS when WhatsApp is not set up, whatever was asked', async () => {
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: { host, authorization: `Bearer ${partner}`, 'idempotency-key': `wa-login-${(keys += 1)}` },
      payload: { whatsapp: { phoneNumberId: '' } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/code-channels', headers: { host } })).json()).toEqual({
      channels: ['sms'],
      default: 'sms',
    });
    const answer = await askCode('rider', { phone: '+919876540008', channel: 'whatsapp' });
    expect(answer.json().channel).toBe('sms');
    await t.codeTo('+919876540008');
    expect(templatesTo('919876540008')).toEqual([]);
  });
});
