// The live map's position batches: one message per partner per window with each moved driver's latest position,
// sent at once after a quiet window, held within one, and flushed when the process closes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FleetPosition } from '../../src/domain/rides/tracking';
import { fleetPositionBatches } from '../../src/server/realtime/fleet-positions';

const at = (driverId: string, lat: number): FleetPosition => ({
  driverId,
  rideId: '',
  lat,
  lng: 80.2,
  at: new Date().toISOString(),
});

describe('fleet position batches', () => {
  let sent: { tenantId: string; positions: FleetPosition[] }[];
  let batches: ReturnType<typeof fleetPositionBatches>;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    sent = [];
    batches = fleetPositionBatches((tenantId, positions) => sent.push({ tenantId, positions }), 1_000);
  });
  afterEach(() => vi.useRealTimers());

  it('sends a position after a quiet window at once', () => {
    batches.add('kaveri', at('meena', 13.01));
    expect(sent).toEqual([{ tenantId: 'kaveri', positions: [at('meena', 13.01)] }]);
  });

  it('holds the positions of a window and sends each moved driver once, at its latest', () => {
    batches.add('kaveri', at('meena', 13.01));
    vi.advanceTimersByTime(100);
    batches.add('kaveri', at('meena', 13.02));
    batches.add('kaveri', at('ravi', 13.5));
    vi.advanceTimersByTime(300);
    batches.add('kaveri', at('meena', 13.03));
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(599);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.positions.map((p) => [p.driverId, p.lat])).toEqual([
      ['meena', 13.03],
      ['ravi', 13.5],
    ]);
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(2);
  });

  it('keeps each partner to its own window', () => {
    batches.add('kaveri', at('meena', 13.01));
    batches.add('gulf', at('omar', 25.2));
    batches.add('kaveri', at('meena', 13.02));
    expect(sent.map((batch) => batch.tenantId)).toEqual(['kaveri', 'gulf']);
    vi.advanceTimersByTime(1_000);
    expect(sent.map((batch) => batch.tenantId)).toEqual(['kaveri', 'gulf', 'kaveri']);
  });

  it('sends what waits when closed, and nothing after', () => {
    batches.add('kaveri', at('meena', 13.01));
    batches.add('kaveri', at('meena', 13.02));
    batches.close();
    expect(sent.map((batch) => batch.positions[0]!.lat)).toEqual([13.01, 13.02]);
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(2);
  });
});
