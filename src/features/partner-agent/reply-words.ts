// The agent's replies in the partner's language: the server answers facts (counts, minor units, names, the
// services' own refusal), and this turns them into a sentence and the quick answers shown under it.
import type { TFunction } from 'i18next';
import type { AgentAction, PartnerReply } from '../../domain/assistants/partner-agent/partner-agent-contract';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format';

export interface ReplyWords {
  text: string;
  choices: string[];
}

const K = 'partner.agent';

function actionText(action: AgentAction, t: TFunction): string {
  switch (action.action) {
    case 'accept':
      return t(`${K}.confirm.accept`, { ride: action.ride, driver: action.driver, vehicle: action.vehicle });
    case 'cancel':
      return t(`${K}.confirm.cancel`, { ride: action.ride, reason: action.reason });
    case 'decline':
      return action.reason
        ? t(`${K}.confirm.declineWithReason`, { ride: action.ride, reason: action.reason })
        : t(`${K}.confirm.decline`, { ride: action.ride });
    case 'start':
      return t(`${K}.confirm.start`, { ride: action.ride, code: action.tripCode });
    case 'complete':
      return t(`${K}.confirm.complete`, { ride: action.ride });
  }
}

function rideCountText(reply: Extract<PartnerReply, { kind: 'rideCount' }>, t: TFunction, language: string) {
  const n = (value: number) => formatNumber(value, language);
  const period = t(`${K}.periods.${reply.period}`);
  if (reply.status !== 'all') {
    return t(`${K}.rideCountOne`, {
      period,
      status: t(`partner.rides.status.${reply.status}`),
      count: n(reply.counts[reply.status]),
    });
  }
  const { all, booked, accepted, ontrip, completed, cancelled } = reply.counts;
  return t(`${K}.rideCount`, {
    period,
    count: n(all),
    booked: n(booked),
    accepted: n(accepted),
    ontrip: n(ontrip),
    completed: n(completed),
    cancelled: n(cancelled),
  });
}

function listText(reply: PartnerReply, t: TFunction, { language, timezone }: WordsContext): string {
  switch (reply.kind) {
    case 'drivers': {
      if (reply.total === 0) return t(`${K}.noDrivers`);
      const which = reply.online ? 'online' : 'offline';
      if (reply.names.length === 0) return t(`${K}.drivers.${which}None`);
      return t(`${K}.drivers.${which}`, {
        count: formatNumber(reply.names.length, language),
        total: formatNumber(reply.total, language),
        names: reply.names.join(', '),
      });
    }
    case 'waitingRides': {
      if (reply.total === 0) return t(`${K}.waitingNone`);
      const lines = reply.rides.map(
        (ride) =>
          `#${ride.id} · ${ride.pickup} → ${ride.dropoff} · ${formatDateTime(ride.pickupTime, language, timezone)} · ${t(`partner.vehicleTypes.${ride.vehicleType}`)}`,
      );
      return [t(`${K}.waiting`, { count: formatNumber(reply.total, language) }), ...lines].join('\n');
    }
    default:
      return '';
  }
}

/** The console's language, and the partner's time zone that pickup times are shown in. */
export interface WordsContext {
  language: string;
  timezone: string;
}

export function replyWords(reply: PartnerReply, t: TFunction, context: WordsContext): ReplyWords {
  const { language } = context;
  const say = (text: string): ReplyWords => ({ text, choices: [] });
  switch (reply.kind) {
    case 'rideCount':
      return say(rideCountText(reply, t, language));
    case 'revenue':
      return say(
        t(`${K}.revenue`, {
          period: t(`${K}.periods.${reply.period}`),
          revenue: formatMoney(reply.revenue, reply.currency, language),
          commission: formatMoney(reply.commission, reply.currency, language),
          completed: formatNumber(reply.completed, language),
        }),
      );
    case 'drivers':
    case 'waitingRides':
      return say(listText(reply, t, context));
    case 'confirm':
      return { text: actionText(reply.action, t), choices: [t(`${K}.yes`), t(`${K}.no`)] };
    case 'done':
      return say(
        t(`${K}.done`, { ride: reply.action.ride, status: t(`partner.rides.status.${reply.status}`) }),
      );
    case 'refused':
      return say(t(`${K}.refused`, { reason: reply.reason }));
    case 'needs':
      return say(t(`${K}.needs.${reply.part}`));
    case 'unknownRide':
      return say(t(`${K}.unknownRide`, { ride: reply.ride }));
    case 'ambiguousRide':
      return say(
        t(`${K}.ambiguousRide`, {
          ride: reply.ride,
          matches: reply.matches.map((id) => `#${id}`).join(', '),
        }),
      );
    case 'unknownDriver':
      return say(t(`${K}.unknownDriver`, { name: reply.name }));
    case 'ambiguousDriver':
      return say(t(`${K}.ambiguousDriver`, { name: reply.name, matches: reply.matches.join(', ') }));
    case 'unknownVehicle':
      return say(t(`${K}.unknownVehicle`, { vehicle: reply.vehicle }));
    case 'badMessage':
      return say(t(`${K}.badMessage.${reply.problem}`));
    case 'kept':
    case 'nothingToConfirm':
    case 'help':
    case 'signIn':
    case 'failed':
      return say(t(`${K}.${reply.kind}`));
  }
}
