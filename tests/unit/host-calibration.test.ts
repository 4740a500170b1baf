import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, calibrationFits, describeCalibration } from '../lighthouse/host-calibration';

describe("Lighthouse's CPU slowdown calibrated to the host (index / 500)", () => {
  it("keeps Lighthouse's 4× on its reference host of index 2,000", () => {
    expect(calibratedCpuSlowdown(2000)).toBe(4);
  });

  it('slows a faster host more, in proportion, with no cap at 4×', () => {
    expect(calibratedCpuSlowdown(4000)).toBe(8);
    expect(calibratedCpuSlowdown(2900)).toBe(5.8);
    expect(calibratedCpuSlowdown(6000)).toBe(12);
  });

  it('slows a slower host less, in proportion', () => {
    expect(calibratedCpuSlowdown(1000)).toBe(2);
    expect(calibratedCpuSlowdown(1500)).toBe(3);
  });

  it('rounds to two decimals', () => {
    expect(calibratedCpuSlowdown(1234)).toBe(2.47);
    expect(calibratedCpuSlowdown(4321.7)).toBe(8.64);
  });

  it('never speeds a host up', () => {
    expect(calibratedCpuSlowdown(499)).toBe(1);
    expect(calibratedCpuSlowdown(300)).toBe(1);
    expect(calibratedCpuSlowdown(0)).toBe(1);
  });

  it('prints the index it measured beside the slowdown it gave', () => {
    expect(describeCalibration({ benchmarkIndex: 2345.6, cpuSlowdownMultiplier: 4.69 })).toBe(
      'host index 2346, CPU ×4.69',
    );
  });

  it('keeps a run only when its slowdown is within 15 % of what its own index calls for', () => {
    expect(calibrationFits({ benchmarkIndex: 2000, cpuSlowdownMultiplier: 4 })).toBe(true);
    expect(calibrationFits({ benchmarkIndex: 2000, cpuSlowdownMultiplier: 4.6 })).toBe(true);
    expect(calibrationFits({ benchmarkIndex: 2000, cpuSlowdownMultiplier: 3.45 })).toBe(true);
    // The last stop's runs: slowed for a warm index of 3,000 while Lighthouse saw 2,000.
    expect(calibrationFits({ benchmarkIndex: 2000, cpuSlowdownMultiplier: 6 })).toBe(false);
    expect(calibrationFits({ benchmarkIndex: 2700, cpuSlowdownMultiplier: 3.47 })).toBe(false);
  });
});
