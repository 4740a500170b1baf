// A stand-in for Twilio's Messages API: POST /2010-04-01/Accounts/{Sid}/Messages.json with HTTP basic auth and a
// form (To, Body, From or MessagingServiceSid, StatusCallback), answered like Twilio (201 with an `SM…` sid, or
// Twilio's error JSON with its code). It posts status callbacks to a message's StatusCallback URL, signed here
// independently of the app (X-Twilio-Signature), so a wrong signature on either side fails. It can be told to
// hang (the sender's timeout) or to answer an error.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioMessage {
  sid: string;
  to: string;
  body: string;
  from?: string;
  messagingServiceSid?: string;
  statusCallback?: string;
}

export type TwilioMode = 'answer' | 'hang' | { status: number; code: number; message: string };

export interface TwilioStandIn {
  /** Base URL for TWILIO_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  /** Messages taken, oldest first. */
  messages: TwilioMessage[];
  /** When each of `messages` arrived (performance.now()), for latency figures. */
  arrivals: number[];
  /** Requests refused, with Twilio's message. */
  refused: string[];
  /** How the next requests are answered. */
  mode: TwilioMode;
  /** Answers for the next requests to one number, in order, ahead of `mode`: a retry then meets the answer
   * scripted for it however late the test looks, instead of racing the sender's retry timer. */
  scriptFor: (to: string, answers: TwilioMode[]) => void;
  /** Posts a status callback for a message taken, as Twilio does, to its StatusCallback (or `opts.url`), signed
   * for `opts.signedUrl` (the public URL Twilio was given) with the auth token (or `opts.signWith`). */
  postStatus: (
    sid: string,
    status: string,
    opts?: { errorCode?: string; url?: string; signedUrl?: string; signWith?: string },
  ) => Promise<Response>;
  close: () => Promise<void>;
}

/** Twilio's request signature, as its documentation gives it. */
export function signTwilioRequest(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .map((key) => key + params[key])
    .join('');
  return createHmac('sha1', authToken)
    .update(url + data)
    .digest('base64');
}

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const scripted = new Map<string, TwilioMode[]>();
  const standIn: TwilioStandIn = {
    url: '',
    accountSid,
    authToken,
    messages: [],
    arrivals: [],
    refused: [],
    mode: 'answer',
    scriptFor: (to, answers) => scripted.set(to, [...answers]),
    postStatus: async () => new Response(),
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const error = (status: number, code: number, message: string) => {
        standIn.refused.push(message);
        res.writeHead(status, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            code,
            message,
            more_info: `https://www.twilio.com/docs/errors/${code}`,
            status,
          }),
        );
      };
      const mode = scripted.get(new URLSearchParams(raw).get('To') ?? '')?.shift() ?? standIn.mode;
      if (mode === 'hang') return;
      if (typeof mode === 'object') return error(mode.status, mode.code, mode.message);
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
        return error(404, 20404, `The requested resource ${req.url} was not found`);
      if (req.headers.authorization !== expectedAuth) return error(401, 20003, 'Authenticate');
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return error(400, 20001, 'Expected a form-encoded body');
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      const body = form.get('Body') ?? '';
      const from = form.get('From') ?? undefined;
      const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
      if (!/^\+[1-9]\d{6,14}$/.test(to))
        return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!body) return error(400, 21602, 'Message body is required.');
      if (!from && !messagingServiceSid)
        return error(
          400,
          21603,
          "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
        );
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const statusCallback = form.get('StatusCallback') ?? undefined;
      standIn.arrivals.push(performance.now());
      standIn.messages.push({
        sid,
        to,
        body,
        ...(from ? { from } : {}),
        ...(messagingServiceSid ? { messagingServiceSid } : {}),
        ...(statusCallback ? { statusCallback } : {}),
      });
      res.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          sid,
          account_sid: accountSid,
          to,
          from: from ?? null,
          messaging_service_sid: messagingServiceSid ?? null,
          body,
          status: 'queued',
          num_segments: '1',
          error_code: null,
          error_message: null,
          api_version: '2010-04-01',
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  standIn.postStatus = async (sid, status, opts = {}) => {
    const message = standIn.messages.find((each) => each.sid === sid);
    const url = opts.url ?? message?.statusCallback;
    if (!message || !url) throw new Error(`no StatusCallback for ${sid}`);
    const params: Record<string, string> = {
      AccountSid: accountSid,
      ApiVersion: '2010-04-01',
      From: message.from ?? '+15005550006',
      MessageSid: sid,
      MessageStatus: status,
      SmsSid: sid,
      SmsStatus: status,
      To: message.to,
      ...(opts.errorCode ? { ErrorCode: opts.errorCode } : {}),
    };
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signTwilioRequest(opts.signWith ?? authToken, opts.signedUrl ?? url, params),
        'user-agent': 'TwilioProxy/1.1',
      },
      body: new URLSearchParams(params),
    });
  };
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
