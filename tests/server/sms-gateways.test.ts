// The real SMS gateways against stand-ins that speak their protocols: Twilio's REST API, MSG91's Flow API and an
// SMPP SMSC. Each provider's wire format (DLT ids, Unicode), a refusal carrying the gateway's own words, a timeout;
// the delivery-report routes (a signed Twilio status callback, MSG91's tokened webhook) on a bare Fastify with
// the app's error handling and form parser; SMPP receipts reaching onReport; the production refusal of `log`.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smsReportRoutes } from '../../src/server/modules/messages/sms-report-routes';
import { jsonBodyPlugin } from '../../src/server/plugins/json-body';
import { registerErrorHandling } from '../../src/server/plugins/errors';
import { createSmsProvider, smsReportSettings } from '../../src/server/sms/create-sms-provider';
import {
  msg91ReportToken,
  msg91ReportUrl,
  SMS_REPORT_PATHS,
  twilioStatusCallbackUrl,
} from '../../src/server/sms/delivery-reports';
import { createMsg91Provider } from '../../src/server/sms/msg91';
import { createSmppProvider, type SmppProvider } from '../../src/server/sms/smpp';
import type { DeliveryReport, SmsMessage } from '../../src/server/sms/sms-provider';
import { createTwilioProvider } from '../../src/server/sms/twilio';
import { envSchema } from '../../src/server/env';
import { startMsg91StandIn, type Msg91StandIn } from '../helpers/msg91-stand-in';
import { startSmppStandIn, type SmppStandIn } from '../helpers/smpp-stand-in';
import { startTwilioStandIn, type TwilioStandIn } from '../helpers/twilio-stand-in';
import { waitFor } from '../helpers/wait-for';
import { LIVE_PLATFORM_ENV, refusedStart } from '../helpers/production-env';

const DLT = { entityId: '1101456789012345678', templateId: '1107161234567890123' };
/** The id MSG91 gave the template created in its panel with the DLT template id above. */
const MSG91_TEMPLATE = '65f1c0d2d6fc0553a2147b31';
const loginCode = (overrides: Partial<SmsMessage> = {}): SmsMessage => ({
  to: '+919876543210',
  text: '482913 is your TravelX login code. Do not share it. - TRVLX',
  sender: 'TRVLXS',
  dlt: DLT,
  gatewayTemplateId: MSG91_TEMPLATE,
  variables: { code: '482913', brand: 'TravelX' },
  ...overrides,
});
const HINDI = 'आपका लॉगिन कोड 482913 है। - TRVLX';

/** What a log would have received: the real providers must write none of it. */
function silentLog() {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => void lines.push(args);
  const log = {
    lines,
    info: record,
    warn: record,
    error: record,
    debug: record,
    trace: record,
    fatal: record,
    silent: record,
    level: 'info',
    child: () => log,
  };
  return log;
}

