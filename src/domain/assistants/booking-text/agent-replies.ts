// The booking agent's replies in the rider's language (every site language, from rider-words/), with places,
// times and fares formatted for the rider's Intl locale and the partner's time zone.
import type { Language } from '../../constants';
import { placeLabel } from '../../places/place';
import type { AgentTurn, Draft, Offer } from './conversation';
import { riderWords } from './rider-words/rider-words';
import type { RiderWords } from './rider-words/rider-words-shape';

export interface ReplyContext {
  language: Language;
  locale: string;
  timezone: string;
  businessName: string;
}

export interface AgentReply {
  text: string;
  /** Quick answers the chat shows as buttons. */
  choices: string[];
}

export function formatFare(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amountMinor / 100,
  );
}

/** A time in the partner's zone, in the rider's language. */
const formatWhen = (at: string | number, context: ReplyContext) =>
  new Intl.DateTimeFormat(context.locale, {
    timeZone: context.timezone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));

function tripText(draft: Draft, context: ReplyContext, words: RiderWords): string {
  const when = draft.pickupTime ? formatWhen(draft.pickupTime, context) : '';
  const pickup = draft.pickup ? placeLabel(draft.pickup) : '';
  const route = draft.dropoff ? `${pickup} → ${placeLabel(draft.dropoff)}` : pickup;
  return when ? words.trip(route, when) : route;
}

const offerChoice = (offer: Offer, words: RiderWords, locale: string) =>
  `${words.vehicle[offer.vehicleType]} · ${formatFare(offer.totalFee, offer.currency, locale)}`;

export interface AgentReplyExtra {
  pastTime?: boolean;
  /** The next pickup the partner takes, when its hours or notice refused the time asked for. */
  nextPickupAt?: number;
  tripCode?: string;
  cashback?: string;
}

/** The question for the pickup time again, saying why: a time past, or one the partner does not take. */
function askPickupAgain(words: RiderWords, context: ReplyContext, extra: AgentReplyExtra): string | null {
  if (extra.nextPickupAt !== undefined) return words.outsideHours(formatWhen(extra.nextPickupAt, context));
  return extra.pastTime ? words.pastTime : null;
}

export function agentReply(
  turn: Exclude<AgentTurn, { kind: 'quote' } | { kind: 'book' }>,
  draft: Draft,
  context: ReplyContext,
  extra: AgentReplyExtra = {},
): AgentReply {
  const words = riderWords(context.language);
  switch (turn.kind) {
    case 'ask': {
      const questions = {
        pickup: words.askPickup,
        dropoff: words.askDropoff,
        pickupTime: words.askPickupTime,
        returnTime: words.askReturnTime,
      };
      return {
        text:
          (turn.field === 'pickupTime' ? askPickupAgain(words, context, extra) : null) ??
          questions[turn.field],
        choices: [],
      };
    }
    case 'offers':
      return {
        text: words.offers(tripText(draft, context, words)),
        choices: turn.offers.map((offer) => offerChoice(offer, words, context.locale)),
      };
    case 'confirm':
      return {
        text: words.confirm(
          words.vehicle[turn.offer.vehicleType],
          tripText(draft, context, words),
          formatFare(turn.offer.totalFee, turn.offer.currency, context.locale),
        ),
        choices: [words.yes],
      };
    case 'confirmPlace':
      return {
        text: words.confirmPlace(placeLabel(turn.place)),
        choices: [words.thatPlace, ...turn.alternatives.map(placeLabel)],
      };
    case 'booked':
      return { text: words.booked(extra.tripCode ?? '', extra.cashback ?? ''), choices: [] };
    case 'no-vehicles':
      return { text: words.noVehicles, choices: [] };
  }
}
