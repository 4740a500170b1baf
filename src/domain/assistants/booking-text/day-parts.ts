// Hours told with their part of the day, before or after the hour, as riders write them: "night 11",
// "7 in the evening", "early morning 5", "tomorrow afternoon 3", "9 at night". Each becomes a plain
// "at 11:00 pm" chrono reads. Night hours cross midnight: "night 12" is 00:00, "late night 1" is 01:00.
// Hours written with baje/mani, and "at 5" after a Hindi or Tamil part word, are read by the parser's
// own day-part pass; this one only takes a bare hour standing next to its part of the day.

type Part = 'morning' | 'afternoon' | 'evening' | 'night';

/** Latin words for each part; Tamil-script and o'clock forms stay with the parser's DAY_PARTS. */
const PART_WORDS: readonly (readonly [Part, string])[] = [
  ['morning', 'early morning|morning|subah|savere|kaalaila|kalaila|kaalai|kalai'],
  ['afternoon', 'afternoon|dopahar|dopaher|madhiyam|mathiyam'],
  ['evening', 'evening|shaam|sham|maalai|malai|saayangalam|sayangalam|saayangaalam'],
  ['night', 'late night|midnight|night|tonight|raat|iravu|raathiri'],
];

const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?`;
/** What must not follow the hour: it already says its half or is an o'clock form the parser reads. */
const NOT_A_BARE_HOUR = String.raw`(?!\s*(?:am|pm|a\.m|p\.m|baje|bajey|mani|o'?clock|மணி|[:.]?\d|\s*(?:hours?|hrs?|people|pax|passengers?|persons?)\b))`;

/** 12-hour clock text for `hour` told in `part`. */
function clockText(part: Part, hour: number, minute: string): string | undefined {
  if (hour < 1 || hour > 12) return undefined;
  const half = (() => {
    if (part === 'morning') return hour === 12 ? 'pm' : 'am';
    if (part === 'afternoon' || part === 'evening') return 'pm';
    // Night: from 6 in the evening to 5 before dawn; 12 is midnight.
    return hour === 12 || hour <= 5 ? 'am' : 'pm';
  })();
  return `${hour}:${minute} ${half}`;
}

function rewrite(text: string, part: Part, words: string): string {
  const before = new RegExp(
    String.raw`\b(?:this |in the |at )?(?:${words})\s+(?:at\s+)?${CLOCK}\b${NOT_A_BARE_HOUR}`,
    'g',
  );
  const after = new RegExp(String.raw`\b(?:at\s+)?${CLOCK}\s+(?:in the|at|of the)?\s*(?:${words})\b`, 'g');
  // "tonight 11" is today's night; the other part words say nothing of the day.
  const day = (match: string) => (/\btonight\b/.test(match) ? ' today' : '');
  const replace = (match: string, hour: string, minute: string | undefined) => {
    const clock = clockText(part, Number(hour), minute ?? '00');
    return clock ? `${day(match)} at ${clock} ` : match;
  };
  return text.replace(before, replace).replace(after, replace);
}

/** Rewrites every bare hour standing next to its part of the day into an am/pm time. */
export function withPartOfDayHours(text: string): string {
  let out = text;
  for (const [part, words] of PART_WORDS) out = rewrite(out, part, words);
  return out;
}
