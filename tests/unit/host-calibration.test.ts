import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from '../lighthouse/host-calibration';

describe("Lighthouse's CPU slowdown calibrated to the host", () => {
  it("keeps Lighthouse's 4× on a high-end desktop and never goes past it", () => {
    expect(calibratedCpuSlowdown(2000)).toBe(4);
    expect(calibratedCpuSlowdown(2900)).toBe(4);
  });

  it('slows a slower host less, in proportion to its index, as Lighthouse’s throttling guide does', () => {
    expect(calibratedCpuSlowdown(1500)).toBe(3);
    expect(calibratedCpuSlowdown(1000)).toBe(2);
    expect(calibratedCpuSlowdown(1234)).toBe(2.47);
  });

  it('never speeds a host up', () => {
    expect(calibratedCpuSlowdown(300)).toBe(1);
  });
});
