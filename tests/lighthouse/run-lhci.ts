// `npm run lhci [-- --runs=N] [-- url ...]`: Lighthouse CI over the built app with `lighthouserc.json`, run by
// run, each run's CPU slowdown calibrated to the host (host-calibration.ts) and the run kept only when that
// slowdown is the one the index Lighthouse measured at the run's own start calls for (else run again, slowed for
// that index), so the gate judges the pages and not the machine's speed that minute. The server is started once, as `npm start` runs it, and each
// page asked for once before it is measured (a live server has rendered its pages before), so the index is
// measured on the host as the run then finds it; started by lhci for every run, the server was still busy
// starting when Lighthouse measured, and its runs saw an index up to a fifth below the one they were slowed for.
// The runs accumulate (`--additive`) and one `lhci assert` judges them all at the end, with lighthouserc.json's
// assertions. Given URLs (or `--runs=N`), only those pages are run (that many times), for trying one page while
// developing; `--port=N` serves and measures on another port than lighthouserc.json's, when another checkout's
// server holds that one.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { throttling } from 'lighthouse/core/config/constants.js';
import { startServerProcess } from '../bench/server-process';
import { spread } from '../bench/spread';
import {
  calibrateHost,
  calibratedCpuSlowdown,
  calibrationFits,
  describeCalibration,
  type HostCalibration,
} from './host-calibration';

const LHCI_DIR = '.lighthouseci';
const CALIBRATED_RC = join(LHCI_DIR, 'lighthouserc.calibrated.json');

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const rcText = readFileSync('lighthouserc.json', 'utf8');
const rcPort = new URL(JSON.parse(rcText).ci.collect.url[0]).port;
const port = option('port') ?? rcPort;
const rc = JSON.parse(
  rcText.replaceAll(`:${rcPort}/`, `:${port}/`).replaceAll(`PORT=${rcPort} `, `PORT=${port} `),
);
// The server is started here, once, not by lhci for every run.
const { startServerCommand: _started, startServerReadyPattern: _ready, ...collect } = rc.ci.collect;
const SERVER_DATA_DIR = join(LHCI_DIR, 'data');
const SERVER_START_TIMEOUT_MS = 120_000;
/** A run whose calibration does not settle is kept after this many, and said so. */
const ATTEMPTS_PER_RUN = 4;
if (option('runs')) collect.numberOfRuns = Number(option('runs'));
const onlyUrls = args.filter((arg) => !arg.startsWith('--'));
const urls: string[] =
  onlyUrls.length > 0 ? onlyUrls.map((url) => url.replace(`:${rcPort}/`, `:${port}/`)) : collect.url;

/** Runs one lhci step on the calibrated rc and answers its exit status. */
function lhci(step: 'collect' | 'assert', ...extra: string[]): number {
  const { status } = spawnSync('npx', ['lhci', step, `--config=${CALIBRATED_RC}`, ...extra], {
    stdio: 'inherit',
  });
  return status ?? 1;
}

/** A server already answering on the port (another checkout's) would be measured instead of this build. */
async function ensurePortFree() {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer().once('error', () =>
      reject(new Error(`port ${port} is in use by another process: free it or pass --port=N`)),
    );
    probe.listen(Number(port), () => probe.close(() => resolve()));
  });
}

interface Lhr {
  requestedUrl: string;
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

/** The reports lhci wrote for `url`, read back from its folder. */
function reportsFor(url: string): Lhr[] {
  return readdirSync(LHCI_DIR)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(join(LHCI_DIR, file), 'utf8')) as Lhr)
    .filter((lhr) => lhr.requestedUrl === url);
}

function figuresLine(url: string, kept: HostCalibration[]): string {
  const lhrs = reportsFor(url);
  const score = spread(lhrs.map((lhr) => lhr.categories.performance?.score ?? Number.NaN));
  const tbt = spread(lhrs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN));
  const index = spread(kept.map((run) => run.benchmarkIndex));
  const slowdown = spread(kept.map((run) => run.cpuSlowdownMultiplier));
  return [
    url.padEnd(52),
    `host index ${index.text(0)}, CPU ×${slowdown.text(2)}`.padEnd(44),
    `performance ${score.text(2)}`.padEnd(30),
    `TBT ${tbt.text(0)} ms`.padEnd(22),
    `(runs: ${lhrs.length})`,
  ].join(' ');
}

