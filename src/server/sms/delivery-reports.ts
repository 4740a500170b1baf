// What the gateways say later about the messages they took, read into one DeliveryReport shape, and the checks
// that the report came from the gateway: Twilio signs its status callbacks (X-Twilio-Signature); MSG91 does not
// sign, so its webhook URL carries a secret token; SMPP receipts arrive on the bound session itself.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeliveryReport } from './sms-provider';

/** Where the gateways post their reports, below the platform's own origin (PUBLIC_ORIGIN). */
export const SMS_REPORT_PATHS = {
  twilio: '/api/v1/messages/sms/twilio-status',
  msg91: '/api/v1/messages/sms/msg91-report',
} as const;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// ---------------------------------------------------------------------------------------------------- Twilio

/** The StatusCallback URL to give Twilio with each message. */
export function twilioStatusCallbackUrl(publicOrigin: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}${SMS_REPORT_PATHS.twilio}`;
}

/** Twilio's signature of a request: base64(HMAC-SHA1(authToken, the full URL it requested followed by each POST
 * parameter's name and value, sorted by name)). */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string | string[] | undefined>,
): string {
  const payload = Object.keys(params)
    .sort()
    .reduce((text, name) => {
      const value = params[name];
      const values = value === undefined ? [] : Array.isArray(value) ? [...value].sort() : [value];
      return text + values.map((each) => `${name}${each}`).join('');
    }, url);
  return createHmac('sha1', authToken).update(payload, 'utf8').digest('base64');
}

/** Whether `header` is Twilio's signature of this request, compared in constant time. */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string | string[] | undefined>,
  header: string | undefined,
): boolean {
  if (!header) return false;
  return sameText(twilioSignature(authToken, url, params), header);
}

const TWILIO_STATUSES: Record<string, DeliveryReport['status'] | 'ignored'> = {
  accepted: 'sent',
  scheduled: 'sent',
  queued: 'sent',
  sending: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
  canceled: 'failed',
  // Inbound messages' statuses: not a report on anything we sent.
  receiving: 'ignored',
  received: 'ignored',
};

/** Reads a Twilio status callback's form fields; null when it is not a report on a message we sent. */
export function parseTwilioStatus(
  fields: Record<string, unknown>,
  now: Date = new Date(),
): DeliveryReport | null {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const providerId = text('MessageSid') || text('SmsSid');
  const said = (text('MessageStatus') || text('SmsStatus')).toLowerCase();
  const status = TWILIO_STATUSES[said];
  if (!providerId || !status || status === 'ignored') return null;
  const errorCode = text('ErrorCode');
  const reason =
    status === 'failed'
      ? `Twilio ${said}${errorCode ? `: error ${errorCode}` : ''}`
      : errorCode
        ? `Twilio error ${errorCode}`
        : undefined;
  return { provider: 'twilio', providerId, status, ...(reason ? { reason } : {}), at: now };
}

// ---------------------------------------------------------------------------------------------------- MSG91

/** The secret token MSG91's webhook URL carries, derived from `key` (MSG91 does not sign its reports). */
export function msg91ReportToken(key: string): string {
  return createHmac('sha256', key).update('msg91-delivery-report').digest('base64url').slice(0, 32);
}

export function verifyMsg91ReportToken(expected: string, given: unknown): boolean {
  return typeof given === 'string' && sameText(expected, given);
}

/** The webhook URL to enter in MSG91's panel (SMS → Webhook). */
export function msg91ReportUrl(publicOrigin: string, token: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}${SMS_REPORT_PATHS.msg91}?token=${encodeURIComponent(token)}`;
}

/** MSG91's status codes: 1 delivered; 2 failed; 9 NDNC (do-not-disturb); 16 and 25 rejected; 17 blocked number.
 * Any other code (submitted, pending at the operator) leaves the message sent. */
const MSG91_FAILED: Record<string, string> = {
  '2': 'failed',
  '9': 'NDNC (the number is on the do-not-disturb registry)',
  '16': 'rejected',
  '17': 'blocked number',
  '25': 'rejected',
};

/** MSG91's timestamps ("2024-05-22 10:06:20") are India Standard Time. */
function msg91Time(value: unknown, now: Date): Date {
  if (typeof value === 'number' && Number.isFinite(value))
    return new Date(value < 1e12 ? value * 1000 : value);
  if (typeof value !== 'string') return now;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  const at = match ? new Date(`${match[1]}T${match[2]}+05:30`) : new Date(value);
  return Number.isNaN(at.getTime()) ? now : at;
}

