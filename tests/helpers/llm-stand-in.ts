// A stand-in for an OpenAI-compatible model server, the one third party the blog's "Generate" talks to: it takes
// POST /v1/chat/completions, records each request, and answers with the text the test chose (or an error status).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LlmRequest {
  model: string;
  messages: { role: string; content: string }[];
  authorization: string | undefined;
}

export interface LlmStandIn {
  /** Base URL to put in LLM_BASE_URL (ends in /v1). */
  url: string;
  requests: LlmRequest[];
  /** What the next answers say: the assistant's text, or an HTTP status to fail with. */
  answer: { content: string } | { status: number };
  close: () => Promise<void>;
}

export async function startLlmStandIn(): Promise<LlmStandIn> {
  const standIn: LlmStandIn = { url: '', requests: [], answer: { content: '' }, close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw) as Omit<LlmRequest, 'authorization'>;
      standIn.requests.push({ ...body, authorization: req.headers.authorization });
      const { answer } = standIn;
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"stand-in failure","type":"server_error"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${standIn.requests.length}`,
          object: 'chat.completion',
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}/v1`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
