// The SMS configuration's checks and the delivery-report readers, without any network: Twilio's signature
// against its documented example, MSG91's webhook shapes, SMPP receipts, and the env rules (a chosen gateway's
// variables, the production refusal of `log`).
import { describe, expect, it } from 'vitest';
import { envSchema, parseEnv, SMS_LOG_IN_PRODUCTION_REFUSAL } from '../../src/server/env';
import { LIVE_PLATFORM_ENV } from '../helpers/production-env';
import {
  msg91ReportToken,
  parseMsg91Report,
  parseSmppReceipt,
  parseTwilioStatus,
  twilioSignature,
  verifyMsg91ReportToken,
  verifyTwilioSignature,
} from '../../src/server/sms/delivery-reports';
import { encodeSmsText, parseSmppUrl, submitSmFields } from '../../src/server/sms/smpp';
import { msg91FlowBody } from '../../src/server/sms/msg91';
import { twilioMessageForm } from '../../src/server/sms/twilio';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('Twilio status callbacks', () => {
  it('signs as Twilio documents it (its own example), and verifies in constant time', () => {
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675310',
      Digits: '1234',
      From: '+14158675310',
      To: '+18005551212',
    };
    expect(twilioSignature('12345', url, params)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    expect(verifyTwilioSignature('12345', url, params, 'GvWf1cFY/Q7PnoempGyD5oXAezc=')).toBe(true);
    expect(
      verifyTwilioSignature('12345', url, { ...params, Digits: '1235' }, 'GvWf1cFY/Q7PnoempGyD5oXAezc='),
    ).toBe(false);
    expect(verifyTwilioSignature('12345', url, params, undefined)).toBe(false);
    expect(verifyTwilioSignature('12345', url, params, 'short')).toBe(false);
  });

  it('reads MessageSid, MessageStatus and ErrorCode', () => {
    expect(parseTwilioStatus({ MessageSid: 'SM1', MessageStatus: 'delivered' }, NOW)).toEqual({
      provider: 'twilio',
      providerId: 'SM1',
      status: 'delivered',
      at: NOW,
    });
    expect(parseTwilioStatus({ MessageSid: 'SM1', MessageStatus: 'queued' }, NOW)?.status).toBe('sent');
    expect(parseTwilioStatus({ MessageSid: 'SM1', MessageStatus: 'sending' }, NOW)?.status).toBe('sent');
    expect(
      parseTwilioStatus({ MessageSid: 'SM1', MessageStatus: 'failed', ErrorCode: '30007' }, NOW),
    ).toMatchObject({ status: 'failed', reason: 'Twilio failed: error 30007' });
    expect(parseTwilioStatus({ MessageSid: 'SM1', MessageStatus: 'received' }, NOW)).toBeNull();
    expect(parseTwilioStatus({ MessageStatus: 'delivered' }, NOW)).toBeNull();
  });

  it('builds the Messages form: From, or MessagingServiceSid for an MG… SID, and StatusCallback', () => {
    const message = { to: '+919876543210', text: 'hi', sender: '' };
    expect(Object.fromEntries(twilioMessageForm(message, '+15005550006'))).toEqual({
      To: '+919876543210',
      Body: 'hi',
      From: '+15005550006',
    });
    const service = `MG${'a'.repeat(32)}`;
    expect(
      Object.fromEntries(twilioMessageForm({ ...message, statusCallbackUrl: 'https://x.app/cb' }, service)),
    ).toEqual({
      To: '+919876543210',
      Body: 'hi',
      MessagingServiceSid: service,
      StatusCallback: 'https://x.app/cb',
    });
    // A sender id that merely starts with MG is a sender id.
    expect(Object.fromEntries(twilioMessageForm(message, 'MGROUP')).From).toBe('MGROUP');
  });
});

