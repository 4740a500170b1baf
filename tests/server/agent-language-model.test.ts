// The booking agent's optional language model through the real app and a stand-in model server: the partner turns
// it on in Settings; the model fills the booking contract by a tool call, its places are only what the gazetteer
// knows, its times are the partner's; any failure (bad arguments, no tool call, an error, 2 s of silence) leaves
// the rule reader's answer; turned off, or with no model configured, the model is never asked.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  agentParseResponseSchema,
  chatReplySchema,
} from '../../src/domain/assistants/booking-text/agent-parse-contract';
import type { ConversationState } from '../../src/domain/assistants/booking-text/conversation';
import { partnerSettingsSchema } from '../../src/domain/partners/partner-settings';
import { conversations, rides, users } from '../../src/server/db/schema';
import { DEMO, DEMO_WHATSAPP_NUMBER } from '../../src/server/db/seed';
import { demoWhatsapp } from '../helpers/demo-whatsapp';
import { hubSignature, startGraphApi, textNotification, type GraphApi } from '../helpers/graph-api';
import { startLlmStandIn, type LlmStandIn } from '../helpers/llm-stand-in';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;
/** The demo partner's time zone. */
const ZONE = 'Asia/Kolkata';
let keys = 0;
const key = () => `llm-${Date.now()}-${(keys += 1)}`;

/** A message the rule reader reads only half of: it finds the airport but not where the rider is going. */
const UNCLEAR = 'Starting point Chennai airport, destination Velachery, tomorrow 10am';
/** A message the rule reader reads whole. */
const CLEAR = 'Chennai to Bangalore tomorrow 8 pm';

/** Tomorrow's date where the demo partner is (Asia/Kolkata), as the model writes dates. */
const tomorrowThere = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + 86_400_000);

const toolCall = (args: object | string) => ({
  toolCall: { name: 'fill_booking', arguments: typeof args === 'string' ? args : JSON.stringify(args) },
});

