// Days as riders name them beyond "today" and "tomorrow": weekdays in romanised Tamil and Hindi ("velli
// kizhamai", "shanivar") and a day of the month alone ("on the 5th", "5 tarikh", "5 aam thethi"), rewritten as
// the English chrono reads. A day of the month that has passed this month is next month's.

const WEEKDAYS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:thingal|thinkal)(?:\s*kizhamai)?\b|\bsomvaar?\b/g, 'monday'],
  [/\bsevvaai?(?:\s*kizhamai)?\b|\bmangalvaar?\b/g, 'tuesday'],
  [/\b(?:budhan|bhudhan|puthan)(?:\s*kizhamai)?\b|\bbudhvaar?\b/g, 'wednesday'],
  [/\b(?:vyazhan|viyazhan|vyazha|viyazha)(?:\s*kizhamai)?\b|\bguruvaar?\b/g, 'thursday'],
  [/\bvelli\s*kizhamai\b|\bshukravaar?\b/g, 'friday'],
  [/\bsani\s*kizhamai\b|\bshanivaar?\b/g, 'saturday'],
  [/\b(?:nyayiru|nyaayiru|gnayiru|nyayitru|gnayitru)(?:\s*kizhamai)?\b|\b(?:ravivaar?|itwaar?)\b/g, 'sunday'],
];

/** The 5th, 5 tarikh, 5 aam thethi, 5-ஆம் தேதி (already "5 tarikh" by then). */
const DAY_OF_MONTH =
  /\b(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:aam\s+|am\s+)?(?:tarikh|tareekh|thethi|thedhi|tethi)\b(?:\s+ko\b)?|\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/g;

function localDate(now: Date, timezone: string): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: timezone })
    .format(now)
    .split('-')
    .map(Number);
  return { year: year!, month: month!, day: day! };
}

/** "March 5, 2026" for the next 5th from `now`: this month's if it is still to come (today included). */
function nextDayOfMonth(day: number, now: Date, timezone: string): string | undefined {
  const today = localDate(now, timezone);
  for (let ahead = 0; ahead < 3; ahead++) {
    const month = today.month - 1 + (day >= today.day ? ahead : ahead + 1);
    const date = new Date(Date.UTC(today.year, month, day));
    if (date.getUTCDate() !== day) continue;
    return new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(date);
  }
  return undefined;
}

export function withCalendarWords(text: string, now: Date, timezone: string): string {
  let out = text;
  for (const [words, weekday] of WEEKDAYS) out = out.replace(words, ` ${weekday} `);
  return out.replace(DAY_OF_MONTH, (match, tarikh: string | undefined, ordinal: string | undefined) => {
    const day = Number(tarikh ?? ordinal);
    const date = day >= 1 && day <= 31 ? nextDayOfMonth(day, now, timezone) : undefined;
    return date ? ` on ${date} ` : match;
  });
}
