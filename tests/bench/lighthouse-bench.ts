// `npm run bench -- lighthouse [url ...]`: what a phone gets, by Lighthouse in Debian's Chromium. For each
// measured page, mobile performance (Lighthouse's own simulated mobile), median and range of three runs; then the
// rider home on a 2G phone (300 ms latency, 2 Mbps, CPU ×4, throttled in DevTools) on a first visit, and again
// once the service worker has cached the app (a repeat visit). Without URLs it serves this build itself (as
// `npm start` does, on a fresh database); given the base URLs of other builds (an older commit served apart),
// it measures each of them too, run by run in turn, so every comparison shares the machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../helpers/browser';
import { MEASURED_PAGES } from './measured-pages';
import { startServerProcess } from './server-process';
import { spread } from './spread';

const RUNS = 3;
const PORT = 9187;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** The 2G phone: Lighthouse's DevTools throttling with these figures. */
const PHONE_2G: Flags = {
  throttlingMethod: 'devtools',
  throttling: {
    requestLatencyMs: 300,
    downloadThroughputKbps: 2000,
    uploadThroughputKbps: 2000,
    cpuSlowdownMultiplier: 4,
  },
};

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  interactive: number;
}

/** Lighthouse now and then fails to find the page's start in its trace (NO_NAVSTART, about one run in
 * twenty here, on old and new builds alike); like Lighthouse CI, a failed run is tried again, twice at most. */
async function audit(url: string, chrome: LaunchedChrome, flags: Flags = {}): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, chrome, flags);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${url}: ${(error as Error).message}; trying again`);
    }
  }
}

async function auditOnce(url: string, chrome: LaunchedChrome, flags: Flags): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...flags,
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`${url}: ${lhr?.runtimeError?.message ?? 'no report'}`);
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? Number.NaN,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    interactive: ms('interactive'),
  };
}

/** One Lighthouse run in a Chromium of its own, on a fresh profile. */
async function freshAudit(url: string, flags?: Flags): Promise<Figures> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    return await audit(url, chrome, flags);
  } finally {
    await chrome.kill();
  }
}

/** The 2G phone's first visit, then its repeat visit once the service worker controls the page and has
 * cached the app (the same profile, its storage kept). */
async function visitsOn2G(url: string): Promise<{ first: Figures; repeat: Figures }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, userDataDir: profile });
  try {
    const first = await audit(url, chrome, { ...PHONE_2G, disableStorageReset: true });
    await waitForCachedApp(url, chrome.port);
    const repeat = await audit(url, chrome, { ...PHONE_2G, disableStorageReset: true });
    return { first, repeat };
  } finally {
    await chrome.kill();
    // Chromium may still be writing its profile as it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Opens the page until the service worker controls it and its precache has stopped growing. */
async function waitForCachedApp(url: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    let cached = -1;
    for (let stable = 0; stable < 3;) {
      await page.waitForTimeout(500);
      const now = await page.evaluate(async () => {
        let entries = 0;
        for (const name of await caches.keys()) entries += (await (await caches.open(name)).keys()).length;
        return entries;
      });
      stable = now === cached && now > 0 ? stable + 1 : 0;
      cached = now;
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

function printRow(label: string, runs: Figures[]) {
  const of = (pick: (figures: Figures) => number, scale = 1) => spread(runs.map((r) => pick(r) / scale));
  console.log(
    label.padEnd(44),
    `score ${of((r) => r.score).text(2)}`.padEnd(24),
    `TBT ${of((r) => r.tbt).text(0)} ms`.padEnd(22),
    `LCP ${of((r) => r.lcp, 1000).text(2)} s`.padEnd(26),
    `interactive ${of((r) => r.interactive, 1000).text(2)} s`,
  );
}

async function measure(bases: string[]) {
  const mobile = new Map<string, Figures[]>();
  const firstOn2G = new Map<string, Figures[]>();
  const repeatOn2G = new Map<string, Figures[]>();
  const push = (map: Map<string, Figures[]>, key: string, figures: Figures) =>
    map.set(key, [...(map.get(key) ?? []), figures]);
  for (let run = 0; run < RUNS; run++) {
    for (const base of bases) {
      for (const path of Object.values(MEASURED_PAGES))
        push(mobile, `${base}${path}`, await freshAudit(base + path));
      const { first, repeat } = await visitsOn2G(`${base}/`);
      push(firstOn2G, base, first);
      push(repeatOn2G, base, repeat);
    }
  }
  console.log(`\nLighthouse ${RUNS} runs each, median [range]; load average ${loadAverage()}`);
  for (const base of bases) {
    console.log(`\n${base}`);
    for (const [name, path] of Object.entries(MEASURED_PAGES)) printRow(name, mobile.get(`${base}${path}`)!);
    printRow('rider home, 2G phone, first visit', firstOn2G.get(base)!);
    printRow('rider home, 2G phone, repeat visit (worker)', repeatOn2G.get(base)!);
  }
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

export async function benchLighthouse(urls: string[]) {
  if (urls.length > 0) return measure(urls);
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-bench-'));
  const server = await startServerProcess(PORT, dataDir, 120_000);
  try {
    await measure([server.baseUrl]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
