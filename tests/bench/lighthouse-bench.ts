// `npm run bench -- lighthouse [url ...]`: what a phone gets, by Lighthouse in Debian's Chromium. For each
// measured page, mobile performance (Lighthouse's own simulated mobile), median and range of three runs; then the
// rider home on a 2G phone (300 ms latency, 2 Mbps, throttled in DevTools) on a first visit, and again once the
// service worker has cached the app (a repeat visit). Every run's CPU slowdown is calibrated to the host's
// BenchmarkIndex measured right before it (host-calibration.ts), and the index and slowdown are printed beside
// the figures. The first rows are ceilings measured the same way in the same run (ceiling/ceiling-server.ts): the
// rider home's served HTML without its scripts, and a minimal page hydrated by React. Without URLs it serves this
// build itself (as `npm start` does, on a fresh database); given the base URLs of other builds (an older commit
// served apart), it measures each of them too, run by run in turn, so every comparison shares the machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../helpers/browser';
import { calibrateHost, type HostCalibration } from '../lighthouse/host-calibration';
import { CEILING_PAGES, checkMinimalPageHydrates, startCeilingServer } from './ceiling/ceiling-server';
import { MEASURED_PAGES } from './measured-pages';
import { startServerProcess } from './server-process';
import { spread } from './spread';

/** `LIGHTHOUSE_RUNS=1` for trying the bench while developing. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 9187;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** Lighthouse's simulated mobile, its CPU slowdown calibrated to the host. */
const mobile = (cpuSlowdownMultiplier: number): Flags => ({
  throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
});

/** The 2G phone: Lighthouse's DevTools throttling with these figures, the CPU calibrated to the host. */
const phone2G = (cpuSlowdownMultiplier: number): Flags => ({
  throttlingMethod: 'devtools',
  throttling: {
    requestLatencyMs: 300,
    downloadThroughputKbps: 2000,
    uploadThroughputKbps: 2000,
    cpuSlowdownMultiplier,
  },
  disableStorageReset: true,
});

interface Figures extends HostCalibration {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  interactive: number;
}

/** Lighthouse now and then fails to find the page's start in its trace (NO_NAVSTART, about one run in
 * twenty here, on old and new builds alike); like Lighthouse CI, a failed run is tried again, twice at most. */
async function audit(
  url: string,
  chrome: LaunchedChrome,
  calibration: HostCalibration,
  flags: Flags,
): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { ...calibration, ...(await auditOnce(url, chrome, flags)) };
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${url}: ${(error as Error).message}; trying again`);
    }
  }
}

async function auditOnce(url: string, chrome: LaunchedChrome, flags: Flags) {
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

/** One Lighthouse run in a Chromium of its own, on a fresh profile, calibrated to the host just before. */
async function freshAudit(url: string): Promise<Figures> {
  const calibration = await calibrateHost();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    return await audit(url, chrome, calibration, mobile(calibration.cpuSlowdownMultiplier));
  } finally {
    await chrome.kill();
  }
}

/** The 2G phone's first visit, then its repeat visit once the service worker controls the page and has
 * cached the app (the same profile, its storage kept). */
async function visitsOn2G(url: string): Promise<{ first: Figures; repeat: Figures }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, userDataDir: profile });
  const on2G = async () => {
    const calibration = await calibrateHost();
    return audit(url, chrome, calibration, phone2G(calibration.cpuSlowdownMultiplier));
  };
  try {
    const first = await on2G();
    await waitForCachedApp(url, chrome.port);
    const repeat = await on2G();
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
    `interactive ${of((r) => r.interactive, 1000).text(2)} s`.padEnd(32),
    `host index ${of((r) => r.benchmarkIndex).text(0)}`.padEnd(28),
    `CPU ×${of((r) => r.cpuSlowdownMultiplier).text(2)}`,
  );
}

const FIRST_2G = 'rider home, 2G phone, first visit';
const REPEAT_2G = 'rider home, 2G phone, repeat visit (worker)';
/** `LIGHTHOUSE_ONLY=text` measures only the rows whose label holds it, for trying one row while developing. */
const chosen = (label: string) => label.includes(process.env.LIGHTHOUSE_ONLY ?? '');
const chosenPages = (pages: Record<string, string>) =>
  Object.entries(pages).filter(([label]) => chosen(label));

async function measure(bases: string[]) {
  const rows = new Map<string, Figures[]>();
  const push = (key: string, figures: Figures) => rows.set(key, [...(rows.get(key) ?? []), figures]);
  // The bare page is the first build's rider home without its scripts.
  const ceilings = await startCeilingServer(bases[0]!);
  try {
    await checkMinimalPageHydrates(ceilings.baseUrl);
    for (let run = 0; run < RUNS; run++) {
      for (const [label, path] of chosenPages(CEILING_PAGES))
        push(label, await freshAudit(ceilings.baseUrl + path));
      for (const base of bases) {
        for (const [label, path] of chosenPages(MEASURED_PAGES))
          push(`${base} ${label}`, await freshAudit(base + path));
        if (!chosen(FIRST_2G)) continue;
        const { first, repeat } = await visitsOn2G(`${base}/`);
        push(`${base} ${FIRST_2G}`, first);
        push(`${base} ${REPEAT_2G}`, repeat);
      }
    }
  } finally {
    await ceilings.close();
  }
  console.log(
    `\nLighthouse ${RUNS} runs each, median [range], each run's CPU slowdown = host BenchmarkIndex / 500 ` +
      `measured right before it; load average ${loadAverage()}\n`,
  );
  const print = (label: string, key = label) => rows.has(key) && printRow(label, rows.get(key)!);
  for (const label of Object.keys(CEILING_PAGES)) print(label);
  for (const base of bases) {
    console.log(`\n${base}`);
    for (const label of [...Object.keys(MEASURED_PAGES), FIRST_2G, REPEAT_2G])
      print(label, `${base} ${label}`);
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
