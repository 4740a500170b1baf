// What a partner's chat message asks for: a question about their own rides, revenue or drivers, a ride action
// to confirm, or a yes/no to the action waiting for confirmation. Deterministic keyword reading in English,
// romanised Hindi and Tamil, and Tamil script; the server resolves names and ids within the partner's tenant.
import type { DateFilter } from '../../date-filter';
import type { RideStatus } from '../../constants';

export const STATS_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const satisfies readonly DateFilter[];
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export type CountedStatus = RideStatus | 'all';
export const AGENT_ACTIONS = ['accept', 'cancel', 'decline', 'start', 'complete'] as const;

export type PartnerIntent =
  | { kind: 'rideCount'; period: StatsPeriod; status: CountedStatus }
  | { kind: 'revenue'; period: StatsPeriod }
  | { kind: 'drivers'; online: boolean }
  | { kind: 'waitingRides' }
  | { kind: 'accept'; ride: string | null; driver: string | null; vehicle: string | null }
  | { kind: 'cancel'; ride: string | null; reason: string | null }
  | { kind: 'decline'; ride: string | null; reason: string | null }
  | { kind: 'start'; ride: string | null; tripCode: string | null }
  | { kind: 'complete'; ride: string | null }
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'help' };

export type RideActionIntent = Extract<PartnerIntent, { ride: string | null }>;

const YES_WORDS =
  'yes|y|yeah|yep|yup|ok|okay|sure|confirm|confirmed|proceed|haan|han|ha|ji|aama|aamam|aam|sari|seri|ஆம்|ஆமாம்|சரி|உறுதி|உறுதிசெய்';
const NO_WORDS =
  "no|n|nope|nah|don'?t|dont|stop|never ?mind|nahi|nahin|mat|illa|illai|vendam|venda|இல்லை|வேண்டாம்|வேண்டா";
/** A whole message of yes (or no) words and polite filler: "yes", "ok go ahead", "ஆம்", "no, leave it". */
const YES = new RegExp(
  `^(?:${YES_WORDS})(?:[\\s,.]+(?:${YES_WORDS}|please|pls|go|ahead|do|it|apply|book|that|செய்|செய்யவும்))*$`,
);
const NO = new RegExp(
  `^(?:${NO_WORDS})(?:[\\s,.]+(?:${NO_WORDS}|thanks|thank|you|please|keep|leave|it|that|karo|do))*$`,
);