describe('Twilio', () => {
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
  });
  afterAll(() => twilio?.close());
  afterEach(() => {
    twilio.mode = 'answer';
  });
  const provider = (from = '+15005550006', timeoutMs = 10_000) =>
    createTwilioProvider({
      apiUrl: twilio.url,
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from,
      timeoutMs,
    });

  it('posts To, Body and From with basic auth and answers the message sid', async () => {
    const sent = await provider().send(
      loginCode({ sender: '', text: HINDI, statusCallbackUrl: 'https://travelx.app/cb' }),
    );
    expect(sent.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.messages.at(-1)).toEqual({
      sid: sent.providerId,
      to: '+919876543210',
      body: HINDI,
      from: '+15005550006',
      statusCallback: 'https://travelx.app/cb',
    });
  });

  it('sends through a Messaging Service when the sender is an MG… SID, and a message’s sender wins', async () => {
    const service = `MG${'0123456789abcdef'.repeat(2)}`;
    await provider(service).send(loginCode({ sender: '' }));
    expect(twilio.messages.at(-1)).toMatchObject({ messagingServiceSid: service });
    expect(twilio.messages.at(-1)!.from).toBeUndefined();
    await provider(service).send(loginCode({ sender: 'TRVLX' }));
    expect(twilio.messages.at(-1)).toMatchObject({ from: 'TRVLX' });
  });

  it('throws Twilio’s code and message when it refuses', async () => {
    await expect(provider().send(loginCode({ to: '+12' }))).rejects.toThrow(
      /Twilio refused the message \(HTTP 400, error 21211\): The 'To' number \+12 is not a valid phone number/,
    );
    const wrongToken = createTwilioProvider({
      apiUrl: twilio.url,
      accountSid: twilio.accountSid,
      authToken: 'not-the-token',
      from: '+15005550006',
    });
    await expect(wrongToken.send(loginCode())).rejects.toMatchObject({ status: 401, code: 20003 });
    twilio.mode = { status: 503, code: 20503, message: 'Service Unavailable' };
    await expect(provider().send(loginCode())).rejects.toThrow(
      /HTTP 503, error 20503\): Service Unavailable/,
    );
  });

  it('gives up when Twilio does not answer in time', async () => {
    twilio.mode = 'hang';
    const started = Date.now();
    await expect(provider('+15005550006', 300).send(loginCode())).rejects.toThrow(
      /Twilio did not answer within 0.3 s/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('MSG91', () => {
  let msg91: Msg91StandIn;
  beforeAll(async () => {
    msg91 = await startMsg91StandIn();
  });
  afterAll(() => msg91?.close());
  afterEach(() => {
    msg91.mode = 'answer';
  });
  const provider = (authKey = msg91.authKey, timeoutMs = 10_000) =>
    createMsg91Provider({ apiUrl: msg91.url, authKey, sender: 'TRVLXP', timeoutMs });

  it("posts the Flow API body: MSG91's template id, the number without +, the variables and the sender", async () => {
    const sent = await provider().send(loginCode());
    expect(sent.providerId).toBe(msg91.requests.at(-1)!.requestId);
    expect(msg91.requests.at(-1)).toEqual({
      requestId: sent.providerId,
      templateId: MSG91_TEMPLATE,
      shortUrl: '0',
      sender: 'TRVLXS',
      mobiles: '919876543210',
      variables: { code: '482913', brand: 'TravelX' },
    });
    await provider().send(loginCode({ sender: '' }));
    expect(msg91.requests.at(-1)!.sender).toBe('TRVLXP');
  });

  it('refuses a message without an MSG91 template id before calling MSG91', async () => {
    const before = msg91.requests.length;
    await expect(provider().send(loginCode({ gatewayTemplateId: undefined }))).rejects.toThrow(
      /no MSG91 template id/,
    );
    expect(msg91.requests.length).toBe(before);
  });

  it('throws MSG91’s message when it refuses, answered with an error or with type "error"', async () => {
    await expect(provider('wrong-key').send(loginCode())).rejects.toThrow(
      /MSG91 refused the message \(HTTP 401\): AuthenticationFailure/,
    );
    msg91.mode = { status: 200, message: 'Template ID Missing or Invalid Template' };
    await expect(provider().send(loginCode())).rejects.toThrow(/HTTP 200\): Template ID Missing/);
  });

  it('gives up when MSG91 does not answer in time', async () => {
    msg91.mode = 'hang';
    await expect(provider(msg91.authKey, 300).send(loginCode())).rejects.toThrow(
      /MSG91 did not answer within/,
    );
  });
});

describe('SMPP', () => {
  let smsc: SmppStandIn;
  let gateway: SmppProvider;
  const reports: DeliveryReport[] = [];
  let failReports = false;
  beforeAll(async () => {
    smsc = await startSmppStandIn();
    gateway = createSmppProvider({
      url: smsc.url,
      retry: { firstMs: 50, maxMs: 200 },
      onReport: async (report) => {
        if (failReports) throw new Error('database unavailable');
        reports.push(report);
      },
    });
    await gateway.ready();
  });
  afterAll(async () => {
    await gateway?.close();
    await smsc?.close();
  });
  afterEach(() => {
    smsc.mode = { receipt: 'DELIVRD' };
    failReports = false;
  });

  it('binds as a transceiver with SMPP_URL’s credentials', () => {
    expect(gateway.bound).toBe(true);
    expect(smsc.binds).toEqual([{ systemId: 'travelx', accepted: true }]);
  });

  it('submits GSM text with a receipt asked for and the DLT TLVs, and passes the receipt to onReport', async () => {
    const sent = await gateway.send(loginCode());
    const submit = smsc.submits.at(-1)!;
    expect(sent.providerId).toBe(submit.messageId);
    expect(submit).toMatchObject({
      sourceAddr: 'TRVLXS',
      sourceTon: 5,
      destinationAddr: '919876543210',
      destinationTon: 1,
      registeredDelivery: 1,
      dataCoding: 0,
      text: loginCode().text,
      usedPayload: false,
      peId: DLT.entityId,
      templateId: DLT.templateId,
    });
    await waitFor(async () => reports.some((report) => report.providerId === sent.providerId), 'the receipt');
    expect(reports.find((report) => report.providerId === sent.providerId)).toMatchObject({
      provider: 'smpp',
      status: 'delivered',
    });
    await waitFor(async () => smsc.receiptAnswers.length >= 1, 'the deliver_sm_resp');
    expect(smsc.receiptAnswers.at(-1)).toBe(0);
  });

  it('sends text outside GSM 03.38 as UCS2, and a long text in message_payload', async () => {
    await gateway.send(loginCode({ text: HINDI, dlt: undefined }));
    expect(smsc.submits.at(-1)).toMatchObject({ dataCoding: 8, text: HINDI });
    expect(smsc.submits.at(-1)!.peId).toBeUndefined();
    const long = 'Your driver Ravi is on the way in a white Swift. '.repeat(5);
    await gateway.send(loginCode({ text: long }));
    expect(smsc.submits.at(-1)).toMatchObject({ dataCoding: 0, usedPayload: true, text: long });
  });

  it('reports a failed receipt, and answers a receipt onReport could not take with a temporary error', async () => {
    smsc.mode = { receipt: 'UNDELIV' };
    const sent = await gateway.send(loginCode());
    await waitFor(async () => reports.some((report) => report.providerId === sent.providerId), 'the receipt');
    expect(reports.find((report) => report.providerId === sent.providerId)).toMatchObject({
      status: 'failed',
      reason: 'SMPP UNDELIV err:034',
    });
    failReports = true;
    const answered = smsc.receiptAnswers.length;
    await gateway.send(loginCode());
    await waitFor(async () => smsc.receiptAnswers.length > answered, 'the deliver_sm_resp');
    expect(smsc.receiptAnswers.at(-1)).toBe(0x64);
  });

  it('throws the SMSC’s refusal, and gives up on a submit left unanswered', async () => {
    smsc.mode = { refuse: 0x58 };
    await expect(gateway.send(loginCode())).rejects.toThrow(
      /SMPP gateway refused the message: ESME_RTHROTTLED \(0x00000058\)/,
    );
    const impatient = createSmppProvider({ url: smsc.url, timeoutMs: 2000, onReport: async () => {} });
    try {
      await impatient.ready();
      smsc.mode = 'silent';
      await expect(impatient.send(loginCode())).rejects.toThrow(/did not answer submit_sm within 2 s/);
    } finally {
      await impatient.close();
    }
  });

  it('binds again after the session is lost, and sends once bound', async () => {
    const bindsBefore = smsc.binds.filter((bind) => bind.accepted).length;
    smsc.dropSessions();
    await waitFor(
      async () => smsc.binds.filter((bind) => bind.accepted).length > bindsBefore,
      'a second bind',
    );
    const sent = await gateway.send(loginCode());
    expect(sent.providerId).toBe(smsc.submits.at(-1)!.messageId);
  });

  it('names the refused bind when the password is wrong', async () => {
    const wrong = createSmppProvider({
      url: smsc.wrongUrl,
      retry: { firstMs: 100, maxMs: 400 },
      onReport: async () => {},
    });
    try {
      await expect(wrong.send(loginCode())).rejects.toThrow(/not bound \(bind refused: ESME_RBINDFAIL/);
    } finally {
      await wrong.close();
    }
  });

  it('writes no text to the log, and unbinds on close', async () => {
    const log = silentLog();
    const env = envSchema.parse({ NODE_ENV: 'test', SMS_PROVIDER: 'smpp', SMPP_URL: smsc.url });
    const provider = createSmsProvider(env, {
      log: log as never,
      onReport: async () => {},
    }) as SmppProvider;
    try {
      await provider.send(loginCode());
      expect(JSON.stringify(log.lines)).not.toContain('482913');
      expect(JSON.stringify(log.lines)).toContain('SMPP bound to 127.0.0.1');
    } finally {
      const unbinds = smsc.unbinds;
      await provider.close();
      expect(smsc.unbinds).toBe(unbinds + 1);
    }
  });
});

describe('delivery report routes', () => {
  let twilio: TwilioStandIn;
  let msg91: Msg91StandIn;
  const received: DeliveryReport[] = [];
  const apps: FastifyInstance[] = [];

  async function reportApp(options: { publicOrigin?: string; twilio?: boolean; msg91?: boolean } = {}) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(jsonBodyPlugin);
    await app.register(smsReportRoutes, {
      ...(options.twilio === false ? {} : { twilioAuthToken: twilio.authToken }),
      ...(options.msg91 === false ? {} : { msg91ReportToken: msg91ReportToken(msg91.authKey) }),
      ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
      onReport: async (report) => void received.push(report),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  }

  beforeAll(async () => {
    [twilio, msg91] = await Promise.all([startTwilioStandIn(), startMsg91StandIn()]);
  });
  afterAll(async () => {
    await Promise.all([...apps.map((app) => app.close()), twilio?.close(), msg91?.close()]);
  });

  it('takes a Twilio status callback signed for its URL, and refuses a wrong signature with 403', async () => {
    const { origin } = await reportApp();
    const env = envSchema.parse({
      SMS_PROVIDER: 'twilio',
      TWILIO_API_URL: twilio.url,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: '+15005550006',
      PUBLIC_ORIGIN: origin,
    });
    expect(smsReportSettings(env)).toEqual({ twilioAuthToken: twilio.authToken, publicOrigin: origin });
    // The provider names the StatusCallback itself from PUBLIC_ORIGIN.
    const log = silentLog();
    const provider = createSmsProvider(env, { log: log as never, onReport: async () => {} });
    const { providerId } = await provider.send(loginCode());
    expect(log.lines).toEqual([]);
    expect(twilio.messages.at(-1)!.statusCallback).toBe(twilioStatusCallbackUrl(origin));

    const delivered = await twilio.postStatus(providerId, 'delivered');
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: 1 });
    expect(received.at(-1)).toMatchObject({ provider: 'twilio', providerId, status: 'delivered' });

    const failed = await twilio.postStatus(providerId, 'undelivered', { errorCode: '30003' });
    expect(failed.status).toBe(200);
    expect(received.at(-1)).toMatchObject({ status: 'failed', reason: 'Twilio undelivered: error 30003' });

    const count = received.length;
    const forged = await twilio.postStatus(providerId, 'delivered', { signWith: 'another-token' });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toMatch(
      /X-Twilio-Signature does not match/,
    );
    const unsigned = await fetch(`${origin}${SMS_REPORT_PATHS.twilio}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ MessageSid: providerId, MessageStatus: 'delivered' }),
    });
    expect(unsigned.status).toBe(403);
    expect(received.length).toBe(count);
  });

  it('checks the signature against PUBLIC_ORIGIN’s URL, the one Twilio was given', async () => {
    const { origin } = await reportApp({ publicOrigin: 'https://sms.travelx.app' });
    const { providerId } = await createTwilioProvider({
      apiUrl: twilio.url,
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: '+15005550006',
    }).send(loginCode({ statusCallbackUrl: `${origin}${SMS_REPORT_PATHS.twilio}` }));
    const publicUrl = `https://sms.travelx.app${SMS_REPORT_PATHS.twilio}`;
    expect((await twilio.postStatus(providerId, 'sent', { signedUrl: publicUrl })).status).toBe(200);
    expect(received.at(-1)).toMatchObject({ providerId, status: 'sent' });
    // Signed for the address it was posted to, not the public one: not Twilio's.
    expect((await twilio.postStatus(providerId, 'delivered')).status).toBe(403);
  });

  it('takes MSG91’s delivery reports with the URL’s token, and refuses a wrong or missing token with 403', async () => {
    const { origin } = await reportApp();
    const { providerId } = await createMsg91Provider({ apiUrl: msg91.url, authKey: msg91.authKey }).send(
      loginCode(),
    );
    const url = msg91ReportUrl(origin, msg91ReportToken(msg91.authKey));
    const delivered = await msg91.postReport(url, providerId, { status: '1', desc: 'DELIVERED' });
    expect(delivered.status).toBe(200);
    expect(received.at(-1)).toEqual({
      provider: 'msg91',
      providerId,
      status: 'delivered',
      at: new Date('2026-11-27T10:06:20+05:30'),
    });
    const rejected = await msg91.postReport(url, providerId, { status: '16', desc: 'REJECTED' }, 'json');
    expect(rejected.status).toBe(200);
    expect(received.at(-1)).toMatchObject({ status: 'failed', reason: 'MSG91 REJECTED' });

    const count = received.length;
    const wrong = await msg91.postReport(msg91ReportUrl(origin, 'guessed'), providerId, {
      status: '1',
      desc: 'DELIVERED',
    });
    expect(wrong.status).toBe(403);
    const missing = await msg91.postReport(`${origin}${SMS_REPORT_PATHS.msg91}`, providerId, {
      status: '1',
      desc: 'DELIVERED',
    });
    expect(missing.status).toBe(403);
    expect(received.length).toBe(count);
  });

  it('answers 404 for a gateway this server does not use, and 400 for a body that is no report', async () => {
    const { origin, app } = await reportApp({ twilio: false, msg91: false });
    const twilioCall = await twilio.postStatus(
      (
        await createTwilioProvider({
          apiUrl: twilio.url,
          accountSid: twilio.accountSid,
          authToken: twilio.authToken,
          from: '+15005550006',
        }).send(loginCode({ statusCallbackUrl: `${origin}${SMS_REPORT_PATHS.twilio}` }))
      ).providerId,
      'delivered',
    );
    expect(twilioCall.status).toBe(404);
    const msg91Call = await app.inject({
      method: 'POST',
      url: `${SMS_REPORT_PATHS.msg91}?token=x`,
      payload: {},
    });
    expect(msg91Call.statusCode).toBe(404);

    const configured = await reportApp();
    const token = msg91ReportToken(msg91.authKey);
    const notAReport = await configured.app.inject({
      method: 'POST',
      url: `${SMS_REPORT_PATHS.msg91}?token=${token}`,
      payload: { hello: 'world' },
    });
    expect(notAReport.statusCode).toBe(400);
  });
});

describe('SMS configuration', () => {
  it('stops a production start on SMS_PROVIDER=log with one line saying why', async () => {
    const { code, lines } = await refusedStart({ ...LIVE_PLATFORM_ENV, LOG_LEVEL: 'silent' });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Configuration error: SMS_PROVIDER: log sends every SMS, riders' and drivers' login codes included, only to the server log, so in production nobody could log in: .*SMS_LOG_IN_PRODUCTION=1.* \(not set\)$/,
      ),
    ]);
  });
});
