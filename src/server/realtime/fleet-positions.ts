// Drivers' positions to the partner's live map, batched: at most one message per partner per window, holding the
// latest position of every driver that moved in it. A fleet pinging every few seconds would otherwise send each
// dispatcher one message per ping. A position after a quiet window goes out at once; the next ones wait for the
// window's end. Each process batches the pings it receives, so with two processes a partner hears up to two a
// window. The rider of a ride still hears each of their driver's pings from the ride's own room.
import type { FleetPosition } from '../../domain/rides/tracking';

/** One batch for one partner: the latest position of each driver that moved. */
export type SendFleetPositions = (tenantId: string, positions: FleetPosition[]) => void;

interface PartnerWindow {
  pending: Map<string, FleetPosition>;
  lastSentAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export const FLEET_BATCH_MS = 1_000;

export function fleetPositionBatches(send: SendFleetPositions, windowMs = FLEET_BATCH_MS) {
  const partners = new Map<string, PartnerWindow>();

  const flush = (tenantId: string, partner: PartnerWindow) => {
    partner.timer = null;
    partner.lastSentAt = Date.now();
    const positions = [...partner.pending.values()];
    partner.pending.clear();
    if (positions.length > 0) send(tenantId, positions);
  };

  return {
    add(tenantId: string, position: FleetPosition) {
      const partner = partners.get(tenantId) ?? { pending: new Map(), lastSentAt: 0, timer: null };
      partners.set(tenantId, partner);
      partner.pending.set(position.driverId, position);
      if (partner.timer) return;
      const wait = Math.max(0, partner.lastSentAt + windowMs - Date.now());
      if (wait === 0) return flush(tenantId, partner);
      partner.timer = setTimeout(() => flush(tenantId, partner), wait);
      partner.timer.unref();
    },
    /** Sends what waits now (a closing process's last positions reach the map before it goes). */
    close() {
      for (const [tenantId, partner] of partners) {
        if (partner.timer) clearTimeout(partner.timer);
        flush(tenantId, partner);
      }
      partners.clear();
    },
  };
}

export type FleetPositionBatches = ReturnType<typeof fleetPositionBatches>;
