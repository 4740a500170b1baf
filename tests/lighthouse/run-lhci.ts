// `npm run lhci`: Lighthouse CI over the built app with `lighthouserc.json`, its CPU slowdown calibrated to this
// host first (host-calibration.ts), so the gate judges the pages and not the machine's speed that day.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { throttling } from 'lighthouse/core/config/constants.js';
import { calibratedCpuSlowdown, measureBenchmarkIndex } from './host-calibration';

const CALIBRATED_RC = '.lighthouseci/lighthouserc.calibrated.json';

const benchmarkIndex = await measureBenchmarkIndex();
const cpuSlowdownMultiplier = calibratedCpuSlowdown(benchmarkIndex);
console.info(
  `Host BenchmarkIndex ${Math.round(benchmarkIndex)} (median of 5): Lighthouse CPU slowdown ×${cpuSlowdownMultiplier}`,
);

const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
rc.ci.collect.settings.throttling = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier };
mkdirSync('.lighthouseci', { recursive: true });
writeFileSync(CALIBRATED_RC, JSON.stringify(rc, null, 2));

for (const step of ['collect', 'assert']) {
  const { status } = spawnSync('npx', ['lhci', step, `--config=${CALIBRATED_RC}`], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
