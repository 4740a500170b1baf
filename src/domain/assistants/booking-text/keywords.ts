// The words riders type for days, times of day, vehicles, services and trip kinds, in English, romanised Hindi
// and Tamil, and Tamil script (vehicles also by their names in every language the agent speaks), as plain tables
// the parser reads.
import type { RideService, VehicleType } from '../../constants';
import { VEHICLE_MODELS } from '../../drivers/fleet';
import { RIDER_WORDS } from './rider-words/rider-words';

/** Relative day words and their offset from today. */
export const DAY_WORDS: readonly (readonly [RegExp, number])[] = [
  [/\bday after tomorrow\b|\bparso\b|\bnaalai marunaal\b|\bnaalanniki\b|நாளை மறுநாள்|நாளன்னைக்கு/, 2],
  [/\btomm?orr?ow\b|\btmrw\b|\bkal\b|\bnaalai\b|\bnaalaiku\b|\bnalaiku\b|\bnaale\b|\bnalai\b|நாளை/, 1],
  [/\btoday\b|\baaj\b|\bindru\b|\binniki\b|\binniku\b|\binnaiku\b|இன்று|இன்னைக்கு/, 0],
];

/** "Now" in the ways riders write it; each is read as the present moment, which also names today. */
export const NOW_WORDS =
  /\bright now\b|\bnow\b|\basap\b|\bimmediately\b|\babhi\b|\bturant\b|\bippove\b|\bippo\b|\bippothu\b|இப்போதே|இப்போது|இப்போ|अभी/g;

/** "Change the time to 9", "make it 9:30", "set pickup time to 9 am": a new time for the ride being booked. */
export const TIME_CHANGE =
  /\b(?:change|make|set|move|shift|reschedule)\s+(?:the\s+|my\s+)?(?:pick ?up\s+)?(?:time\s+)?(?:it\s+)?(?:to\s+|as\s+|for\s+|at\s+)?(?=\d)/g;

/** Part-of-day words and whether their hours are before or after noon (Tamil letters are not `\w`: no `\b`). */
export const DAY_PARTS: readonly (readonly [RegExp, 'am' | 'pm'])[] = [
  [/\b(?:subah|savere|kaalaila|kalaila|kaalai|kalai|morning)\b|காலை/, 'am'],
  [/\b(?:dopahar|dopaher|madhiyam|mathiyam|afternoon)\b|மதியம்/, 'pm'],
  [/\b(?:shaam|sham|maalai|malai|saayangalam|sayangalam|saayangaalam|evening)\b|மாலை|சாயங்காலம்/, 'pm'],
  [/\b(?:raat|rat|iravu|raathiri|night)\b|இரவு|ராத்திரி/, 'pm'],
];

/** "7 baje", "7 mani", "7 மணிக்கு" → o'clock. */
export const OCLOCK = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(?:(?:baje|bajey|mani|o'?clock)\b|மணி(?:க்கு)?)/g;

/** With no time given: "tonight" leaves at 21:00, "overnight" at 22:00. */
export const NIGHT_DEPARTURES: readonly (readonly [RegExp, number])[] = [
  [/\bovernight\b/, 22],
  [/\btonight\b|\baaj raat\b|\binniki iravu\b/, 21],
];

const TYPE_WORDS: Record<VehicleType, readonly string[]> = {
  hatchback: ['hatchback', 'hatch', 'mini', 'small car'],
  sedan: ['sedan', 'saloon'],
  suv: [
    'suv',
    'muv',
    'mpv',
    'minivan',
    'people carrier',
    '7 seater',
    'seven seater',
    'big car',
    'gmc',
    'yukon',
    'tahoe',
    'suburban',
    'land cruiser',
    'fortuner',
  ],
  electric: ['electric', 'ev'],
  luxury: ['luxury', 'premium', 'mercedes', 'benz', 'bmw', 'audi'],
};

/** The type's name in every language the agent speaks: its buttons send the name back. */
const namesOf = (type: VehicleType) =>
  Object.values(RIDER_WORDS).map((words) => words.vehicle[type].toLowerCase());

/** Type names and the models riders name instead ("innova" is an SUV, "dzire" a sedan), longest first. */
export const VEHICLE_WORDS: readonly (readonly [string, VehicleType])[] = Object.entries(VEHICLE_MODELS)
  .flatMap(([type, models]) => [
    ...[...TYPE_WORDS[type as VehicleType], ...namesOf(type as VehicleType)].map(
      (word) => [word, type as VehicleType] as const,
    ),
    ...models.map((model) => [model.toLowerCase().replace(/-/g, ' '), type as VehicleType] as const),
    ...models.map((model) => [model.toLowerCase().split(/[\s-]/)[0]!, type as VehicleType] as const),
  ])
  .filter(([word]) => word.length >= 2 && !['e6', 'city', 'the'].includes(word))
  .sort((a, b) => b[0].length - a[0].length);

export const SERVICE_WORDS: readonly (readonly [RegExp, RideService])[] = [
  [/\brental\b|\bhourly\b|(?<!\bin\s+)\b\d{1,2}\s*(?:hours?|hrs?|h)\s*(?:package|rental)?\b/, 'rental'],
  [/\bairport\b|\bflight\b|\bvimaan ?nilaiyam\b/, 'airport'],
  [/\boutstation\b|\bout station\b|\bintercity\b/, 'outstation'],
  [/\blocal\b|\bwithin (?:the )?city\b/, 'local'],
];

export const RETURN_WORDS =
  /\breturn\b|\bround ?trip\b|\btwo ?way\b|\bup and down\b|\bcoming back\b|\bback (?:on |at |by )?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|same|the|next|\d)|\bwapas\b|\bthirumbi\b|திரும்ப/;
export const ONE_WAY_WORDS = /\bone ?-?way\b|\bdrop only\b|\bsingle\b/;

/** Words around places that are not part of their names. */
export const FILLER =
  /\b(?:a|an|the|i|me|my|we|us|need|want|book|booking|please|pls|taxi|cab|car|ride|trip|one ?-?way|return|round ?trip|for|to|at|on|by|in|go|going|travel|from|pickup|pick ?up|drop|hai|chahiye|chaiye|jana|jaana|hai|venum|vendum|poganum|pogணum|ku|kku|change|make|time)\b/g;
