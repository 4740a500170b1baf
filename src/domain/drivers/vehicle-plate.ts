// Vehicle plates as people write them, read by the partner's country and kept in one canonical form, so
// "tn-09-ab-1234", "TN 09 AB 1234" and "TN09AB1234" are the same vehicle. Each country's rule tells its plates
// apart and groups them as the country prints them; a country without a rule of its own takes letters and digits
// in up to three groups.
import type { Country } from '../constants';

/** Arabic-Indic and Persian digits as typed on Gulf keyboards, read as the Latin digits plates carry too. */
const FOREIGN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function latinDigits(raw: string): string {
  return raw.replace(FOREIGN_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

/** Upper-case letters and digits in the groups the writer separated them into (any non-alphanumeric separates). */
export function plateGroups(raw: string): string[] {
  return latinDigits(raw)
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

type PlateRule = (groups: string[]) => string | null;

const pad = (digits: string, width: number) => digits.padStart(width, '0');

/** Bharat series: year, BH, four digits, one or two letters ("22 BH 1234 AB" → "22BH 1234AB"). */
function indianBharat(compact: string): string | null {
  const match = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/.exec(compact);
  return match ? `${match[1]}BH ${match[2]}${match[3]}` : null;
}

/** Delhi: district without a leading zero, then a category letter beside it ("DL 3C AY 1234" → "DL3C AY1234"). */
function indianDelhi(compact: string): string | null {
  const match = /^DL(\d{1,2})([A-Z])([A-Z]{0,2})(\d{1,4})$/.exec(compact);
  if (!match) return null;
  const [, district, category, series, number] = match;
  return `DL${Number(district)}${category} ${series}${pad(number!, 4)}`;
}

/** Every other state: two letters, a two-digit district, one to three series letters, up to four digits (the
 * district is written with its zero, or "TN91234" could be read two ways). */
function indianState(compact: string): string | null {
  const match = /^([A-Z]{2})(\d{2})([A-Z]{1,3})(\d{1,4})$/.exec(compact);
  if (!match) return null;
  const [, state, district, series, number] = match;
  return `${state}${district} ${series}${pad(number!, 4)}`;
}

const india: PlateRule = (groups) => {
  const compact = groups.join('');
  return (
    indianBharat(compact) ?? (compact.startsWith('DL') ? indianDelhi(compact) : null) ?? indianState(compact)
  );
};

/** The emirates by the names and codes people write, as the short code the canonical plate starts with. */
const EMIRATES: Record<string, string> = {
  DUBAI: 'DXB',
  DXB: 'DXB',
  ABUDHABI: 'AUH',
  AD: 'AUH',
  AUH: 'AUH',
  SHARJAH: 'SHJ',
  SHJ: 'SHJ',
  AJMAN: 'AJM',
  AJM: 'AJM',
  UMMALQUWAIN: 'UAQ',
  UAQ: 'UAQ',
  RASALKHAIMAH: 'RAK',
  RAK: 'RAK',
  FUJAIRAH: 'FUJ',
  FUJ: 'FUJ',
};

/** The emirate named by the leading groups ("ABU DHABI", "Dubai"), and the groups after it. */
function emirateOf(groups: string[]): { emirate: string | null; rest: string[] } {
  for (let taken = Math.min(3, groups.length - 1); taken > 0; taken -= 1) {
    const emirate = EMIRATES[groups.slice(0, taken).join('')];
    if (emirate) return { emirate, rest: groups.slice(taken) };
  }
  return { emirate: null, rest: groups };
}

/** UAE: an optional emirate, a code of one or two letters or digits, a number of one to five digits
 * ("Dubai A 12345" → "DXB A 12345", "1-12345" → "1 12345"). A letter code may touch its number; a digit code
 * may not, since "112345" could be either. */
const uae: PlateRule = (groups) => {
  const { emirate, rest } = emirateOf(groups);
  const joined = rest.length === 1 ? /^([A-Z]{1,2})(\d{1,5})$/.exec(rest[0]!) : null;
  const [code, number] = joined ? [joined[1]!, joined[2]!] : rest;
  if (rest.length > 2 || !code || !number) return null;
  if (!/^(?:[A-Z]{1,2}|\d{1,2})$/.test(code) || !/^\d{1,5}$/.test(number)) return null;
  return [emirate, code, number].filter(Boolean).join(' ');
};

/** The seventeen Latin letters Saudi plates use beside their Arabic ones. */
const SAUDI_LETTERS = '[ABJDRSXTEGKLZNHUV]';

/** Saudi Arabia: one to four digits and three letters, in either order ("ABJ 1234" → "1234 ABJ"). */
const saudi: PlateRule = (groups) => {
  const compact = groups.join('');
  const digitsFirst = new RegExp(`^(\\d{1,4})(${SAUDI_LETTERS}{1,3})$`).exec(compact);
  const lettersFirst = new RegExp(`^(${SAUDI_LETTERS}{1,3})(\\d{1,4})$`).exec(compact);
  if (digitsFirst) return `${digitsFirst[1]} ${digitsFirst[2]}`;
  if (lettersFirst) return `${lettersFirst[2]} ${lettersFirst[1]}`;
  return null;
};

/** Qatar: one to six digits, written in one run. */
const qatar: PlateRule = (groups) => {
  const compact = groups.join('');
  return /^\d{1,6}$/.test(compact) ? compact : null;
};

/** Elsewhere: two to ten letters and digits in at most three groups, kept as written. */
const general: PlateRule = (groups) => {
  const compact = groups.join('');
  return groups.length <= 3 && /^[A-Z0-9]{2,10}$/.test(compact) ? groups.join(' ') : null;
};

const RULES: Record<Country, PlateRule> = {
  in: india,
  ae: uae,
  sa: saudi,
  qa: qatar,
  us: general,
  uk: general,
};

/** What a plate looks like in each country, for the form's hint and its error message. */
export const PLATE_EXAMPLES: Record<Country, string> = {
  in: 'TN09 AB1234',
  ae: 'DXB A 12345',
  sa: '1234 ABJ',
  qa: '123456',
  us: '7ABC123',
  uk: 'AB12 CDE',
};

/** The one form a plate is stored and compared in, or null when it is not a plate of that country. */
export function canonicalPlate(raw: string, country: Country): string | null {
  const groups = plateGroups(raw);
  return groups.length === 0 ? null : RULES[country](groups);
}

export const plateMessages = {
  required: 'Vehicle number is required',
  pattern: (country: Country) => `Enter a number like ${PLATE_EXAMPLES[country]}`,
} as const;

/** The example named by a pattern message (this country's or another's), so a form can translate it. */
export function plateExampleIn(message: string): string | null {
  const example = message.match(/^Enter a number like (.+)$/)?.[1];
  return example && Object.values(PLATE_EXAMPLES).includes(example) ? example : null;
}
