// The booking agent's words, in English and Tamil (other languages fall back to English until their turn
// comes), with places, times and fares formatted for the rider's language and the partner's time zone.
import { placeLabel } from '../../places/place';
import type { AgentTurn, Draft, Offer } from './conversation';

export interface ReplyContext {
  language: string;
  locale: string;
  timezone: string;
  businessName: string;
}

export interface AgentReply {
  text: string;
  /** Quick answers the chat shows as buttons. */
  choices: string[];
}

type Words = {
  askPickup: string;
  askDropoff: string;
  askPickupTime: string;
  askReturnTime: string;
  confirmPlace: (place: string) => string;
  thatPlace: string;
  pastTime: string;
  offers: (trip: string) => string;
  confirm: (vehicle: string, trip: string, fare: string) => string;
  yes: string;
  booked: (code: string, cashback: string) => string;
  noVehicles: string;
  vehicle: Record<Offer['vehicleType'], string>;
};

const WORDS: Record<'en' | 'ta', Words> = {
  en: {
    askPickup: 'Where should we pick you up?',
    askDropoff: 'Where are you going?',
    askPickupTime: 'When should the driver come? For example: tomorrow 8 pm.',
    askReturnTime: 'When do you want to come back?',
    confirmPlace: (place) => `${place} — right?`,
    thatPlace: 'Yes',
    pastTime: 'That time has already passed. When should the driver come?',
    offers: (trip) => `Here are the vehicles for ${trip}. Which one would you like?`,
    confirm: (vehicle, trip, fare) =>
      `Book a ${vehicle} for ${trip}, ${fare} in all? Reply yes to confirm, or choose another vehicle.`,
    yes: 'Yes, book it',
    booked: (code, cashback) =>
      `Booked! Your trip code is ${code}; give it to the driver when the ride starts. You get ${cashback} cashback after the ride.`,
    noVehicles: 'Sorry, no vehicles are free for this trip. Would another time suit you?',
    vehicle: { hatchback: 'Hatchback', sedan: 'Sedan', suv: 'SUV', electric: 'Electric', luxury: 'Luxury' },
  },
  ta: {
    askPickup: 'உங்களை எங்கிருந்து அழைத்துச் செல்ல வேண்டும்?',
    askDropoff: 'நீங்கள் எங்கே செல்ல வேண்டும்?',
    askPickupTime: 'ஓட்டுநர் எப்போது வர வேண்டும்? உதாரணம்: நாளை இரவு 8 மணி.',
    askReturnTime: 'நீங்கள் எப்போது திரும்ப வேண்டும்?',
    confirmPlace: (place) => `${place} — சரியா?`,
    thatPlace: 'ஆம்',
    pastTime: 'அந்த நேரம் ஏற்கனவே கடந்துவிட்டது. ஓட்டுநர் எப்போது வர வேண்டும்?',
    offers: (trip) => `${trip} பயணத்திற்கான வாகனங்கள் இவை. எதை விரும்புகிறீர்கள்?`,
    confirm: (vehicle, trip, fare) =>
      `${trip} பயணத்திற்கு ${vehicle} முன்பதிவு செய்யவா? மொத்தம் ${fare}. உறுதிசெய்ய ஆம் என்று பதிலளிக்கவும், அல்லது வேறு வாகனத்தைத் தேர்ந்தெடுக்கவும்.`,
    yes: 'ஆம், முன்பதிவு செய்',
    booked: (code, cashback) =>
      `முன்பதிவு செய்யப்பட்டது! உங்கள் பயணக் குறியீடு ${code}; பயணம் தொடங்கும்போது ஓட்டுநரிடம் கொடுங்கள். பயணத்திற்குப் பிறகு ${cashback} கேஷ்பேக் கிடைக்கும்.`,
    noVehicles: 'மன்னிக்கவும், இந்தப் பயணத்திற்கு வாகனங்கள் இல்லை. வேறு நேரம் சரியாக இருக்குமா?',
    vehicle: {
      hatchback: 'ஹேட்ச்பேக்',
      sedan: 'செடான்',
      suv: 'எஸ்யூவி',
      electric: 'மின்சார வாகனம்',
      luxury: 'சொகுசு வாகனம்',
    },
  },
};

const wordsFor = (language: string): Words => (language === 'ta' ? WORDS.ta : WORDS.en);

export function formatFare(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amountMinor / 100,
  );
}

function tripText(draft: Draft, context: ReplyContext): string {
  const when = draft.pickupTime
    ? new Intl.DateTimeFormat(context.locale, {
        timeZone: context.timezone,
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(draft.pickupTime))
    : '';
  const pickup = draft.pickup ? placeLabel(draft.pickup) : '';
  const route = draft.dropoff ? `${pickup} → ${placeLabel(draft.dropoff)}` : pickup;
  return when ? `${route}, ${when}` : route;
}

const offerChoice = (offer: Offer, words: Words, locale: string) =>
  `${words.vehicle[offer.vehicleType]} · ${formatFare(offer.totalFee, offer.currency, locale)}`;

export function agentReply(
  turn: Exclude<AgentTurn, { kind: 'quote' } | { kind: 'book' }>,
  draft: Draft,
  context: ReplyContext,
  extra: { pastTime?: boolean; tripCode?: string; cashback?: string } = {},
): AgentReply {
  const words = wordsFor(context.language);
  switch (turn.kind) {
    case 'ask': {
      const questions = {
        pickup: words.askPickup,
        dropoff: words.askDropoff,
        pickupTime: words.askPickupTime,
        returnTime: words.askReturnTime,
      };
      return {
        text: extra.pastTime && turn.field === 'pickupTime' ? words.pastTime : questions[turn.field],
        choices: [],
      };
    }
    case 'offers':
      return {
        text: words.offers(tripText(draft, context)),
        choices: turn.offers.map((offer) => offerChoice(offer, words, context.locale)),
      };
    case 'confirm':
      return {
        text: words.confirm(
          words.vehicle[turn.offer.vehicleType],
          tripText(draft, context),
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
