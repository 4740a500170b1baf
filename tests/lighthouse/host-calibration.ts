// Lighthouse slows the host's CPU by a fixed 4× to stand for a mid-tier phone, which is right only on the host it
// was tuned for: its throttling guide ties that 4× to a host BenchmarkIndex of about 2,000. We scale in both
// directions (index / 500: 4× at 2,000, 8× at 4,000, 2× at 1,000), so a fast host is slowed more and a busy one
// less, and every run stands for the same phone. A shared host's index moves by a factor of two from minute to
// minute, so callers measure it right before each run and print it beside that run's figures.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../helpers/browser';

const SAMPLES = 3;
/** The flags lighthouserc.json starts Chromium with for an audit (Playwright adds the headless one). */
const AUDIT_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
/** One unit of slowdown per this much host index: Lighthouse's 4× at its reference index of 2,000. */
const INDEX_PER_SLOWDOWN = 500;

export interface HostCalibration {
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
}

/** The CPU slowdown that makes this host stand for Lighthouse's phone: never below 1×, two decimals. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  return Math.round(Math.max(1, benchmarkIndex / INDEX_PER_SLOWDOWN) * 100) / 100;
}

/** How far a run's slowdown may be from the one its own index calls for: the index moves by a tenth between two
 * measurements a second apart even on a quiet host. */
const CALIBRATION_TOLERANCE = 0.15;

/** Whether a run was slowed for the host Lighthouse found at its start (its own BenchmarkIndex). */
export const calibrationFits = ({ benchmarkIndex, cpuSlowdownMultiplier }: HostCalibration) =>
  Math.abs(cpuSlowdownMultiplier / calibratedCpuSlowdown(benchmarkIndex) - 1) <= CALIBRATION_TOLERANCE;

/** As printed beside each figure: the index Lighthouse would see and the slowdown it was given. */
export const describeCalibration = ({ benchmarkIndex, cpuSlowdownMultiplier }: HostCalibration) =>
  `host index ${Math.round(benchmarkIndex)}, CPU ×${cpuSlowdownMultiplier}`;

/** Lighthouse measures its index once, cold, in the first page of the browser it has just started; measured
 * five times in one warm page the same host reads a quarter to a third higher (2,600–2,800 against 2,000–2,300
 * here), and a slowdown from that figure stood for a phone half as fast again as Lighthouse's. So each sample is
 * taken as Lighthouse takes it: a fresh browser with the audit's flags, one evaluation on its first page. */
async function coldBenchmarkIndex(source: string): Promise<number> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: AUDIT_FLAGS });
  try {
    const page = await browser.newPage();
    return await page.evaluate(source);
  } finally {
    await browser.close();
  }
}

/** Lighthouse's own BenchmarkIndex (its page function, in Debian's Chromium), measured as Lighthouse measures it,
 * median of three, and the slowdown it calls for. A few seconds. */
export async function calibrateHost(): Promise<HostCalibration> {
  const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const samples: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) samples.push(await coldBenchmarkIndex(source));
  const benchmarkIndex = samples.sort((a, b) => a - b)[Math.floor(SAMPLES / 2)]!;
  return { benchmarkIndex, cpuSlowdownMultiplier: calibratedCpuSlowdown(benchmarkIndex) };
}