describe('MSG91 delivery reports', () => {
  const classic = {
    data: JSON.stringify([
      {
        senderId: 'TRVLXS',
        requestId: '3365646f1234567890abcd',
        report: [
          { date: '2026-11-27 10:06:20', number: '919876543210', status: '1', desc: 'DELIVERED' },
          {
            date: '2026-11-27 10:06:21',
            number: '919876543211',
            status: '9',
            desc: 'NDNC',
            failedReason: '',
          },
        ],
        userId: '12345',
        campaignName: 'API',
      },
    ]),
  };

  it('reads the classic webhook’s `data` (a JSON string) with MSG91’s status codes and IST times', () => {
    expect(parseMsg91Report(classic, NOW)).toEqual([
      {
        provider: 'msg91',
        providerId: '3365646f1234567890abcd',
        status: 'delivered',
        at: new Date('2026-11-27T04:36:20Z'),
      },
      {
        provider: 'msg91',
        providerId: '3365646f1234567890abcd',
        status: 'failed',
        reason: 'MSG91 NDNC',
        at: new Date('2026-11-27T04:36:21Z'),
      },
    ]);
  });

  it('reads the flat JSON of webhook v3 and of the new webhook', () => {
    expect(
      parseMsg91Report(
        { requestId: 'r1', status: '2', desc: 'FAILED', failedReason: 'Absent subscriber' },
        NOW,
      ),
    ).toEqual([
      {
        provider: 'msg91',
        providerId: 'r1',
        status: 'failed',
        reason: 'MSG91 FAILED: Absent subscriber',
        at: NOW,
      },
    ]);
    expect(
      parseMsg91Report(
        [{ requestId: 'r2', status: 'delivered', telNum: '919876543210', deliveryTime: 'x' }],
        NOW,
      ),
    ).toEqual([{ provider: 'msg91', providerId: 'r2', status: 'delivered', at: NOW }]);
    expect(parseMsg91Report({ requestId: 'r3', status: '8', desc: 'SUBMITTED' }, NOW)?.[0]?.status).toBe(
      'sent',
    );
  });

  it('answers null for what is no report', () => {
    expect(parseMsg91Report({ data: 'not json' })).toBeNull();
    expect(parseMsg91Report({ hello: 'world' })).toBeNull();
    expect(parseMsg91Report([])).toBeNull();
    expect(parseMsg91Report('text')).toBeNull();
  });

  it('derives its URL token from a key, and compares it in constant time', () => {
    const token = msg91ReportToken('auth-key-1');
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(msg91ReportToken('auth-key-1')).toBe(token);
    expect(msg91ReportToken('auth-key-2')).not.toBe(token);
    expect(verifyMsg91ReportToken(token, token)).toBe(true);
    expect(verifyMsg91ReportToken(token, token.slice(1))).toBe(false);
    expect(verifyMsg91ReportToken(token, undefined)).toBe(false);
    expect(verifyMsg91ReportToken(token, [token])).toBe(false);
  });

  it("sends MSG91's template id, the number without its plus and the variables in the Flow body", () => {
    expect(
      msg91FlowBody(
        {
          to: '+919876543210',
          sender: '',
          gatewayTemplateId: '65f1c0d2d6fc0553a2147b31',
          variables: { code: '482913', mobiles: 'injected' },
        },
        'TRVLXP',
      ),
    ).toEqual({
      template_id: '65f1c0d2d6fc0553a2147b31',
      short_url: '0',
      sender: 'TRVLXP',
      recipients: [{ code: '482913', mobiles: '919876543210' }],
    });
  });
});

describe('SMPP', () => {
  it('reads a delivery receipt’s text, or its TLVs when present', () => {
    const text =
      'id:0123456789 sub:001 dlvrd:001 submit date:2611271205 done date:2611271206 stat:DELIVRD err:000 text:482913 is your';
    expect(parseSmppReceipt({ text }, NOW)).toEqual({
      provider: 'smpp',
      providerId: '0123456789',
      status: 'delivered',
      at: NOW,
    });
    expect(
      parseSmppReceipt({ text: text.replace('DELIVRD', 'REJECTD').replace('err:000', 'err:0B1') }, NOW),
    ).toEqual({
      provider: 'smpp',
      providerId: '0123456789',
      status: 'failed',
      reason: 'SMPP REJECTD err:0B1',
      at: NOW,
    });
    expect(parseSmppReceipt({ text: text.replace('DELIVRD', 'ENROUTE') }, NOW)?.status).toBe('sent');
    expect(parseSmppReceipt({ text: '', receiptedMessageId: 'abc', messageState: 5 }, NOW)).toMatchObject({
      providerId: 'abc',
      status: 'failed',
      reason: 'SMPP UNDELIV',
    });
    expect(parseSmppReceipt({ text: 'hello' }, NOW)).toBeNull();
  });

  it('reads SMPP_URL', () => {
    expect(parseSmppUrl('smpp://travel%40x:p%3Ass@smsc.example:2776?sender=TRVLXS')).toEqual({
      host: 'smsc.example',
      port: 2776,
      tls: false,
      systemId: 'travel@x',
      password: 'p:ss',
      systemType: '',
      sender: 'TRVLXS',
    });
    expect(parseSmppUrl('ssmpp://a:b@smsc.example')).toMatchObject({ port: 3550, tls: true });
  });

  it('encodes GSM 03.38 text as the default alphabet and anything else as UCS2', () => {
    expect(encodeSmsText('Code 482913 @ TravelX')).toMatchObject({ dataCoding: 0, singlePart: true });
    expect(encodeSmsText('€5 {fare}').bytes.length).toBe(12); // € { } take an escape each
    expect(encodeSmsText('x'.repeat(161)).singlePart).toBe(false);
    const tamil = encodeSmsText('உங்கள் குறியீடு 482913');
    expect(tamil.dataCoding).toBe(8);
    expect(tamil.bytes.equals(Buffer.from('உங்கள் குறியீடு 482913', 'utf16le').swap16())).toBe(true);
    expect(encodeSmsText('अ'.repeat(71)).singlePart).toBe(false);
  });

  it('puts the DLT ids in the submit, the destination as an international number', () => {
    const fields = submitSmFields(
      {
        to: '+919876543210',
        text: 'hi',
        sender: '',
        dlt: { entityId: '1101', templateId: '1107' },
        variables: {},
      },
      '+919000000000',
    );
    expect(fields).toMatchObject({
      source_addr_ton: 1,
      source_addr: '919000000000',
      dest_addr_ton: 1,
      destination_addr: '919876543210',
      registered_delivery: 1,
      data_coding: 0,
      dlt_pe_id: '1101',
      dlt_template_id: '1107',
    });
  });
});