function msg91Status(
  status: string,
  description: string,
): { status: DeliveryReport['status']; reason?: string } {
  if (status === '1') return { status: 'delivered' };
  if (status in MSG91_FAILED) return { status: 'failed', reason: description || MSG91_FAILED[status] };
  // The newer webhooks may say it in words ("delivered", "failed") rather than a code.
  const words = `${/^\d+$/.test(status) ? '' : status} ${description}`.trim();
  if (/\bdelivered\b/i.test(words) && !/undelivered|not delivered/i.test(words))
    return { status: 'delivered' };
  if (/fail|reject|undeliver|ndnc|block|expire|invalid/i.test(words))
    return { status: 'failed', reason: words };
  return { status: 'sent' };
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function msg91Entry(requestId: string, entry: Record<string, unknown>, now: Date): DeliveryReport | null {
  if (!requestId) return null;
  const description = asText(entry.desc) || asText(entry.description);
  const { status, reason } = msg91Status(asText(entry.status), description);
  const failure = asText(entry.failedReason) || asText(entry.failureReason);
  const why = status === 'failed' ? [reason, failure].filter(Boolean).join(': ') : '';
  return {
    provider: 'msg91',
    providerId: requestId,
    status,
    ...(why ? { reason: `MSG91 ${why}` } : {}),
    at: msg91Time(entry.date ?? entry.deliveryTime ?? entry.ts, now),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads an MSG91 delivery report in any of the shapes its webhooks send: the classic webhook's form field `data`
 * (a JSON string: requests, each with its `requestId` and a `report` list of `{ date, number, status, desc }`),
 * the same as a JSON body, or one flat JSON object per number (`requestId`, `status`, `desc` or `failureReason`,
 * `date` or `deliveryTime`: webhook v3 and the new webhook), alone or in a list. Null when it is none of these. */
export function parseMsg91Report(body: unknown, now: Date = new Date()): DeliveryReport[] | null {
  let requests: unknown = body;
  if (isRecord(body) && typeof body.data === 'string') {
    try {
      requests = JSON.parse(body.data);
    } catch {
      return null;
    }
  } else if (isRecord(body) && Array.isArray(body.data)) requests = body.data;
  const list = Array.isArray(requests) ? requests : [requests];
  if (list.length === 0 || !list.every(isRecord)) return null;
  const reports: DeliveryReport[] = [];
  for (const request of list) {
    const requestId = asText(request.requestId) || asText(request.request_id);
    if (!requestId) return null;
    const entries = Array.isArray(request.report) ? request.report : [request];
    for (const entry of entries) {
      if (!isRecord(entry)) return null;
      const report = msg91Entry(requestId, entry, now);
      if (report) reports.push(report);
    }
  }
  return reports;
}

// ---------------------------------------------------------------------------------------------------- SMPP

/** A delivery receipt's text fields (SMPP 3.4 appendix B): id, sub, dlvrd, submit date, done date, stat, err. */
export function parseSmppReceiptText(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const pattern = /(id|sub|dlvrd|submit date|done date|stat|err):(\S*)/gi;
  for (const match of text.matchAll(pattern)) fields[match[1]!.toLowerCase()] = match[2]!;
  const body = /\btext:(.*)$/is.exec(text);
  if (body) fields.text = body[1]!;
  return fields;
}

/** SMPP message_state values (the receipt TLV) by their receipt words. */
const SMPP_STATE_WORDS: Record<number, string> = {
  1: 'ENROUTE',
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  6: 'ACCEPTD',
  7: 'UNKNOWN',
  8: 'REJECTD',
  9: 'SKIPPED',
};

function smppStatus(stat: string): DeliveryReport['status'] {
  switch (stat.toUpperCase()) {
    case 'DELIVRD':
    case 'DELIVERED':
      return 'delivered';
    case 'EXPIRED':
    case 'DELETED':
    case 'UNDELIV':
    case 'UNDELIVERABLE':
    case 'REJECTD':
    case 'REJECTED':
    case 'UNKNOWN':
    case 'SKIPPED':
    case 'FAILED':
      return 'failed';
    default:
      return 'sent';
  }
}

/** Reads a delivery receipt (deliver_sm with esm_class bit 0x04): the message id from the receipted_message_id
 * TLV when present, else the text's `id:`; the state from the message_state TLV, else `stat:`. */
export function parseSmppReceipt(
  receipt: { text: string; receiptedMessageId?: string; messageState?: number },
  now: Date = new Date(),
): DeliveryReport | null {
  const fields = parseSmppReceiptText(receipt.text);
  const providerId = receipt.receiptedMessageId || fields.id;
  const stat =
    (receipt.messageState !== undefined ? SMPP_STATE_WORDS[receipt.messageState] : undefined) ??
    fields.stat ??
    '';
  if (!providerId || !stat) return null;
  const status = smppStatus(stat);
  const err = fields.err && !/^0+$/.test(fields.err) ? fields.err : '';
  const reason = status === 'failed' ? `SMPP ${stat.toUpperCase()}${err ? ` err:${err}` : ''}` : undefined;
  return { provider: 'smpp', providerId, status, ...(reason ? { reason } : {}), at: now };
}
