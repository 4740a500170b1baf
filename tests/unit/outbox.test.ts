// The outbox's pure parts: the request each queued action becomes, what an answer means, the back-off, the
// drain (in order, once each, through lost answers), and the lists as they will be.
import { describe, expect, it } from 'vitest';
import { drainOutbox, type OutboxPort, type SentAnswer } from '../../src/domain/outbox-drain';
import {
  isHeldByFetchedList,
  isOutdatedByForgotten,
  outboxOutcome,
  outboxRequest,
  retryDelayMs,
  type OutboxAction,
  type OutboxEntry,
} from '../../src/domain/outbox';
import { overlayCrew, overlayRides, overlayVehicles, pendingRowId } from '../../src/domain/outbox-overlay';
import type { CrewMember, Vehicle } from '../../src/domain/drivers/fleet';
import type { PartnerRide, RidesResponse } from '../../src/domain/rides/partner-rides';

const RIDE = '3f1c9a52-7a11-4c55-9e0b-0c9f8d7e6a51';
const DRIVER = '0b6f1a52-1a11-4c55-9e0b-0c9f8d7e6a52';
const VEHICLE = '9a6f1a52-1a11-4c55-9e0b-0c9f8d7e6a53';

describe('outbox requests', () => {
  it('turns each action into its API call', () => {
    expect(
      outboxRequest({ type: 'ride', rideId: RIDE, body: { action: 'cancel', reason: 'Rider asked' } }),
    ).toEqual({
      method: 'POST',
      path: `/api/v1/partner/rides/${RIDE}/actions`,
      body: { action: 'cancel', reason: 'Rider asked' },
    });
    const input = { vehicleType: 'sedan', model: 'Dzire', number: 'TN09 AB1234' } as const;
    expect(outboxRequest({ type: 'vehicleSave', vehicleId: null, input })).toMatchObject({
      method: 'POST',
      path: '/api/v1/partner/vehicles',
    });
    expect(outboxRequest({ type: 'vehicleSave', vehicleId: VEHICLE, input })).toMatchObject({
      method: 'PUT',
      path: `/api/v1/partner/vehicles/${VEHICLE}`,
    });
    expect(outboxRequest({ type: 'vehicleRemove', vehicleId: VEHICLE })).toEqual({
      method: 'DELETE',
      path: `/api/v1/partner/vehicles/${VEHICLE}`,
    });
    expect(outboxRequest({ type: 'crewStatus', kind: 'drivers', memberId: DRIVER, action: 'block' })).toEqual(
      {
        method: 'POST',
        path: `/api/v1/partner/drivers/${DRIVER}/status`,
        body: { action: 'block' },
      },
    );
    expect(outboxRequest({ type: 'crewRemove', kind: 'travel-companies', memberId: DRIVER })).toMatchObject({
      method: 'DELETE',
      path: `/api/v1/partner/travel-companies/${DRIVER}`,
    });
  });

  it('reads an answer as applied, refused, retry later or signed out', () => {
    expect([200, 201, 204].map(outboxOutcome)).toEqual(['applied', 'applied', 'applied']);
    expect([400, 404, 409, 422].map(outboxOutcome)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect([null, 408, 429, 500, 503].map(outboxOutcome)).toEqual([
      'retry',
      'retry',
      'retry',
      'retry',
      'retry',
    ]);
    expect(outboxOutcome(401)).toBe('signedOut');
  });

  it('backs off exponentially with jitter, up to a minute', () => {
    expect(retryDelayMs(1, 0)).toBe(500);
    expect(retryDelayMs(1, 0.999)).toBeLessThanOrEqual(1000);
    expect(retryDelayMs(3, 0)).toBe(2000);
    expect(retryDelayMs(20, 0.999)).toBeLessThanOrEqual(60_000);
    expect(retryDelayMs(20, 0)).toBe(30_000);
  });
});

function entry(seq: number, action: OutboxAction): OutboxEntry {
  return {
    seq,
    id: `key-${seq}-abcdef`,
    createdAt: seq,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    error: null,
    action,
  };
}

/** An in-memory queue over a pretend server that applies each key once and may lose its answers. */
function harness(actions: OutboxAction[], loseAnswer: (call: number) => boolean, offlineAt: Set<number>) {
  let queue = actions.map((action, i) => entry(i + 1, action));
  const appliedOnServer: string[] = [];
  const serverAnswers = new Map<string, SentAnswer>();
  let calls = 0;
  const port: OutboxPort = {
    pending: async () => queue.filter((e) => e.state === 'pending'),
    async send(e) {
      calls += 1;
      if (offlineAt.has(calls)) return { status: null, json: null };
      let answer = serverAnswers.get(e.id);
      if (!answer) {
        answer =
          e.action.type === 'vehicleRemove'
            ? { status: 409, json: { error: { code: 'busy', message: 'On a ride', fields: {} } } }
            : { status: 200, json: { ok: e.id } };
        if (answer.status === 200) appliedOnServer.push(e.id);
        serverAnswers.set(e.id, answer);
      }
      return loseAnswer(calls) ? { status: null, json: null } : answer;
    },
    applied: async (e, json) =>
      void (queue = queue.map((q) => (q.id === e.id ? { ...q, state: 'applied', result: json } : q))),
    rejected: async (e, error) =>
      void (queue = queue.map((q) => (q.id === e.id ? { ...q, state: 'rejected', error } : q))),
    retryLater: async (e, attempts, nextAttemptAt) =>
      void (queue = queue.map((q) => (q.id === e.id ? { ...q, attempts, nextAttemptAt } : q))),
  };
  return { port, appliedOnServer, queue: () => queue };
}

describe('draining the outbox', () => {
  const block: OutboxAction = { type: 'crewStatus', kind: 'drivers', memberId: DRIVER, action: 'block' };

  it('sends in order, once each, through dropped answers and offline spells', async () => {
    const actions = Array.from({ length: 50 }, (): OutboxAction => block);
    let clock = 0;
    const h = harness(actions, (call) => call % 3 === 0, new Set([5, 6, 17]));
    for (let round = 0; round < 500 && h.queue().some((e) => e.state === 'pending'); round += 1) {
      const result = await drainOutbox(h.port, { now: () => clock, random: () => 0.5 });
      clock = result.nextAttemptAt ?? clock;
    }
    expect(h.queue().every((e) => e.state === 'applied')).toBe(true);
    expect(h.appliedOnServer).toEqual(actions.map((_, i) => `key-${i + 1}-abcdef`));
  });

  it('keeps a refused action with its reason and goes on with the next', async () => {
    const h = harness([{ type: 'vehicleRemove', vehicleId: VEHICLE }, block], () => false, new Set());
    const result = await drainOutbox(h.port, { now: () => 0, random: () => 0 });
    expect(result).toMatchObject({ applied: 1, rejected: 1, stoppedBy: 'empty' });
    expect(h.queue()[0]).toMatchObject({ state: 'rejected', error: { message: 'On a ride' } });
  });

  it('waits for the back-off unless told the network is back', async () => {
    const h = harness([block], () => false, new Set([1]));
    const first = await drainOutbox(h.port, { now: () => 1000, random: () => 0 });
    expect(first).toMatchObject({ stoppedBy: 'retry', nextAttemptAt: 1500 });
    expect(await drainOutbox(h.port, { now: () => 1200, random: () => 0 })).toMatchObject({
      stoppedBy: 'backoff',
    });
    expect(
      await drainOutbox(h.port, { now: () => 1200, random: () => 0 }, { ignoreBackoff: true }),
    ).toMatchObject({
      applied: 1,
    });
  });

  it('stops, keeping everything, when the session has ended', async () => {
    const h = harness([block], () => false, new Set());
    const signedOut: OutboxPort = { ...h.port, send: async () => ({ status: 401, json: null }) };
    expect(await drainOutbox(signedOut, { now: () => 0, random: () => 0 })).toMatchObject({
      stoppedBy: 'signedOut',
    });
    expect(h.queue()[0]?.state).toBe('pending');
  });
});

const ride = (id: string, status: PartnerRide['status']): PartnerRide => ({
  id,
  status,
  customerName: 'Priya',
  customerPhone: '+919876543210',
  pickup: 'T. Nagar',
  dropoff: 'Adyar',
  service: 'local',
  tripType: 'oneway',
  vehicleType: 'sedan',
  pickupTime: '2026-11-23T10:00:00.000Z',
  returnTime: null,
  tripCode: '1234',
  totalAmount: 45000,
  currency: 'INR',
  paymentMethod: 'cash',
  flightNumber: null,
  createdAt: '2026-11-23T09:00:00.000Z',
  driverName: null,
  vehicleLabel: null,
  collectedFee: null,
  cancelReason: null,
  arrivedAt: null,
  cancellationFee: null,
});

describe('the lists as they will be', () => {
  const rides: RidesResponse = {
    counts: { all: 2, booked: 2, accepted: 0, ontrip: 0, completed: 0, cancelled: 0 },
    bookedInPeriod: 2,
    revenue: 0,
    commission: 0,
    currency: 'INR',
    total: 2,
    items: [ride(RIDE, 'booked'), ride('other', 'booked')],
  };
  const accept: OutboxAction = {
    type: 'ride',
    rideId: RIDE,
    body: { action: 'accept', driverId: DRIVER, vehicleId: VEHICLE },
  };
  const start: OutboxAction = { type: 'ride', rideId: RIDE, body: { action: 'start', tripCode: '1234' } };

  it('moves a ride through its queued actions and its counters with it', () => {
    const shown = overlayRides(rides, [
      { id: 'a', action: accept },
      { id: 'b', action: start },
    ]);
    expect(shown.items[0]).toMatchObject({ status: 'ontrip', pendingSync: true });
    expect(shown.items[1]).toMatchObject({ status: 'booked' });
    expect(shown.counts).toMatchObject({ booked: 1, ontrip: 1, all: 2 });
  });

  it("lays an applied action on with the server's answer, and leaves a fresh list alone", () => {
    const answered = { ride: { ...ride(RIDE, 'accepted'), driverName: 'Ravi Kumar' } };
    const stale = overlayRides(rides, [{ id: 'a', action: accept, result: answered }]);
    expect(stale.items[0]).toEqual(answered.ride);
    expect(stale.counts).toMatchObject({ booked: 1, accepted: 1 });
    const fresh: RidesResponse = {
      ...rides,
      counts: { ...rides.counts, booked: 1, accepted: 1 },
      items: [answered.ride],
    };
    expect(overlayRides(fresh, [{ id: 'a', action: accept, result: answered }])).toEqual(fresh);
  });

  it('ignores a queued move the state machine would refuse', () => {
    const complete: OutboxAction = { type: 'ride', rideId: RIDE, body: { action: 'complete' } };
    expect(overlayRides(rides, [{ id: 'c', action: complete }]).items[0]?.status).toBe('booked');
  });

  const vehicle: Vehicle = {
    id: VEHICLE,
    vehicleType: 'sedan',
    model: 'Dzire',
    number: 'TN09 AB1234',
    online: true,
    lastSeenAt: null,
    busy: false,
  };

  it('adds, edits and removes vehicles, with the totals', () => {
    const input = { vehicleType: 'suv', model: 'Innova', number: 'TN01 CD2222' } as const;
    const added = overlayVehicles({ vehicles: [vehicle] }, [
      { id: 'k1', action: { type: 'vehicleSave', vehicleId: null, input } },
    ]);
    expect(added.vehicles[1]).toMatchObject({ id: pendingRowId('k1'), model: 'Innova', pendingSync: true });
    expect(added.totals).toEqual({ total: 2, online: 1, offline: 1 });
    const edited = overlayVehicles({ vehicles: [vehicle] }, [
      { id: 'k2', action: { type: 'vehicleSave', vehicleId: VEHICLE, input } },
    ]);
    expect(edited.vehicles[0]).toMatchObject({ id: VEHICLE, model: 'Innova', online: true });
    const saved = { ...vehicle, id: 'new-id', model: 'Innova', number: 'TN01 CD2222' };
    const applied = overlayVehicles({ vehicles: [vehicle] }, [
      { id: 'k1', action: { type: 'vehicleSave', vehicleId: null, input }, result: saved },
    ]);
    expect(applied.vehicles).toEqual([vehicle, saved]);
    expect(
      overlayVehicles({ vehicles: [vehicle, saved] }, [
        { id: 'k1', action: { type: 'vehicleSave', vehicleId: null, input }, result: saved },
      ]).vehicles,
    ).toHaveLength(2);
    expect(
      overlayVehicles({ vehicles: [vehicle] }, [
        { id: 'k3', action: { type: 'vehicleRemove', vehicleId: VEHICLE } },
      ]).totals.total,
    ).toBe(0);
  });

  it('draws a queued vehicle once when the server already has it (its answer lost)', () => {
    const input = { vehicleType: 'suv', model: 'Innova', number: 'tn01 cd2222' } as const;
    const onServer = { ...vehicle, id: 'new-id', model: 'Innova', number: 'TN01 CD2222' };
    const shown = overlayVehicles({ vehicles: [vehicle, onServer] }, [
      { id: 'k1', action: { type: 'vehicleSave', vehicleId: null, input } },
    ]);
    expect(shown.vehicles).toEqual([vehicle, onServer]);
    expect(shown.totals.total).toBe(2);
  });

  it('changes account status only as the menu allows, per kind', () => {
    const driver: CrewMember = {
      id: DRIVER,
      firstName: 'Ravi',
      lastName: 'Kumar',
      phone: '+919840012345',
      accountStatus: 'Verified',
      online: false,
      busy: false,
      latitude: null,
      longitude: null,
      lastSeenAt: null,
    };
    const block: OutboxAction = { type: 'crewStatus', kind: 'drivers', memberId: DRIVER, action: 'block' };
    const unblock: OutboxAction = { ...block, action: 'unblock' };
    expect(
      overlayCrew('drivers', { members: [driver] }, [{ id: '1', action: block }]).members[0]?.accountStatus,
    ).toBe('Blocked');
    expect(
      overlayCrew('drivers', { members: [driver] }, [
        { id: '1', action: block },
        { id: '2', action: unblock },
        { id: '3', action: block },
      ]).members[0]?.accountStatus,
    ).toBe('Blocked');
    expect(
      overlayCrew('travel-companies', { members: [driver] }, [{ id: '1', action: block }]).members[0]
        ?.accountStatus,
    ).toBe('Verified');
    const add: OutboxAction = {
      type: 'crewAdd',
      kind: 'drivers',
      input: { firstName: 'Anu', lastName: '', phone: '+919840099999' },
    };
    expect(overlayCrew('drivers', { members: [] }, [{ id: 'x', action: add }]).members[0]).toMatchObject({
      firstName: 'Anu',
      accountStatus: 'pending',
      pendingSync: true,
    });
    const onServer: CrewMember = {
      ...driver,
      id: 'anu',
      firstName: 'Anu',
      lastName: '',
      phone: '+919840099999',
    };
    expect(
      overlayCrew('drivers', { members: [driver, onServer] }, [{ id: 'x', action: add }]).members,
    ).toEqual([driver, onServer]);
  });
});

describe('forgetting an applied action only once a stored list holds it', () => {
  const block: OutboxAction = { type: 'crewStatus', kind: 'drivers', memberId: DRIVER, action: 'block' };
  const accept: OutboxAction = {
    type: 'ride',
    rideId: RIDE,
    body: { action: 'accept', driverId: DRIVER, vehicleId: VEHICLE },
  };
  const SETTLED = 10_000;
  const applied = (action: OutboxAction): OutboxEntry => ({
    ...entry(1, action),
    state: 'applied',
    result: {},
    settledAt: SETTLED,
  });

  it('holds an action in a copy of its own list asked for after it settled', () => {
    expect(isHeldByFetchedList(applied(block), '/api/v1/partner/drivers', SETTLED + 1)).toBe(true);
    expect(isHeldByFetchedList(applied(accept), '/api/v1/partner/rides?period=today', SETTLED + 1)).toBe(
      true,
    );
  });

  it('does not hold it in a copy asked for before or as it settled', () => {
    // The answer to a request sent before the action was applied may not include it.
    expect(isHeldByFetchedList(applied(block), '/api/v1/partner/drivers', SETTLED - 1)).toBe(false);
    expect(isHeldByFetchedList(applied(block), '/api/v1/partner/drivers', SETTLED)).toBe(false);
  });

  it('does not hold it in a fresh copy of another list', () => {
    expect(isHeldByFetchedList(applied(block), '/api/v1/partner/vehicles', SETTLED + 1)).toBe(false);
    expect(isHeldByFetchedList(applied(block), '/api/v1/partner/travel-companies', SETTLED + 1)).toBe(false);
    expect(isHeldByFetchedList(applied(accept), '/api/v1/partner/drivers', SETTLED + 1)).toBe(false);
    expect(
      isHeldByFetchedList(applied(block), `/api/v1/partner/drivers/${DRIVER}/documents`, SETTLED + 1),
    ).toBe(false);
    expect(isHeldByFetchedList(applied(accept), '/api/v1/partner/ride-events', SETTLED + 1)).toBe(false);
  });

  it('never forgets an action that is still waiting, or refused, or has no settle time', () => {
    const waiting = entry(1, block);
    expect(isHeldByFetchedList(waiting, '/api/v1/partner/drivers', SETTLED + 1)).toBe(false);
    const refused: OutboxEntry = { ...applied(block), state: 'rejected' };
    expect(isHeldByFetchedList(refused, '/api/v1/partner/drivers', SETTLED + 1)).toBe(false);
    const { settledAt: _none, ...unsettled } = applied(block);
    expect(isHeldByFetchedList(unsettled, '/api/v1/partner/drivers', SETTLED + 1)).toBe(false);
  });

  it("drops the list's other stored copies that lack a forgotten action, and keeps the rest", () => {
    const forgotten = [applied(accept)];
    const before = { key: '/api/v1/partner/rides?period=week', savedAt: SETTLED - 5 };
    const after = { key: '/api/v1/partner/rides?period=week', savedAt: SETTLED + 5 };
    const otherList = { key: '/api/v1/partner/drivers', savedAt: SETTLED - 5 };
    expect(isOutdatedByForgotten(before, forgotten)).toBe(true);
    expect(isOutdatedByForgotten({ ...before, savedAt: SETTLED }, forgotten)).toBe(true);
    expect(isOutdatedByForgotten(after, forgotten)).toBe(false);
    expect(isOutdatedByForgotten(otherList, forgotten)).toBe(false);
    expect(isOutdatedByForgotten({ key: `/api/v1/partner/rides/${RIDE}`, savedAt: 0 }, forgotten)).toBe(
      false,
    );
  });
});