const PERIODS: readonly (readonly [RegExp, StatsPeriod])[] = [
  [
    /\b(?:last|previous|past) week\b|\bpichh?le (?:hafte|week)\b|\bpona (?:vaaram|varam|week)\b|கடந்த வாரம்|போன வாரம்/,
    'lastWeek',
  ],
  [
    /\b(?:last|previous|past) month\b|\bpichh?le (?:mahine|month)\b|\bpona (?:maasam|masam|month)\b|கடந்த மாதம்|போன மாதம்/,
    'lastMonth',
  ],
  [
    /\bthis week\b|\bweekly\b|\bis (?:hafte|week)\b|\b(?:intha|indha) (?:vaaram|varam|week)\b|இந்த வாரம்/,
    'thisWeek',
  ],
  [
    /\bthis month\b|\bmonthly\b|\bis (?:mahine|month)\b|\b(?:intha|indha) (?:maasam|masam|month)\b|இந்த மாதம்/,
    'thisMonth',
  ],
  [/\byesterday\b|\byesterday'?s\b|\b(?:nethu|netru|nethiku|kal)\b|நேற்று|நேத்து/, 'yesterday'],
  [/\btoday\b|\btoday'?s\b|\baaj\b|\b(?:indru|inniku|inniki|innaiku)\b|இன்று|இன்னைக்கு/, 'today'],
];

const STATUSES: readonly (readonly [RegExp, RideStatus])[] = [
  [/\bcompleted?\b|\bfinished\b|\bdone\b|முடிந்த/, 'completed'],
  [/\bcancell?ed\b|ரத்து/, 'cancelled'],
  [/\bon ?trip\b|\bongoing\b|\brunning\b|\bin progress\b/, 'ontrip'],
  [/\baccepted\b|\bassigned\b/, 'accepted'],
  [/\bbooked\b|\bnew\b/, 'booked'],
];

const WAITING =
  /\bwaiting\b|\bunassigned\b|\bnot assigned\b|\bwithout (?:a )?drivers?\b|\bno drivers? (?:yet|assigned)\b|\bneed(?:s|ing)? (?:a )?drivers?\b|\bpending (?:rides|bookings)\b|காத்திருக்கும்|காத்திருக்கிற/;
const DRIVERS = /\bdrivers?\b|\bwho\b|ஓட்டுநர்|டிரைவர்/;
const OFFLINE = /\boffline\b|\bnot online\b|\binactive\b|ஆஃப்லைன்|ஆப்லைன்/;
const ONLINE = /\bonline\b|\bactive\b|\bavailable\b|\bfree\b|ஆன்லைன்/;
const REVENUE =
  /\brevenue\b|\bearn(?:ed|ings?)?\b|\bincome\b|\bsales\b|\bcollect(?:ed|ion)\b|\bhow much\b|\bkamai\b|\bkamaai\b|\bvarumanam\b|வருமானம்|வருவாய்|சம்பாத்/;
const COUNT =
  /\bhow many\b|\bcount\b|\bnumber of\b|\btotal\b|\bkitn[ie]\b|\b(?:ethana|ethanai|evlo|evvalavu)\b|எத்தனை|எவ்வளவு/;
const RIDES = /\brides?\b|\bbookings?\b|\btrips?\b|\bsavari\b|சவாரி|பயண|முன்பதிவு/;

/** A verb that opens the message; Tamil letters are not `\w`, so the end of a word is a space, '#' or the end. */
const VERB_END = String.raw`(?=[\s,#:]|$)`;
const ACTION_VERBS: readonly (readonly [RegExp, RideActionIntent['kind']])[] = [
  [new RegExp(`^(?:accept|assign|approve|ஏற்றுக்கொள்|ஏற்கவும்|ஏற்க)${VERB_END}`), 'accept'],
  [new RegExp(`^(?:cancel|ரத்து செய்|ரத்து)${VERB_END}`), 'cancel'],
  [new RegExp(`^(?:decline|reject|refuse|நிராகரி)${VERB_END}`), 'decline'],
  [new RegExp(`^(?:start|begin|தொடங்கு)${VERB_END}`), 'start'],
  [new RegExp(`^(?:complete|finish|end|close|முடி)${VERB_END}`), 'complete'],
];

/** The ride named right after the verb: "#3F2A91BC", "ride 3f2a91bc", "R123"; without '#' it has a digit. */
const RIDE_REF =
  /^\s*(?:the\s+)?(?:(?:ride|booking|trip)\s*)?(?:(?:no\.?|number|id)\s*)?(?:#\s*([0-9a-z][0-9a-z-]{2,35})|((?=[a-z-]*\d)[0-9a-z][0-9a-z-]{2,35}))(?![0-9a-z-])/;
/** Indian registration numbers as people type them: "TN 09 AB 1234", "tn09ab1234", "KA-01-MJ-2345". */
const PLATE = /\b([a-z]{2}[\s-]*\d{1,2}[\s-]*[a-z]{0,3}[\s-]*\d{3,4})\b/;
const NAMED_VEHICLE =
  /\b(?:vehicle|car|cab|taxi|number|plate|வாகனம்)\s+([a-z0-9][a-z0-9 -]{1,15}?)(?=\s+(?:and|with|driver)\b|[,;.]|$)/;
const NAMED_DRIVER =
  /\b(?:driver|ஓட்டுநர்)\s+([\p{L}][\p{L}.' ]*?)(?=\s+(?:and|in|on|using|with|vehicle|car|cab|taxi)\b|[,;.]|$)/u;
const WITH_NAME =
  /\b(?:with|to)\s+([\p{L}][\p{L}.']*(?:\s+[\p{L}][\p{L}.']*)?)(?=\s+(?:and|in|on|using)\b|[,;.]|$)/u;
const TRIP_CODE = /\b(\d{4})\b/;
const REASON_LEAD = /^[\s,;:.-]*(?:(?:because|as|since|reason|coz|bcoz|due to)\b[\s:,-]*)?/;

function period(text: string): StatsPeriod {
  return PERIODS.find(([words]) => words.test(text))?.[1] ?? 'today';
}

/** `shown` is `text` before lower-casing (same length), so reasons and names keep the partner's capitals. */
function rideAction(
  kind: RideActionIntent['kind'],
  text: string,
  shown: string,
  verb: string,
): RideActionIntent {
  const afterVerb = text.slice(verb.length);
  const ref = RIDE_REF.exec(afterVerb);
  const ride = ref ? (ref[1] ?? ref[2])!.toUpperCase() : null;
  const at = verb.length + (ref ? ref[0].length : 0);
  const rest = text.slice(at);
  switch (kind) {
    case 'accept': {
      const plate = PLATE.exec(rest)?.[1] ?? NAMED_VEHICLE.exec(rest)?.[1] ?? null;
      const withoutPlate = plate ? rest.replace(plate, ' '.repeat(plate.length)) : rest;
      const named = NAMED_DRIVER.exec(withoutPlate) ?? WITH_NAME.exec(withoutPlate);
      const driver = named
        ? shown.slice(at + named.index + named[0].indexOf(named[1]!)).slice(0, named[1]!.length)
        : null;
      return {
        kind,
        ride,
        driver: driver?.trim() || null,
        vehicle: plate
          ? plate
              .toUpperCase()
              .replace(/[\s-]+/g, ' ')
              .trim()
          : null,
      };
    }
    case 'cancel':
    case 'decline': {
      const lead = REASON_LEAD.exec(rest)?.[0].length ?? 0;
      const reason = shown.slice(at + lead).trim();
      return { kind, ride, reason: reason || null };
    }
    case 'start':
      return { kind, ride, tripCode: TRIP_CODE.exec(rest)?.[1] ?? null };
    case 'complete':
      return { kind, ride };
  }
}

function question(text: string): PartnerIntent | null {
  if (WAITING.test(text)) return { kind: 'waitingRides' };
  if (DRIVERS.test(text) && (OFFLINE.test(text) || ONLINE.test(text)))
    return { kind: 'drivers', online: !OFFLINE.test(text) };
  if (REVENUE.test(text)) return { kind: 'revenue', period: period(text) };
  if (COUNT.test(text) || RIDES.test(text)) {
    const status = STATUSES.find(([words]) => words.test(text))?.[1] ?? 'all';
    return { kind: 'rideCount', period: period(text), status };
  }
  return null;
}

export function parsePartnerIntent(message: string): PartnerIntent {
  const shown = message
    .normalize('NFC')
    .replace(/[?!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:please|pls|kindly)\s+/i, '');
  const text = shown.toLowerCase();
  // Lower-casing keeps the length in the scripts we read; should it not, names and reasons come out lower-cased.
  const original = text.length === shown.length ? shown : text;
  const bare = text.replace(/[.,]+$/, '').trim();
  if (YES.test(bare)) return { kind: 'yes' };
  if (NO.test(bare)) return { kind: 'no' };
  for (const [words, kind] of ACTION_VERBS) {
    const verb = words.exec(text);
    if (verb) return rideAction(kind, text, original, verb[0]);
  }
  return question(text) ?? { kind: 'help' };
}
