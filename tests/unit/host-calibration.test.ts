import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, describeCalibration } from '../lighthouse/host-calibration';

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
});
