// A stand-in for MSG91's Flow API: POST /api/v5/flow/ with the `authkey` header and JSON { template_id, short_url,
// sender?, recipients: [{ mobiles, ...variables }] }, answered like MSG91 ({ type: "success", message: <request
// id> } or { type: "error", message }). It posts delivery reports the way MSG91's classic webhook does (a form
// whose `data` field is a JSON string), or as the flat JSON of its newer webhooks. It can be told to hang or to
// refuse.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Msg91Request {
  requestId: string;
  templateId: string;
  shortUrl: unknown;
  sender?: string;
  mobiles: string;
  variables: Record<string, string>;
}

export type Msg91Mode = 'answer' | 'hang' | { status: number; message: string };

export interface Msg91StandIn {
  /** Base URL for MSG91_API_URL. */
  url: string;
  authKey: string;
  requests: Msg91Request[];
  /** When each of `requests` arrived (performance.now()), for latency figures. */
  arrivals: number[];
  refused: string[];
  mode: Msg91Mode;
  /** Posts a delivery report for a request taken to `url`: MSG91 status 1 delivered, 2 failed, 16 rejected… */
  postReport: (
    url: string,
    requestId: string,
    report: { status: string; desc: string; failedReason?: string },
    format?: 'form' | 'json',
  ) => Promise<Response>;
  close: () => Promise<void>;
}

export async function startMsg91StandIn(): Promise<Msg91StandIn> {
  const authKey = randomBytes(12).toString('hex');
  const standIn: Msg91StandIn = {
    url: '',
    authKey,
    requests: [],
    arrivals: [],
    refused: [],
    mode: 'answer',
    postReport: async () => new Response(),
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const refuse = (status: number, message: string) => {
        standIn.refused.push(message);
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ type: 'error', message }));
      };
      if (standIn.mode === 'hang') return;
      if (typeof standIn.mode === 'object') return refuse(standIn.mode.status, standIn.mode.message);
      if (req.method !== 'POST' || !/^\/api\/v5\/flow\/?$/.test(req.url ?? ''))
        return refuse(404, `No route ${req.method} ${req.url}`);
      if (req.headers.authkey !== authKey) return refuse(401, 'AuthenticationFailure');
      let body: { template_id?: unknown; short_url?: unknown; sender?: unknown; recipients?: unknown };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return refuse(400, 'Invalid JSON');
      }
      const recipient = Array.isArray(body.recipients)
        ? (body.recipients[0] as Record<string, unknown>)
        : null;
      if (typeof body.template_id !== 'string' || !body.template_id)
        return refuse(400, 'Template ID missing');
      if (!recipient || typeof recipient.mobiles !== 'string' || !/^[1-9]\d{9,14}$/.test(recipient.mobiles))
        return refuse(400, 'Mobile number missing or invalid');
      const { mobiles, ...variables } = recipient;
      const requestId = randomBytes(12).toString('hex');
      standIn.arrivals.push(performance.now());
      standIn.requests.push({
        requestId,
        templateId: body.template_id,
        shortUrl: body.short_url,
        ...(typeof body.sender === 'string' ? { sender: body.sender } : {}),
        mobiles,
        variables: variables as Record<string, string>,
      });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: requestId, type: 'success' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  standIn.postReport = async (url, requestId, report, format = 'form') => {
    const request = standIn.requests.find((each) => each.requestId === requestId);
    const entry = {
      date: '2026-11-27 10:06:20',
      number: request?.mobiles ?? '919876543210',
      status: report.status,
      desc: report.desc,
      failedReason: report.failedReason ?? '',
    };
    if (format === 'json')
      return fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestId, senderId: request?.sender ?? 'TRVLX', ...entry }),
      });
    const data = JSON.stringify([
      {
        senderId: request?.sender ?? 'TRVLX',
        requestId,
        report: [entry],
        userId: '123456',
        campaignName: 'API',
      },
    ]);
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data }),
    });
  };
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
