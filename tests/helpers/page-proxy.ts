// An HTTP proxy in front of the live server, as the browser and its service worker see it: a test can hold the
// server's answers for one path (a slow server, on a phone's slow network) and rewrite a file's body on its way
// (a new build of the service worker); everything else passes untouched, the Host header included.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Hold {
  /** Resolves once a request for the path has arrived and is being held. */
  arrived: Promise<void>;
  /** How many requests for the path are held now. */
  held: () => number;
  /** Lets the held requests, and any later ones, through. */
  release: () => void;
}

export interface PageProxy {
  baseUrl: string;
  hold: (pathname: string) => Hold;
  /** Returns the undo: the path's body passes untouched again. */
  rewrite: (pathname: string, edit: (body: string) => string) => () => void;
  close: () => Promise<void>;
}

const HOP_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'last-modified'];

export async function startPageProxy(target: string): Promise<PageProxy> {
  const upstream = new URL(target);
  const holds = new Map<
    string,
    { gate: Promise<void>; open: () => void; arrive: () => void; count: number }
  >();
  const rewrites = new Map<string, (body: string) => string>();

  function pass(request: IncomingMessage, reply: ServerResponse, edit?: (body: string) => string) {
    const headers = { ...request.headers };
    // A rewritten body is read whole and plain, and never answered "not modified".
    if (edit)
      for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
    const out = forward(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      async (answer) => {
        if (!edit) {
          reply.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(reply);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const body = edit(Buffer.concat(chunks).toString('utf8'));
        const kept = Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.includes(name));
        reply.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept)).end(body);
      },
    );
    out.on('error', () => reply.destroy());
    request.pipe(out);
  }

  const server = createServer((request, reply) => {
    const pathname = new URL(request.url ?? '/', 'http://proxy').pathname;
    const hold = holds.get(pathname);
    const edit = rewrites.get(pathname);
    if (!hold) return pass(request, reply, edit);
    hold.count += 1;
    hold.arrive();
    void hold.gate.then(() => {
      hold.count -= 1;
      pass(request, reply, edit);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    hold(pathname) {
      let open = () => {};
      let arrive = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const hold = { gate, open, arrive, count: 0 };
      holds.set(pathname, hold);
      return {
        arrived,
        held: () => hold.count,
        release: () => {
          holds.delete(pathname);
          open();
        },
      };
    },
    rewrite(pathname, edit) {
      rewrites.set(pathname, edit);
      return () => rewrites.delete(pathname);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { open } of holds.values()) open();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
