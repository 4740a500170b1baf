// The JavaScript a page costs a visitor, measured the way a phone loads it: the real server serves the build, a
// fresh Chromium profile opens the page and waits for the network to go idle, and every JavaScript response the
// page fetched by then counts. Each file's weight is its gzip -9 size, so the figure does not hang on the
// encoding the server chose; the bytes on the wire are reported beside it. The service worker's script (the page
// registers it once loaded) is weighed apart: it runs off the page's main thread. What the worker then fetches
// for its precache is counted apart too. With the build's chunk-modules list (vite.config.ts) the loaded files
// map back to the modules they carry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';

/** Issue 16's budget for the rider home (target 90 KB): what it loads is the framework (react-dom, i18next,
 * react-router: about 96 KB), the shell, the home and the chat's drawing. */
export const RIDER_HOME_BUDGET_BYTES = 120 * 1024;
export const RIDER_HOME_TARGET_BYTES = 90 * 1024;

/** The network counts as idle once nothing has been in flight for this long: long enough for idle callbacks
 * and a load handler's imports to have started what they start. */
const QUIET_MS = 2_000;
const SETTLE_LIMIT_MS = 30_000;

export interface LoadedScript {
  /** The path the page asked for, e.g. `/assets/framework-abc.js` or `/sw.js`. */
  path: string;
  gzipBytes: number;
  transferBytes: number;
  /** Fetched for the service worker (its script, or what it precaches) rather than by the page. */
  serviceWorker: boolean;
}

export interface PageWeight {
  path: string;
  /** The scripts the page itself fetched: the figure budgets hold. */
  scripts: LoadedScript[];
  gzipBytes: number;
  transferBytes: number;
  /** The service worker's script, when the page registered it by network idle. */
  serviceWorker: LoadedScript | null;
  /** What the service worker fetched in the background by then (its precache). */
  precache: { files: number; gzipBytes: number };
}

const SERVICE_WORKER_SCRIPT = '/sw.js';

/** Opens `path` in a fresh profile and weighs the JavaScript fetched by network idle. */
export async function pageWeight(browser: Browser, baseUrl: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  const finished: Promise<LoadedScript | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settled = (request: Request) => {
    inFlight--;
    lastActivity = Date.now();
    return request;
  };
  context.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  context.on('requestfailed', settled);
  context.on('requestfinished', (request) => {
    settled(request);
    finished.push(weigh(request));
  });
  try {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    const started = Date.now();
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > SETTLE_LIMIT_MS) throw new Error(`${path}: the network never went idle`);
      await page.waitForTimeout(100);
    }
    const loaded = (await Promise.all(finished)).filter((script) => script !== null);
    const byPage = loaded.filter((s) => !s.serviceWorker);
    const precached = loaded.filter((s) => s.serviceWorker && s.path !== SERVICE_WORKER_SCRIPT);
    return {
      path,
      scripts: byPage,
      gzipBytes: sum(byPage.map((s) => s.gzipBytes)),
      transferBytes: sum(byPage.map((s) => s.transferBytes)),
      serviceWorker: loaded.find((s) => s.path === SERVICE_WORKER_SCRIPT) ?? null,
      precache: { files: precached.length, gzipBytes: sum(precached.map((s) => s.gzipBytes)) },
    };
  } finally {
    await context.close();
  }
}

async function weigh(request: Request): Promise<LoadedScript | null> {
  const response = await request.response();
  if (!response?.ok() || !/javascript/.test(response.headers()['content-type'] ?? '')) return null;
  const body = await response.body().catch(() => null);
  if (!body) return null;
  const sizes = await request.sizes();
  const path = new URL(request.url()).pathname;
  return {
    path,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
    serviceWorker: request.serviceWorker() !== null || path === SERVICE_WORKER_SCRIPT,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Every module (source path, `node_modules/…` for packages) in the build files a page loaded. */
export function loadedModules(weight: PageWeight, distDir = 'dist'): string[] {
  const text = readFileSync(join(distDir, '.vite', 'chunk-modules.json'), 'utf8');
  const chunks = JSON.parse(text) as Record<string, string[]>;
  return weight.scripts.flatMap((script) => chunks[script.path.replace(/^\//, '')] ?? []);
}
