// The one ride state machine: booked → accepted → ontrip → completed, and booked|accepted → cancelled; the office
// may take an accepted ride off its driver before it starts (accepted → booked, back to dispatch). The server enforces it in a transaction; the PWA uses it to show only the actions that can succeed.
import type { RideStatus } from '../constants';

export const RIDE_ACTIONS = ['accept', 'start', 'complete', 'cancel', 'unassign'] as const;
export type RideAction = (typeof RIDE_ACTIONS)[number];

const TRANSITIONS: Record<RideAction, { from: readonly RideStatus[]; to: RideStatus; label: string }> = {
  accept: { from: ['booked'], to: 'accepted', label: 'Driver accepted' },
  start: { from: ['accepted'], to: 'ontrip', label: 'Trip started' },
  complete: { from: ['ontrip'], to: 'completed', label: 'Trip completed' },
  cancel: { from: ['booked', 'accepted'], to: 'cancelled', label: 'Ride cancelled' },
  unassign: { from: ['accepted'], to: 'booked', label: 'Driver unassigned by the office' },
};

export type TransitionResult = { ok: true; to: RideStatus; label: string } | { ok: false; message: string };

export function transition(from: RideStatus, action: RideAction): TransitionResult {
  const rule = TRANSITIONS[action];
  if (rule.from.includes(from)) return { ok: true, to: rule.to, label: rule.label };
  return { ok: false, message: `This ride is ${from} and cannot be ${PAST_TENSE[action]}.` };
}

const PAST_TENSE: Record<RideAction, string> = {
  accept: 'accepted',
  start: 'started',
  complete: 'completed',
  cancel: 'cancelled',
  unassign: 'taken off its driver',
};

export function allowedActions(status: RideStatus): RideAction[] {
  return RIDE_ACTIONS.filter((action) => TRANSITIONS[action].from.includes(status));
}
