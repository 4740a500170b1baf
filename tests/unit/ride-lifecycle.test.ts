// Every move of the ride state machine, legal and illegal.
import { describe, expect, it } from 'vitest';
import { RIDE_STATUSES } from '../../src/domain/constants';
import { allowedActions, RIDE_ACTIONS, transition } from '../../src/domain/rides/ride-lifecycle';

describe('ride lifecycle', () => {
  it('walks booked → accepted → ontrip → completed', () => {
    expect(transition('booked', 'accept')).toMatchObject({ ok: true, to: 'accepted' });
    expect(transition('accepted', 'start')).toMatchObject({ ok: true, to: 'ontrip' });
    expect(transition('ontrip', 'complete')).toMatchObject({
      ok: true,
      to: 'completed',
      label: 'Trip completed',
    });
  });

  it('cancels only booked and accepted rides', () => {
    expect(transition('booked', 'cancel')).toMatchObject({ ok: true, to: 'cancelled' });
    expect(transition('accepted', 'cancel')).toMatchObject({ ok: true, to: 'cancelled' });
    expect(transition('ontrip', 'cancel')).toEqual({
      ok: false,
      message: 'This ride is ontrip and cannot be cancelled.',
    });
  });

  it('lists exactly the actions that can succeed', () => {
    const table = Object.fromEntries(RIDE_STATUSES.map((status) => [status, allowedActions(status)]));
    expect(table).toEqual({
      booked: ['accept', 'cancel'],
      accepted: ['start', 'cancel', 'unassign'],
      ontrip: ['complete'],
      completed: [],
      cancelled: [],
    });
    for (const status of RIDE_STATUSES) {
      for (const action of RIDE_ACTIONS) {
        expect(transition(status, action).ok).toBe(allowedActions(status).includes(action));
      }
    }
  });
});
