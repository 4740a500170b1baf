// The ceilings the Lighthouse bench prints above the real pages' figures, served by a tiny HTTP server of its own:
// the rider home as the real server serves it with its scripts taken out (the same HTML and inline CSS, no
// JavaScript), and a minimal React page rendered on the server and hydrated with hydrateRoot, its client bundle
// built now with Vite from node_modules. What neither page has (images, fonts, icons) is fetched from the real
// server, so both load what the rider home loads but for its app.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build, type Rolldown } from 'vite';
import { launchChromium } from '../../helpers/browser';
import { MinimalApp } from './minimal-app';

export const CEILING_PAGES = {
  'ceiling: bare served page': '/bare',
  'ceiling: minimal hydrated React page': '/react',
} as const;
const BUNDLE_PATH = '/minimal-client.js';

export interface CeilingServer {
  baseUrl: string;
  close: () => Promise<void>;
}

/** Script elements the browser would run (JSON and JSON-LD data blocks stay: they are part of the page's bytes). */
const EXECUTABLE_SCRIPT = /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;

export function stripScripts(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, '').replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '');
}

async function buildMinimalClient(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    mode: 'production',
    build: { write: false, minify: true, rollupOptions: { input: 'tests/bench/ceiling/minimal-client.tsx' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`the minimal client built into ${chunks.length} chunks, not one`);
  return chunks[0]!.code;
}

const minimalPage = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="description" content="A minimal page hydrated by React, the ceiling of the Lighthouse bench." />
<title>Book a taxi</title>
<script type="module" src="${BUNDLE_PATH}"></script>
</head>
<body><div id="root">${renderToString(createElement(MinimalApp))}</div></body>
</html>`;

/** Serves both ceilings beside the real server at `upstream` (a base URL serving this build or another). */
export async function startCeilingServer(upstream: string): Promise<CeilingServer> {
  const [home, bundle] = await Promise.all([
    fetch(`${upstream}/`).then((reply) => reply.text()),
    buildMinimalClient(),
  ]);
  const ours: Record<string, [string, string]> = {
    [CEILING_PAGES['ceiling: bare served page']]: ['text/html; charset=utf-8', stripScripts(home)],
    [CEILING_PAGES['ceiling: minimal hydrated React page']]: ['text/html; charset=utf-8', minimalPage()],
    [BUNDLE_PATH]: ['text/javascript; charset=utf-8', bundle],
  };
  const server: Server = createServer((request, response) => {
    const own = ours[request.url ?? ''];
    if (own) {
      response.writeHead(200, { 'content-type': own[0], 'cache-control': 'no-cache' });
      response.end(own[1]);
      return;
    }
    fetch(`${upstream}${request.url}`).then(
      async (reply) => {
        const type = reply.headers.get('content-type') ?? 'application/octet-stream';
        response.writeHead(reply.status, { 'content-type': type });
        response.end(Buffer.from(await reply.arrayBuffer()));
      },
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Fails unless the minimal page hydrates cleanly: otherwise its row would not be a hydrated page's ceiling. */
export async function checkMinimalPageHydrates(baseUrl: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${CEILING_PAGES['ceiling: minimal hydrated React page']}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    if (await page.evaluate(() => document.documentElement.dataset.hydrationError === 'true'))
      throw new Error('the minimal React page did not hydrate: React rendered it afresh');
  } finally {
    await browser.close();
  }
}
