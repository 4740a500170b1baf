// The driver app's choice of path for a fresh position: the socket when it is connected and acks in time, else
// HTTP (socket down, no ack, or a refusal, whose reason HTTP answers with its status).
import { describe, expect, it } from 'vitest';
import type { PositionAnswer } from '../../src/domain/drivers/driver-app';
import { sendPosition, type PositionSocket } from '../../src/features/driver/position-socket';

const position = { lat: 13.04, lng: 80.23, takenAt: '2026-11-29T10:00:00.000Z' };
const answer: PositionAnswer = {
  accepted: true,
  late: false,
  reason: null,
  liveRideId: null,
  intervalMs: 10_000,
};

/** A socket whose ack is `ack` (a rejection is socket.io's "no ack within the timeout"); counts what it carried. */
function socketThat(connected: boolean, ack: () => Promise<unknown>) {
  const sent: unknown[] = [];
  const socket = {
    connected,
    timeout: () => ({
      emitWithAck: (event: string, payload: unknown) => {
        sent.push([event, payload]);
        return ack();
      },
    }),
  } as unknown as PositionSocket;
  return { socket, sent };
}

describe('sending a position', () => {
  const overHttp = () => {
    const calls: unknown[] = [];
    const http = async (sent: unknown) => {
      calls.push(sent);
      return { ...answer, intervalMs: 5_000 };
    };
    return { calls, http };
  };

  it('goes over the socket when it acks, and not over HTTP', async () => {
    const { socket, sent } = socketThat(true, async () => ({ ok: true, ...answer }));
    const { calls, http } = overHttp();
    expect(await sendPosition(position, http, socket)).toEqual(answer);
    expect(sent).toEqual([['driver:position', position]]);
    expect(calls).toEqual([]);
  });

  it('falls back to HTTP when the socket is down, gives no ack in time, or refuses', async () => {
    const cases = [
      socketThat(false, async () => ({ ok: true, ...answer })),
      socketThat(true, () => Promise.reject(new Error('operation has timed out'))),
      socketThat(true, async () => ({ ok: false, error: 'This needs a driver account.' })),
    ];
    for (const { socket } of cases) {
      const { calls, http } = overHttp();
      expect((await sendPosition(position, http, socket)).intervalMs).toBe(5_000);
      expect(calls).toEqual([position]);
    }
    const { calls, http } = overHttp();
    await sendPosition(position, http, null);
    expect(calls).toEqual([position]);
  });
});
