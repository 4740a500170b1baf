// Spanish, French, Portuguese, Turkish, Indonesian and Malay as riders write a ride request, rewritten into the
// English words the parser reads ("de Chennai a Bangalore esta noche a las 8 p. m." → "from Chennai to Bangalore
// today night at 8 pm"). Their little words ("de", "a", "ke") are also English text and parts of names, so a
// table is applied only when the chat says the rider writes that language, never by guessing from the letters.
import type { VehicleType } from '../../constants';
import { RIDER_WORDS, isLanguage } from './rider-words/rider-words';
import type { ScriptTable } from './script-words';

type Rewrite = readonly [RegExp, (match: string, ...groups: string[]) => string];

interface LatinLanguage {
  /** Written forms (any case) and their English words; longer forms win over the words inside them. */
  words: ScriptTable;
  /** Clock and ending forms that a table of whole words cannot say, applied first. */
  rewrites?: readonly Rewrite[];
}

const clock = (hour: string, minute: string | undefined) => ` ${hour}:${minute ?? '00'} `;

/** "20 h", "20h30", "21 h 30" (French, Portuguese) → "20:00", "21:30". */
const HOUR_H: Rewrite = [/\b(\d{1,2})\s?h(?:\s?(\d{2}))?\b/g, (_, hour, minute) => clock(hour!, minute)];
/** "20.00" (Indonesian, Malay) → "20:00". */
const DOT_CLOCK: Rewrite = [/\b(\d{1,2})\.(\d{2})\b/g, (_, hour, minute) => clock(hour!, minute)];

const SPANISH: LatinLanguage = {
  rewrites: [
    [/\bp\.\s?m\./gi, () => ' pm '],
    [/\ba\.\s?m\./gi, () => ' am '],
  ],
  words: [
    ['de solo ida', 'one way'],
    ['solo ida', 'one way'],
    ['sólo ida', 'one way'],
    ['de ida y vuelta', 'return'],
    ['ida y vuelta', 'return'],
    ['desde', 'from'],
    ['de', 'from'],
    ['del', 'from'],
    ['hasta', 'to'],
    ['a', 'to'],
    ['al', 'to'],
    ['a las', 'at'],
    ['a la', 'at'],
    ['esta noche', 'today night'],
    ['esta tarde', 'today evening'],
    ['hoy', 'today'],
    ['pasado mañana', 'day after tomorrow'],
    ['mañana', 'tomorrow'],
    ['de la mañana', 'morning'],
    ['por la mañana', 'morning'],
    ['de la tarde', 'evening'],
    ['por la tarde', 'evening'],
    ['de la noche', 'night'],
    ['por la noche', 'night'],
    ['ahora', 'now'],
    ['aeropuerto de', 'airport'],
    ['aeropuerto', 'airport'],
  ],
};

const FRENCH: LatinLanguage = {
  rewrites: [HOUR_H, [/(?<!\p{L})à(?=\s*\d)/giu, () => ' at ']],
  words: [
    ['aller simple', 'one way'],
    ['aller-retour', 'return'],
    ['aller retour', 'return'],
    ['depuis', 'from'],
    ['de', 'from'],
    ['du', 'from'],
    ['à', 'to'],
    ['au', 'to'],
    ['vers', 'to'],
    ['pour', 'to'],
    ["jusqu'à", 'to'],
    ['ce soir', 'today evening'],
    ['cette nuit', 'today night'],
    ["aujourd'hui", 'today'],
    ['après-demain', 'day after tomorrow'],
    ['demain', 'tomorrow'],
    ['du matin', 'morning'],
    ['matin', 'morning'],
    ["de l'après-midi", 'afternoon'],
    ['après-midi', 'afternoon'],
    ['du soir', 'evening'],
    ['soir', 'evening'],
    ['maintenant', 'now'],
    ["l'aéroport de", 'airport'],
    ["l'aéroport", 'airport'],
    ['aéroport de', 'airport'],
    ['aéroport', 'airport'],
  ],
};

const PORTUGUESE: LatinLanguage = {
  rewrites: [HOUR_H],
  words: [
    ['só de ida', 'one way'],
    ['so de ida', 'one way'],
    ['somente ida', 'one way'],
    ['ida e volta', 'return'],
    ['de', 'from'],
    ['do', 'from'],
    ['desde', 'from'],
    ['para', 'to'],
    ['pra', 'to'],
    ['até', 'to'],
    ['ao', 'to'],
    ['às', 'at'],
    ['hoje à noite', 'today night'],
    ['hoje', 'today'],
    ['depois de amanhã', 'day after tomorrow'],
    ['amanhã', 'tomorrow'],
    ['à noite', 'night'],
    ['da noite', 'night'],
    ['de noite', 'night'],
    ['noturna', 'night'],
    ['noturno', 'night'],
    ['da manhã', 'morning'],
    ['de manhã', 'morning'],
    ['pela manhã', 'morning'],
    ['da tarde', 'evening'],
    ['à tarde', 'evening'],
    ['agora', 'now'],
    ['aeroporto de', 'airport'],
    ['aeroporto', 'airport'],
    ['viagem', ' '],
    ['corrida', ' '],
  ],
};