describe('SMS configuration', () => {
  it('refuses SMS_PROVIDER=log in production, unless SMS_LOG_IN_PRODUCTION=1', () => {
    const refused = parseEnv(LIVE_PLATFORM_ENV);
    expect(refused.ok ? [] : refused.problems).toEqual([
      `SMS_PROVIDER: ${SMS_LOG_IN_PRODUCTION_REFUSAL} (not set)`,
    ]);
    expect(SMS_LOG_IN_PRODUCTION_REFUSAL).toMatch(/nobody could log in/);
    expect(parseEnv({ ...LIVE_PLATFORM_ENV, SMS_LOG_IN_PRODUCTION: '1' }).ok).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development' }).ok).toBe(true);
    expect(parseEnv({}).ok).toBe(true);
    const explicit = parseEnv({ ...LIVE_PLATFORM_ENV, SMS_PROVIDER: 'log' });
    expect(explicit.ok ? [] : explicit.problems).toEqual([
      expect.stringMatching(/^SMS_PROVIDER: log sends .*\(got "log"\)$/),
    ]);
  });

  it('names the one variable a chosen gateway lacks, without printing secrets', () => {
    const twilio = parseEnv({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_FROM: '+15005550006',
    });
    expect(twilio.ok ? [] : twilio.problems).toEqual([
      'TWILIO_AUTH_TOKEN: needed when SMS_PROVIDER=twilio (not set)',
    ]);
    const msg91 = parseEnv({ SMS_PROVIDER: 'msg91' });
    expect(msg91.ok ? [] : msg91.problems).toEqual([
      'MSG91_AUTH_KEY: needed when SMS_PROVIDER=msg91 (not set)',
    ]);
    const smpp = parseEnv({ SMS_PROVIDER: 'smpp', SMPP_URL: 'smpp://no-password-here.example' });
    expect(smpp.ok ? [] : smpp.problems).toEqual([
      'SMPP_URL: smpp://system_id:password@host:port (got a value of 31 characters)',
    ]);
    const production = parseEnv({
      ...LIVE_PLATFORM_ENV,
      SMS_PROVIDER: 'smpp',
      SMPP_URL: 'smpp://a:b@smsc:2775',
    });
    expect(production.ok).toBe(true);
    expect(parseEnv({ SMS_PROVIDER: 'sms' }).ok).toBe(false);
  });

  it('defaults the gateways’ API URLs and reads PUBLIC_ORIGIN', () => {
    const env = envSchema.parse({ PUBLIC_ORIGIN: 'https://travelx.app/' });
    expect(env).toMatchObject({
      SMS_PROVIDER: 'log',
      TWILIO_API_URL: 'https://api.twilio.com',
      MSG91_API_URL: 'https://control.msg91.com',
      PUBLIC_ORIGIN: 'https://travelx.app',
      SMS_LOG_IN_PRODUCTION: false,
    });
    const withPath = parseEnv({ PUBLIC_ORIGIN: 'https://travelx.app/app' });
    expect(withPath.ok).toBe(false);
  });
});
