// Lighthouse slows the host's CPU by a fixed 4× to stand for a mid-tier phone, which is right only on the host it
// was tuned for. Its throttling guide calibrates the multiplier by the host's BenchmarkIndex: 4× on a high-end
// desktop (index 1500–2000), 2× on a low-end one (1000–1500). We scale in proportion below an index of 2000 and
// never above 4×, so a slow or busy machine is judged as the same phone rather than as a phone twice as slow.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../helpers/browser';

const RUNS = 5;
/** The host index at which Lighthouse's default 4× holds (the top of its high-end desktop band). */
const FULL_SLOWDOWN_INDEX = 2000;
const DEFAULT_SLOWDOWN = 4;

/** Lighthouse's own BenchmarkIndex, run in Debian's Chromium: the median of five runs. */
export async function measureBenchmarkIndex(): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return runs.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  } finally {
    await browser.close();
  }
}

export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const scaled = (DEFAULT_SLOWDOWN * benchmarkIndex) / FULL_SLOWDOWN_INDEX;
  return Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(1, scaled)) * 100) / 100;
}
