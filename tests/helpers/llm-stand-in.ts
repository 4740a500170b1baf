// A stand-in for an OpenAI-compatible model server, the one third party the blog's "Generate" and the booking
// agent's language model talk to: it takes POST /v1/chat/completions, records each request, and answers as the
// test chose: with text, with a tool call (its arguments a JSON string, as the API sends them), with an error
// status, or not at all until it is closed.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LlmRequest {
  model: string;
  messages: { role: string; content: string }[];
  tools?: { type: string; function: { name: string; description: string; parameters: unknown } }[];
  tool_choice?: unknown;
  authorization: string | undefined;
}

export type LlmAnswer =
  | { content: string }
  | { toolCall: { name: string; arguments: string } }
  | { status: number }
  | { hang: true };

export interface LlmStandIn {
  /** Base URL to put in LLM_BASE_URL (ends in /v1). */
  url: string;
  requests: LlmRequest[];
  /** What the next answers say. */
  answer: LlmAnswer;
  close: () => Promise<void>;
}

function answerWith(res: ServerResponse, answer: LlmAnswer, model: string, id: number) {
  if ('hang' in answer) return;
  if ('status' in answer) {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end('{"error":{"message":"stand-in failure","type":"server_error"}}');
    return;
  }
  const message =
    'content' in answer
      ? { role: 'assistant', content: answer.content }
      : {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: `call_${id}`, type: 'function', function: answer.toolCall }],
        };
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: `chatcmpl-${id}`,
      object: 'chat.completion',
      model,
      choices: [{ index: 0, message, finish_reason: 'content' in answer ? 'stop' : 'tool_calls' }],
    }),
  );
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
      answerWith(res, standIn.answer, body.model, standIn.requests.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}/v1`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      // Requests left hanging end with the server.
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
