// `npm run bench`: the figures we keep honest. JavaScript weight per page as Chromium loads it, place
// search per keystroke, the booking-text parser's accuracy and time per message, API throughput and the rides
// dashboard, auto-dispatch over 1,000 drivers, invoice generation and webhook delivery latency on each
// database, socket.io with 1,000 clients, and how long `npm start` takes from a built tree to answer its first
// request (fresh and existing database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, startLiveServer } from '../helpers/browser';
import { pageWeight, RIDER_HOME_BUDGET_BYTES, RIDER_HOME_TARGET_BYTES } from './bundle';
import { testDatabases } from '../helpers/test-databases';
import { benchApi, printApiFigures, reachablePostgres, type Variant } from './api-bench';
import { benchDispatch } from './dispatch-bench';
import { benchInvoices } from './invoice-bench';
import { benchWebhooks } from './webhook-bench';
import { benchParser } from './parser-bench';
import { benchPlaceSearch } from './places-bench';
import { benchRides } from './rides-bench';
import { benchSockets } from './socket-bench';
import { MEASURED_PAGES } from './measured-pages';
import { startServerProcess } from './server-process';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function bundleTable() {
  const [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
  try {
    console.log(
      '\nJavaScript each page fetched in Chromium by network idle (fresh profile; gzip -9 of each file)',
    );
    console.log(
      'page'.padEnd(18),
      'gzip'.padStart(10),
      'on the wire'.padStart(12),
      'files'.padStart(6),
      'sw.js gzip'.padStart(11),
      'budget'.padStart(10),
    );
    for (const [name, path] of Object.entries(MEASURED_PAGES)) {
      const weight = await pageWeight(browser, server.baseUrl, path);
      const budget =
        path === MEASURED_PAGES['rider home']
          ? `${kb(RIDER_HOME_BUDGET_BYTES)} (target ${kb(RIDER_HOME_TARGET_BYTES)})`
          : '';
      console.log(
        name.padEnd(18),
        kb(weight.gzipBytes).padStart(10),
        kb(weight.transferBytes).padStart(12),
        String(weight.scripts.length).padStart(6),
        (weight.serviceWorker ? kb(weight.serviceWorker.gzipBytes) : '-').padStart(11),
        budget.padStart(10),
      );
    }
    console.log(
      "sw.js: the service worker's script, which the page registers once loaded (off the main thread).",
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess(port, dataDir, 30_000);
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}

async function startTable() {
  const dataDir = mkdtempSync(join(tmpdir(), 'travelx-bench-'));
  try {
    const fresh = await timeStart(dataDir, 18181);
    const again = await timeStart(dataDir, 18182);
    console.log('\nnpm start from a built tree until the first answer');
    console.log('new database (initdb, migrate, seed)'.padEnd(40), `${(fresh / 1000).toFixed(2)} s`);
    console.log('existing database'.padEnd(40), `${(again / 1000).toFixed(2)} s`, '(budget 5.00 s)');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run bench -- api [quick] [--before=DIR]` runs only the server's throughput: quotes and bookings of the real
// server process with default logging and with LOG_LEVEL=warn (one round with `quick`; beside them the same of the
// checkout in DIR, with its node_modules, to compare two builds in one run), then the rides dashboard;
// `npm run bench -- cluster` the same quotes and bookings with 1 and 2 server processes (cluster-bench.ts);
// `npm run bench -- lighthouse [url ...]` Lighthouse's figures for the measured pages and a 2G phone;
// `npm run bench -- phones` how fast a ride's news reaches each SMS gateway and the push service (phones-bench.ts);
// `npm run bench -- tls` the cost of the TLS edge's ask, /api/v1/tls/allowed (tls-bench.ts);
// `npm run bench -- booking-text` the booking-text reader's accuracy per category and field on the own-words set;
// `npm run bench -- fleet [drivers] [--duration <s>] [--processes 1|2]` a city's fleet sending positions over
// socket.io with riders watching, dispatchers on the live map and 100 bookings a minute (fleet-bench.ts).
if (process.argv[2] === 'modules') {
  await import('./server-modules');
  process.exit(0);
}
if (process.argv[2] === 'lighthouse') {
  const { benchLighthouse } = await import('./lighthouse-bench');
  await benchLighthouse(process.argv.slice(3));
  process.exit(0);
}
if (process.argv[2] === 'phones') {
  const { benchPhones } = await import('./phones-bench');
  await benchPhones(testDatabases());
  process.exit(0);
}
if (process.argv[2] === 'tls') {
  const { benchTlsAsk } = await import('./tls-bench');
  for (const target of testDatabases()) await benchTlsAsk(target);
  process.exit(0);
}
// `npm run bench -- places`: place search per keystroke and each country's file, alone.
if (process.argv[2] === 'places') {
  benchPlaceSearch();
  process.exit(0);
}
if (process.argv[2] === 'booking-text') {
  const { benchBookingText } = await import('./booking-text-bench');
  benchBookingText();
  process.exit(0);
}
if (process.argv[2] === 'fleet') {
  const { benchFleet } = await import('./fleet-bench');
  await benchFleet(process.argv.slice(3));
  process.exit(0);
}
if (process.argv.slice(2).includes('cluster')) {
  await import('./cluster-bench');
  process.exit(0);
}
const apiOnly = process.argv.slice(2).includes('api');
if (!apiOnly) {
  await bundleTable();
  benchPlaceSearch();
  benchParser();
}
const args = process.argv.slice(2);
const before = args.find((arg) => arg.startsWith('--before='))?.slice('--before='.length);
const builds: Variant[] = [
  ...(before
    ? [
        { label: 'before, default logging,', cwd: before },
        { label: 'before, LOG_LEVEL=warn,', logLevel: 'warn', cwd: before },
      ]
    : []),
  { label: 'default logging,' },
  { label: 'LOG_LEVEL=warn,', logLevel: 'warn' },
];
const rounds = args.includes('quick') ? 1 : undefined;
printApiFigures('PGlite (embedded)', await benchApi(builds, undefined, rounds));
const postgres = await reachablePostgres();
if (postgres) printApiFigures('PostgreSQL', await benchApi(builds, postgres, rounds));
else console.log('\n(PostgreSQL did not answer: set DATABASE_URL=postgres://… to measure it too.)');
for (const target of testDatabases()) {
  await benchRides(target);
  if (apiOnly) continue;
  await benchDispatch(target);
  await benchInvoices(target);
  await benchWebhooks(target);
}
if (!apiOnly) {
  const [embedded] = testDatabases();
  await benchSockets(embedded!);
  if (process.env.REDIS_URL) await benchSockets(embedded!, process.env.REDIS_URL);
  await startTable();
}
if (!process.env.DATABASE_URL) console.log('\n(Set DATABASE_URL=postgres://… to measure PostgreSQL too.)');
