// Lighthouse slows the host's CPU by a fixed 4× to stand for a mid-tier phone, which is right only on the host it
// was tuned for: its throttling guide ties that 4× to a host BenchmarkIndex of about 2,000. We scale in both
// directions (index / 500: 4× at 2,000, 8× at 4,000, 2× at 1,000), so a fast host is slowed more and a busy one
// less, and every run stands for the same phone. A shared host's index moves by a factor of two from minute to
// minute, so callers measure it right before each page's runs and print it beside that page's figures.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../helpers/browser';

const RUNS = 5;
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

/** As printed beside each figure: the index Lighthouse would see and the slowdown it was given. */
export const describeCalibration = ({ benchmarkIndex, cpuSlowdownMultiplier }: HostCalibration) =>
  `host index ${Math.round(benchmarkIndex)}, CPU ×${cpuSlowdownMultiplier}`;

export interface HostProbe {
  /** Lighthouse's own BenchmarkIndex (its page function, in Debian's Chromium), median of five, and the
   * slowdown it calls for. About five seconds. */
  calibrate: () => Promise<HostCalibration>;
  close: () => Promise<void>;
}

/** One Chromium kept open for every measurement, so measuring before each page costs only the measurement. */
export async function openHostProbe(): Promise<HostProbe> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  return {
    calibrate: async () => {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await page.evaluate(source));
      const benchmarkIndex = runs.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
      return { benchmarkIndex, cpuSlowdownMultiplier: calibratedCpuSlowdown(benchmarkIndex) };
    },
    close: () => browser.close(),
  };
}
