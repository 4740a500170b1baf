// The driver's queued actions: the request each becomes and the session that signs it, and the home as it will
// be once they reach the server (an accepted offer becomes a ride, start puts it on trip, complete counts the
// cash in the earnings, a hand-back or decline takes it off), the server's own answer winning once it came.
import { describe, expect, it } from 'vitest';
import type { DriverHome, DriverRide } from '../../src/domain/drivers/driver-app';
import { overlayDriverHome, ridesTakenAway } from '../../src/domain/drivers/driver-overlay';
import { outboxRequest, outboxSession, type OutboxAction } from '../../src/domain/outbox';
import type { PendingAction } from '../../src/domain/outbox-overlay';

const OFFER = '3f1c9a52-7a11-4c55-9e0b-0c9f8d7e6a51';
const MINE = '0b6f1a52-1a11-4c55-9e0b-0c9f8d7e6a52';
const NOW = '2026-11-25T10:00:00.000Z';

const ride = (id: string, status: DriverRide['status'], extra: Partial<DriverRide> = {}): DriverRide => ({
  id,
  status,
  service: 'local',
  vehicleType: 'sedan',
  pickup: { name: 'Chennai Central', lat: 13.0827, lng: 80.2707 },
  dropoff: { name: 'Egmore', lat: 13.0732, lng: 80.2609 },
  pickupAt: NOW,
  totalAmount: 42_000,
  waitingCharge: 0,
  currency: 'INR',
  paymentMethod: 'cash',
  customerName: 'Priya',
  customerPhone: null,
  arrivedAt: null,
  distanceToPickupMeters: 800,
  offerExpiresAt: null,
  ...extra,
});

const home: DriverHome = {
  driver: { id: 'd1', name: 'Karthik', online: true, vehicle: null },
  vehicles: [],
  offers: [ride(OFFER, 'booked', { offerExpiresAt: NOW })],
  rides: [ride(MINE, 'accepted', { customerPhone: '+919876543210' })],
  earnings: { today: 10_000, week: 50_000, currency: 'INR' },
  noShowWaitMinutes: 15,
};

let seq = 0;
const queued = (action: OutboxAction, result?: unknown): PendingAction => ({
  id: `key-${(seq += 1)}`,
  action,
  ...(result === undefined ? {} : { result }),
});
const driverAction = (rideId: string, body: Extract<OutboxAction, { type: 'driverRide' }>['body']) =>
  queued({ type: 'driverRide', rideId, body });

describe('driver outbox actions', () => {
  it('become the driver endpoint, signed with the driver session', () => {
    const action: OutboxAction = {
      type: 'driverRide',
      rideId: MINE,
      body: { action: 'start', tripCode: '4821' },
    };
    expect(outboxRequest(action)).toEqual({
      method: 'POST',
      path: `/api/v1/driver/rides/${MINE}/actions`,
      body: { action: 'start', tripCode: '4821' },
    });
    expect(outboxSession(action)).toBe('driver');
    expect(outboxSession({ type: 'ride', rideId: MINE, body: { action: 'start', tripCode: '4821' } })).toBe(
      'business',
    );
  });
});

describe('the driver home with queued actions', () => {
  it('turns an accepted offer into a ride waiting to sync, and drops a declined one', () => {
    const accepted = overlayDriverHome(home, [driverAction(OFFER, { action: 'accept' })], NOW);
    expect(accepted.offers).toEqual([]);
    expect(accepted.rides.find((r) => r.id === OFFER)).toMatchObject({
      status: 'accepted',
      pendingSync: true,
    });
    const declined = overlayDriverHome(home, [driverAction(OFFER, { action: 'decline' })], NOW);
    expect(declined.offers).toEqual([]);
    expect(declined.rides.map((r) => r.id)).toEqual([MINE]);
  });

  it('marks arrival, starts the trip and counts the cash of a completed ride once', () => {
    const started = overlayDriverHome(
      home,
      [driverAction(MINE, { action: 'arrived' }), driverAction(MINE, { action: 'start', tripCode: '4821' })],
      NOW,
    );
    expect(started.rides[0]).toMatchObject({ status: 'ontrip', arrivedAt: NOW, pendingSync: true });
    const done = overlayDriverHome(
      home,
      [driverAction(MINE, { action: 'complete', collectedFee: 45_000 })],
      NOW,
    );
    expect(done.rides).toEqual([]);
    expect(done.earnings).toMatchObject({ today: 55_000, week: 95_000 });
  });

  it("takes a handed-back ride off, and lays on the server's answer once it came", () => {
    expect(overlayDriverHome(home, [driverAction(MINE, { action: 'drop' })], NOW).rides).toEqual([]);
    const answered = queued(
      { type: 'driverRide', rideId: MINE, body: { action: 'arrived' } },
      { ride: ride(MINE, 'accepted', { arrivedAt: '2026-11-25T09:59:00.000Z' }) },
    );
    const shown = overlayDriverHome(home, [answered], NOW);
    expect(shown.rides[0]).toMatchObject({ arrivedAt: '2026-11-25T09:59:00.000Z' });
    expect(shown.rides[0]?.pendingSync).toBeUndefined();
  });

  it('leaves the partner’s queued actions alone', () => {
    const shown = overlayDriverHome(
      home,
      [queued({ type: 'ride', rideId: MINE, body: { action: 'start', tripCode: '4821' } })],
      NOW,
    );
    expect(shown).toEqual(home);
  });
});

describe('rides taken away from the driver', () => {
  it('names a ride the server stopped listing without the driver acting on it', () => {
    const mine = ride(MINE, 'accepted');
    expect(ridesTakenAway([mine], [], [])).toEqual([mine]);
    expect(ridesTakenAway([mine], [mine], [])).toEqual([]);
  });

  it("leaves out a ride the driver's own queued action took off (completed, handed back)", () => {
    const mine = ride(MINE, 'ontrip');
    expect(ridesTakenAway([mine], [], [driverAction(MINE, { action: 'complete' })])).toEqual([]);
  });
});