/** Turkish joins "from", "to" and "at" to the word as endings after an apostrophe: "Chennai'den Bangalore'a
 * 20:00'de" → "from Chennai to Bangalore at 20:00". */
const TURKISH: LatinLanguage = {
  rewrites: [
    [
      /\b(\d{1,2})(?:[:.](\d{2}))?['’]?(?:de|da|te|ta)(?!\p{L})/gu,
      (_, hour, minute) => ` at ${clock(hour!, minute)}`,
    ],
    [/(\p{L}+)['’](?:den|dan|ten|tan)(?!\p{L})/gu, (_, name) => ` from ${name} `],
    [/(\p{L}+)['’](?:ya|ye|a|e)(?!\p{L})/gu, (_, name) => ` to ${name} `],
  ],
  words: [
    ['tek yön', 'one way'],
    ['tek yönlü', 'one way'],
    ['gidiş dönüş', 'return'],
    ['bu akşam', 'today evening'],
    ['bu gece', 'today night'],
    ['akşam', 'evening'],
    ['gece', 'night'],
    ['sabah', 'morning'],
    ['öğleden sonra', 'afternoon'],
    ['bugün', 'today'],
    ['yarın', 'tomorrow'],
    ['şimdi', 'now'],
    ['havalimanı', 'airport'],
    ['havaalanı', 'airport'],
    ['saat', 'at'],
    ['taksi', 'taxi'],
    ['taksisi', 'taxi'],
  ],
};

/** Indonesian and Malay share their words for a ride; each side's own ("besok", "esok") harms neither. */
const MALAY: LatinLanguage = {
  rewrites: [DOT_CLOCK],
  words: [
    ['dari', 'from'],
    ['ke', 'to'],
    ['sampai', 'to'],
    ['menuju', 'to'],
    ['pukul', 'at'],
    ['pada pukul', 'at'],
    ['jam', 'at'],
    ['pada jam', 'at'],
    ['malam ini', 'today night'],
    ['nanti malam', 'today night'],
    ['malam', 'night'],
    ['pagi', 'morning'],
    ['siang', 'afternoon'],
    ['tengah hari', 'afternoon'],
    ['sore', 'evening'],
    ['petang', 'evening'],
    ['hari ini', 'today'],
    ['besok', 'tomorrow'],
    ['esok', 'tomorrow'],
    ['lusa', 'day after tomorrow'],
    ['sekarang', 'now'],
    ['bandara', 'airport'],
    ['lapangan terbang', 'airport'],
    ['sekali jalan', 'one way'],
    ['sehala', 'one way'],
    ['pulang pergi', 'return'],
    ['pergi balik', 'return'],
    ['taksi', 'taxi'],
    ['teksi', 'taxi'],
  ],
};

const LANGUAGES: Readonly<Record<string, LatinLanguage>> = {
  es: SPANISH,
  fr: FRENCH,
  pt: PORTUGUESE,
  tr: TURKISH,
  id: MALAY,
  ms: MALAY,
};

/** Each language's vehicle names, as its buttons send them back ("Carro de luxo"), and their English type. */
const vehicleNames = (language: string): ScriptTable =>
  isLanguage(language)
    ? Object.entries(RIDER_WORDS[language].vehicle).map(([type, name]) => [
        name.toLowerCase(),
        type as VehicleType,
      ])
    : [];
export const VEHICLE_NAMES: ScriptTable = Object.keys(RIDER_WORDS).flatMap(vehicleNames);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile({ words, rewrites = [] }: LatinLanguage, language: string): (text: string) => string {
  const forms = [...words, ...vehicleNames(language)].sort((a, b) => b[0].length - a[0].length);
  const englishOf = new Map(forms);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${forms.map(([word]) => escape(word)).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return (text) => {
    let out = text;
    for (const [rewrite, replace] of rewrites) out = out.replace(rewrite, replace);
    return out.replace(pattern, (word) => ` ${englishOf.get(word.toLowerCase()) ?? word} `);
  };
}

const READERS = new Map(
  Object.entries(LANGUAGES).map(([language, table]) => [language, compile(table, language)]),
);

/** The message in the parser's English words when `language` is one written in Latin letters with a table. */
export function readLatinWords(message: string, language: string | undefined): string {
  const read = language ? READERS.get(language) : undefined;
  return read ? read(message) : message;
}