async function settingsCall(t: TestApp, token: string, method: 'GET' | 'PATCH', payload?: object) {
  return t.app.inject({
    method,
    url: '/api/v1/partner/settings',
    headers: {
      host,
      authorization: `Bearer ${token}`,
      ...(method === 'PATCH' ? { 'idempotency-key': key() } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function useLanguageModel(t: TestApp, token: string, on: boolean) {
  const saved = await settingsCall(t, token, 'PATCH', { assistant: { useLanguageModel: on } });
  expect(saved.statusCode, saved.body).toBe(200);
}

function chat(t: TestApp) {
  return async (token: string, text: string) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/messages',
      headers: { host, authorization: `Bearer ${token}` },
      payload: { text, language: 'en' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return chatReplySchema.parse(reply.json()).reply;
  };
}

describe.each(testDatabases())('the booking agent’s language model on $name', (target) => {
  let t: TestApp;
  let llm: LlmStandIn;
  let graph: GraphApi;
  let partner: string;
  let say: ReturnType<typeof chat>;
  const logs: string[] = [];
  let riders = 0;
  /** A rider of their own for each conversation, with the phone their rides carry. */
  const newRider = async () => {
    const phone = `+9197420${String((riders += 1)).padStart(5, '0')}`;
    return { phone, token: await riderToken(t, phone) };
  };

  beforeAll(async () => {
    llm = await startLlmStandIn();
    const tokens: Record<string, string> = {};
    graph = await startGraphApi(tokens);
    t = await startTestApp(target, {
      env: {
        WHATSAPP_API_URL: graph.url,
        LLM_BASE_URL: llm.url,
        LLM_MODEL: 'stand-in-model',
        LLM_API_KEY: 'sk-test',
        LOG_LEVEL: 'warn',
      },
      logStream: { write: (line) => logs.push(line) },
    });
    tokens[DEMO_WHATSAPP_NUMBER] = (await demoWhatsapp(t.database.db)).accessToken;
    partner = await partnerToken(t);
    say = chat(t);
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
    await graph?.close();
  });

  const draftOf = async (phone: string) => {
    const [row] = await t.database.db
      .select({ state: conversations.state })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.riderId))
      .where(eq(users.phone, phone));
    return (row!.state as ConversationState).draft;
  };

  it('settings: off by default, shown available, refuses a bad value and keeps the choice', async () => {
    const before = partnerSettingsSchema.parse((await settingsCall(t, partner, 'GET')).json());
    expect(before.assistant).toEqual({ useLanguageModel: false, languageModelAvailable: true });
    for (const bad of [{ useLanguageModel: 'yes' }, { useLanguageModel: 1 }]) {
      const refused = await settingsCall(t, partner, 'PATCH', { assistant: bad });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.message).toMatch(/useLanguageModel/);
    }
    await useLanguageModel(t, partner, true);
    const after = partnerSettingsSchema.parse((await settingsCall(t, partner, 'GET')).json());
    expect(after.assistant.useLanguageModel).toBe(true);
  });

  it('turned off, the model is never asked and the rule reader answers', async () => {
    await useLanguageModel(t, partner, false);
    const asked = llm.requests.length;
    llm.answer = toolCall({ pickup: 'Chennai airport', dropoff: 'Velachery' });
    expect((await say((await newRider()).token, UNCLEAR)).text).toBe('Where are you going?');
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/parse',
      headers: { host },
      payload: { text: UNCLEAR },
      remoteAddress: '10.9.1.1',
    });
    expect(agentParseResponseSchema.parse(parsed.json()).draft.dropoff).toBeNull();
    expect(llm.requests.length).toBe(asked);
  });

  it("turned on, books from the model's fields where the rule reader could not, asking in the right shape", async () => {
    await useLanguageModel(t, partner, true);
    const { token: rider, phone } = await newRider();
    llm.answer = toolCall({
      pickup: 'Chennai airport',
      dropoff: 'Velachery',
      pickupTime: `${tomorrowThere()}T10:00`,
      tripType: 'oneway',
    });
    const asked = llm.requests.length;
    const offers = await say(rider, UNCLEAR);
    expect(offers.text).toMatch(/Here are the vehicles for Chennai International Airport → Velachery/);

    const request = llm.requests[asked]!;
    expect(request.model).toBe('stand-in-model');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.tools).toHaveLength(1);
    expect(request.tools![0]!.function.name).toBe('fill_booking');
    expect(Object.keys(request.tools![0]!.function.parameters as object)).toContain('properties');
    expect(
      Object.keys((request.tools![0]!.function.parameters as { properties: object }).properties),
    ).toEqual(
      expect.arrayContaining(['pickup', 'dropoff', 'pickupTime', 'returnTime', 'tripType', 'vehicleType']),
    );
    expect(request.tool_choice).toEqual({ type: 'function', function: { name: 'fill_booking' } });
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: UNCLEAR });
    expect(request.messages[0]!.content).toContain(ZONE);

    llm.answer = toolCall({ vehicleType: 'sedan' });
    expect(
      (
        await say(
          rider,
          offers.choices.find((c) => c.startsWith('Sedan'))!,
        )
      ).text,
    ).toMatch(/^Book a Sedan for Chennai International Airport → Velachery/);
    llm.answer = toolCall({});
    expect((await say(rider, 'Yes, book it')).text).toMatch(/^Booked! Your trip code is \d{4}/);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.customerPhone, phone));
    expect(ride).toMatchObject({ vehicleType: 'sedan', dropoffName: 'Velachery', service: 'airport' });
    expect(ride!.pickupName).toMatch(/Chennai International Airport/);
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(ride!.pickupAt);
    expect(local).toBe(`${tomorrowThere()}, 10:00`);
  });

  it('POST /agent/parse reads with the model too, and a return at or before the pickup is not kept', async () => {
    await useLanguageModel(t, partner, true);
    llm.answer = toolCall({
      pickup: 'Chennai airport',
      dropoff: 'Velachery',
      pickupTime: '2026-03-11T10:00',
      returnTime: '2026-03-11T09:00',
      tripType: 'return',
    });
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/parse',
      headers: { host },
      payload: { text: UNCLEAR, now: '2026-03-10T04:30:00Z' },
      remoteAddress: '10.9.1.2',
    });
    const { draft } = agentParseResponseSchema.parse(parsed.json());
    expect(draft).toMatchObject({
      pickupTime: '2026-03-11T04:30:00.000Z',
      returnTime: null,
      tripType: 'return',
      missing: ['returnTime'],
    });
    expect(draft.dropoff?.name).toBe('Velachery');
  });

  it('the socket.io chat reads with the model too', async () => {
    await useLanguageModel(t, partner, true);
    llm.answer = toolCall({
      pickup: 'Chennai airport',
      dropoff: 'Velachery',
      pickupTime: `${tomorrowThere()}T10:00`,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      auth: { token: (await newRider()).token },
      extraHeaders: { host },
    });
    try {
      const answer = new Promise<{ content: { text: string } }>((resolve) =>
        socket.once('agentMessage', resolve),
      );
      socket.emit('userMessage', { role: 'user', content: UNCLEAR, language: 'en' });
      expect((await answer).content.text).toMatch(
        /^Here are the vehicles for Chennai International Airport → Velachery/,
      );
    } finally {
      socket.close();
    }
  });

  it('WhatsApp reads with the model too', async () => {
    await useLanguageModel(t, partner, true);
    llm.answer = toolCall({
      pickup: 'Chennai airport',
      dropoff: 'Velachery',
      pickupTime: `${tomorrowThere()}T10:00`,
    });
    const { appSecret } = await demoWhatsapp(t.database.db);
    const body = textNotification({
      phoneNumberId: DEMO_WHATSAPP_NUMBER,
      from: '919742088001',
      text: UNCLEAR,
      name: 'Meena',
    });
    const sent = graph.sent.length;
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/whatsapp/webhook',
      headers: {
        host,
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignature(body, appSecret),
      },
      payload: body,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await vi.waitFor(() => expect(graph.sent.length).toBe(sent + 1), { timeout: 10_000 });
    expect(graph.sent.at(-1)!.body).toMatch(
      /^Here are the vehicles for Chennai International Airport → Velachery/,
    );
    expect(llm.requests.at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: UNCLEAR });
  });

  it('a place the gazetteer does not know is not taken: the agent asks for it', async () => {
    await useLanguageModel(t, partner, true);
    const { token: rider, phone } = await newRider();
    llm.answer = toolCall({
      pickup: 'Hogwarts',
      dropoff: 'Velachery',
      pickupTime: `${tomorrowThere()}T10:00`,
    });
    expect((await say(rider, 'from the castle to Velachery tomorrow 10am')).text).toBe(
      'Where should we pick you up?',
    );
    const draft = await draftOf(phone);
    expect(draft.pickup).toBeNull();
    expect(draft.dropoff?.name).toBe('Velachery');
  });

  it.each([
    ['malformed arguments', toolCall('{"pickup": "Chen'), /arguments are not JSON/],
    ['arguments outside the contract', toolCall({ pickup: 'Chennai', vehicleType: 'rocket' }), /contract/],
    ['no tool call', { content: 'Sure! Where to?' }, /did not call fill_booking/],
    ['an error status', { status: 500 }, /answered 500/],
  ] as const)('falls back to the rule reader on %s, and says why at warn', async (_case, answer, reason) => {
    await useLanguageModel(t, partner, true);
    llm.answer = answer;
    const asked = llm.requests.length;
    const logged = logs.length;
    const reply = await say((await newRider()).token, CLEAR);
    expect(reply.text).toMatch(/Here are the vehicles for Chennai → Bengaluru/);
    expect(llm.requests.length).toBe(asked + 1);
    const warning = logs.slice(logged).find((line) => line.includes('the rule reader does'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning!)).toMatchObject({ level: 40 });
    expect(JSON.parse(warning!).reason).toMatch(reason);
    expect(warning).not.toContain('Bangalore');
  });

  it('falls back to the rule reader when the model is silent for 2 s', async () => {
    await useLanguageModel(t, partner, true);
    llm.answer = { hang: true };
    const asked = llm.requests.length;
    const started = Date.now();
    const reply = await say((await newRider()).token, CLEAR);
    const elapsed = Date.now() - started;
    expect(reply.text).toMatch(/Here are the vehicles for Chennai → Bengaluru/);
    expect(llm.requests.length).toBe(asked + 1);
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    // 2 s and the rule reader's own turn; generous for a busy machine.
    expect(elapsed).toBeLessThan(5_000);
    expect(logs.some((line) => line.includes('timed out'))).toBe(true);
  });
});

describe('the booking agent with no language model configured', () => {
  let t: TestApp;
  let partner: string;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!);
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the setting unavailable, and reads by rule even with it on', async () => {
    await useLanguageModel(t, partner, true);
    const settings = partnerSettingsSchema.parse((await settingsCall(t, partner, 'GET')).json());
    expect(settings.assistant).toEqual({ useLanguageModel: true, languageModelAvailable: false });
    const rider = await riderToken(t, '+919742099001');
    expect((await chat(t)(rider, UNCLEAR)).text).toBe('Where are you going?');
  });
});
