// The WhatsApp bot through its real boundary: Meta's webhook (verification, signed notifications) in, and the
// replies out to a stand-in Graph API. A conversation books a ride the partner's console lists with the rider's
// WhatsApp number; a repeated delivery is answered once; bad input is refused or answered, never booked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ridesResponseSchema } from '../../src/domain/rides/partner-rides';
import { leadsResponseSchema } from '../../src/domain/riders/leads';
import { rides, users, whatsappInbox } from '../../src/server/db/schema';
import { DEMO, DEMO_WHATSAPP_NUMBER } from '../../src/server/db/seed';
import { demoWhatsapp } from '../helpers/demo-whatsapp';
import {
  hubSignature,
  startGraphApi,
  statusNotification,
  textNotification,
  type GraphApi,
} from '../helpers/graph-api';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
const numberId = DEMO_WHATSAPP_NUMBER;

describe.each(testDatabases())('WhatsApp bot on $name', (target) => {
  let t: TestApp;
  let graph: GraphApi;
  let partner: string;
  let secrets: Awaited<ReturnType<typeof demoWhatsapp>>;
  beforeAll(async () => {
    const tokens: Record<string, string> = {};
    graph = await startGraphApi(tokens);
    t = await startTestApp(target, { env: { WHATSAPP_API_URL: graph.url } });
    secrets = await demoWhatsapp(t.database.db);
    tokens[numberId] = secrets.accessToken;
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  const deliver = (body: string, signature: string | null = hubSignature(body, secrets.appSecret)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/whatsapp/webhook',
      headers: {
        host,
        'content-type': 'application/json',
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
      payload: body,
    });

  /** Sends a rider's message and waits for the bot's one reply to it. */
  const say = async (from: string, text: string, id?: string) => {
    const before = graph.sent.length;
    const answer = await deliver(
      textNotification({ phoneNumberId: numberId, from, text, id, name: 'Meena' }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    await vi.waitFor(() => expect(graph.sent.length).toBe(before + 1), { timeout: 10_000 });
    const reply = graph.sent.at(-1)!;
    expect(reply).toMatchObject({ phoneNumberId: numberId, to: from });
    return reply.body;
  };
  const numberOf = (reply: string, startsWith: string) =>
    /^(\d+)\. /.exec(
      reply.split('\n').find((line) => /^\d+\. /.test(line) && line.includes(startsWith))!,
    )![1]!;
  const ridesOf = (phone: string) => t.database.db.select().from(rides).where(eq(rides.customerPhone, phone));

  it('answers the verification handshake only with the partner’s verify token', async () => {
    const verify = (token: string, mode = 'subscribe') =>
      t.app.inject({
        url: `/api/v1/whatsapp/webhook?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`,
        headers: { host },
      });
    const ok = await verify(secrets.verifyToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    const wrong = await verify('not-the-token');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toMatch(/verify token/);
    expect((await verify(secrets.verifyToken, 'unsubscribe')).statusCode).toBe(403);
  });

  it('refuses unsigned, wrongly signed, foreign and malformed notifications', async () => {
    const body = textNotification({
      phoneNumberId: numberId,
      from: '919800000001',
      text: 'Chennai to Vellore',
    });
    const forged = await deliver(body, hubSignature(body, 'someone-elses-secret'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toMatch(/X-Hub-Signature-256/);
    expect((await deliver(body, null)).statusCode).toBe(401);
    // A body changed after signing no longer matches its signature.
    expect(
      (await deliver(body.replace('Vellore', 'Madurai'), hubSignature(body, secrets.appSecret))).statusCode,
    ).toBe(401);

    const foreign = await deliver(
      textNotification({ phoneNumberId: '555000111', from: '919800000001', text: 'hi' }),
    );
    expect(foreign.statusCode).toBe(403);
    const notJson = await deliver('{"object":');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toMatch(/not valid JSON/);
    const notWhatsapp = await deliver(JSON.stringify({ object: 'page', entry: [] }));
    expect(notWhatsapp.statusCode).toBe(400);
    expect(notWhatsapp.json().error.message).toMatch(/^Not a WhatsApp notification: object/);
    const badSender = await deliver(textNotification({ phoneNumberId: numberId, from: 'x', text: 'hi' }));
    expect(badSender.statusCode).toBe(400);
    expect(badSender.json().error.fields).toHaveProperty(['entry.0.changes.0.value.messages.0.from']);

    const status = await deliver(statusNotification(numberId, '919800000001'));
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ received: 0 });
    const otherHost = await t.app.inject({
      method: 'POST',
      url: '/api/v1/whatsapp/webhook',
      headers: {
        host: 'nobody.test',
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignature(body, secrets.appSecret),
      },
      payload: body,
    });
    expect(otherHost.statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(graph.sent).toHaveLength(0);
    expect(await t.database.db.select().from(whatsappInbox)).toHaveLength(0);
  });

  it('books a ride by WhatsApp that the partner sees with the rider’s number', async () => {
    const from = '919812345678';
    const offers = await say(from, 'Chennai to Bangalore tomorrow quarter to 8 pm');
    expect(offers).toMatch(/^Here are the vehicles for Chennai → Bengaluru/);
    expect(offers).toMatch(/\n1\. \w+ · ₹/);
    expect(offers).toMatch(/Reply with a number or the name\.$/);

    const confirm = await say(from, numberOf(offers, 'Sedan'));
    expect(confirm).toMatch(/^Book a Sedan for Chennai → Bengaluru/);
    expect(await say(from, 'SUV instead')).toMatch(
      /^Book a SUV for Chennai → Bengaluru[^]*\n1\. Yes, book it\n/,
    );
    const booked = await say(from, '1');
    expect(booked).toMatch(/^Booked! Your trip code is \d{4}/);

    const [ride] = await ridesOf('+919812345678');
    expect(ride).toMatchObject({
      status: 'booked',
      vehicleType: 'suv',
      customerName: 'Meena',
      pickupName: 'Chennai',
    });
    expect(booked).toContain(ride!.tripCode);
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', timeStyle: 'short' });
    expect(clock.format(ride!.pickupAt)).toBe('19:45');
    const [rider] = await t.database.db.select().from(users).where(eq(users.phone, '+919812345678'));
    expect(rider).toMatchObject({ role: 'rider', name: 'Meena', tenantId: ride!.tenantId });

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(ride!.pickupAt);
    const listed = await t.app.inject({
      url: `/api/v1/partner/rides?dateFilter=custom&from=${day}&to=${day}&q=${ride!.id}`,
      headers: { host, authorization: `Bearer ${partner}` },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(ridesResponseSchema.parse(listed.json()).items).toEqual([
      expect.objectContaining({ id: ride!.id, customerPhone: '+919812345678', dropoff: 'Bengaluru' }),
    ]);

    const leads = leadsResponseSchema.parse(
      (
        await t.app.inject({
          url: '/api/v1/partner/leads?status=converted',
          headers: { host, authorization: `Bearer ${partner}` },
        })
      ).json(),
    );
    expect(leads.items.find((lead) => lead.phone === '+919812345678')).toMatchObject({
      source: 'whatsapp',
      name: 'Meena',
      status: 'converted',
    });
  });

  it('talks Arabic to a rider who writes Arabic, numbered answers and Latin place names included, and books', async () => {
    const from = '919845011223';
    expect(await say(from, 'أريد تاكسي')).toBe('من أين نأخذك؟');
    const offers = await say(from, 'Chennai to Bangalore tomorrow 8 pm');
    expect(offers).toMatch(/^هذه هي السيارات المتاحة لرحلة Chennai → Bengaluru، /);
    expect(offers).toMatch(/\n\nأرسل الرقم أو الاسم\.$/);
    const confirm = await say(from, numberOf(offers, 'سيدان'));
    expect(confirm).toMatch(/^هل نحجز سيدان لرحلة Chennai → Bengaluru، [^]*\n1\. نعم، احجز\n/);
    expect(await say(from, '١')).toMatch(/^تم الحجز! رمز رحلتك \d{4}؛/);
    expect(await ridesOf(`+${from}`)).toEqual([
      expect.objectContaining({ status: 'booked', vehicleType: 'sedan' }),
    ]);
    expect(await say(from, 'ب'.repeat(1500))).toBe('هذه الرسالة طويلة جدًا. يرجى ألا تتجاوز 1000 حرف.');
  });

  it('answers a delivery repeated with the same message id once, and books once', async () => {
    const from = '919845098450';
    await say(from, 'Chennai to Vellore tomorrow 9 am');
    expect(await say(from, 'sedan')).toMatch(/^Book a Sedan/);
    const yes = textNotification({ phoneNumberId: numberId, from, text: 'yes', id: 'wamid.repeated-yes' });
    const before = graph.sent.length;
    const [first, second] = await Promise.all([deliver(yes), deliver(yes)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().received, second.json().received].sort()).toEqual([0, 1]);
    await vi.waitFor(() => expect(graph.sent.length).toBe(before + 1), { timeout: 10_000 });
    expect((await deliver(yes)).json()).toEqual({ received: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(graph.sent.slice(before)).toEqual([
      expect.objectContaining({ to: from, body: expect.stringMatching(/^Booked!/) }),
    ]);
    expect(await ridesOf(`+${from}`)).toHaveLength(1);
  });

  it('answers gibberish and non-text messages helpfully and books nothing', async () => {
    const from = '919876012345';
    expect(await say(from, 'asdkjh qwpoe zzzz')).toBe('Where should we pick you up?');
    const image = JSON.parse(textNotification({ phoneNumberId: numberId, from, text: '' })) as {
      entry: { changes: { value: { messages: Record<string, unknown>[] } }[] }[];
    };
    const message = image.entry[0]!.changes[0]!.value.messages[0]!;
    delete message.text;
    Object.assign(message, { type: 'image', image: { id: '1479537139650973', mime_type: 'image/jpeg' } });
    const before = graph.sent.length;
    expect((await deliver(JSON.stringify(image))).statusCode).toBe(200);
    await vi.waitFor(() => expect(graph.sent.length).toBe(before + 1), { timeout: 10_000 });
    expect(graph.sent.at(-1)!.body).toMatch(/^I can read text messages only/);
    expect(await say(from, 'x'.repeat(1500))).toMatch(/too long/);
    expect(await say(from, 'நாளை காலை')).toBe('உங்களை எங்கிருந்து அழைத்துச் செல்ல வேண்டும்?');
    expect(await ridesOf(`+${from}`)).toHaveLength(0);
    expect(graph.refused).toEqual([]);
  });
});