/** The runs of a page kept so far: each run's own index and the slowdown it was given. */
const calibrations = new Map<string, HostCalibration[]>(urls.map((url) => [url, []]));
let collectedBefore = false;
let lastSeen: HostCalibration | null = null;

/** One Lighthouse run of `url` slowed by `cpuSlowdownMultiplier`; answers its report's file name. */
function collectOnce(url: string, cpuSlowdownMultiplier: number): string {
  const before = new Set(readdirSync(LHCI_DIR));
  const settings = { ...collect.settings, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } };
  writeFileSync(
    CALIBRATED_RC,
    JSON.stringify({ ci: { ...rc.ci, collect: { ...collect, url: [url], numberOfRuns: 1, settings } } }),
  );
  // The first run starts afresh; the others add to its reports so the one assert sees every run.
  const status = lhci('collect', ...(collectedBefore ? ['--additive'] : []));
  if (status !== 0) throw new Error(`lhci collect failed on ${url} (exit ${status})`);
  collectedBefore = true;
  const report = readdirSync(LHCI_DIR).find((file) => /^lhr-\d+\.json$/.test(file) && !before.has(file));
  if (!report) throw new Error(`lhci collect wrote no report for ${url}`);
  return report;
}

/** Runs `url` until the slowdown it was given is the one the index Lighthouse measured at the run's start calls
 * for: the host's speed moves between our measurement and Lighthouse's, and a run slowed for another host stands
 * for another phone. Whether a run is kept never depends on its score. */
async function calibratedRun(url: string, label: string) {
  // The index Lighthouse saw last is the best guess at the next one; ours, from a browser just started, reads
  // lower than Lighthouse's from a browser that has settled, so it only starts the first run.
  let guess = lastSeen ?? (await calibrateHost());
  for (let attempt = 1; ; attempt++) {
    const { cpuSlowdownMultiplier } = guess;
    const report = collectOnce(url, cpuSlowdownMultiplier);
    const lhr = JSON.parse(readFileSync(join(LHCI_DIR, report), 'utf8')) as Lhr;
    const seen = lhr.environment.benchmarkIndex;
    const run = { benchmarkIndex: seen, cpuSlowdownMultiplier };
    const fits = calibrationFits(run);
    lastSeen = { benchmarkIndex: seen, cpuSlowdownMultiplier: calibratedCpuSlowdown(seen) };
    console.info(
      `\n${label}, attempt ${attempt}: ${describeCalibration(run)}` +
        (fits ? ', kept' : `, slowed for index ${Math.round(guess.benchmarkIndex)}`),
    );
    if (fits || attempt === ATTEMPTS_PER_RUN) {
      if (!fits) console.warn(`  the host would not hold still: run kept after ${attempt} attempts`);
      calibrations.get(url)!.push(run);
      return;
    }
    for (const file of [report, report.replace(/\.json$/, '.html')])
      rmSync(join(LHCI_DIR, file), { force: true });
    guess = lastSeen;
  }
}

mkdirSync(LHCI_DIR, { recursive: true });
const runs = Number(collect.numberOfRuns ?? 1);
await ensurePortFree();
rmSync(SERVER_DATA_DIR, { recursive: true, force: true });
const server = await startServerProcess(Number(port), SERVER_DATA_DIR, SERVER_START_TIMEOUT_MS);
for (const url of urls) await fetch(url, { headers: { accept: 'text/html' } }).then((reply) => reply.text());
try {
  for (const url of urls) {
    for (let run = 0; run < runs; run++) await calibratedRun(url, `${url}, run ${run + 1} of ${runs}`);
    console.info(figuresLine(url, calibrations.get(url)!));
  }
} finally {
  await server.stop();
}
console.info(
  '\nMedian [range] per page; each run slowed by the index Lighthouse measured at its start / 500:',
);
for (const [url, measured] of calibrations) console.info(figuresLine(url, measured));
process.exit(lhci('assert'));
