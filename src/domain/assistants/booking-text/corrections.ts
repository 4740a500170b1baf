// A rider who corrects themselves in one message ("to T Nagar, no sorry, to Guindy", "at 5 pm, actually make
// it 6 pm", "Koramangala, I mean Indiranagar", "Adyar ku, illa, Guindy ku", "9 baje, nahi 10 baje") means
// the second thing: the corrected words are dropped before the message is read, so the rest of the parser
// never sees them. A correction starts after a comma, so "flight no 123" or "no luggage" is never one.

const MARKER =
  /,\s*(?:no,?\s+sorry|sorry|no|nope|i mean|wait|actually(?:,?\s+make it)?|change (?:that|it) to|make it|nahi|nahin|illa|illai|alla)\s*,?\s*/;

/** An hour, with its half or o'clock word, at the end of the text before a correction. */
const TRAILING_TIME = /(?:\bat\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|baje|bajey|mani|o'?clock)?\s*$/;
/** The words that introduce a place; the corrected place is what follows the last of them. */
const PLACE_INTRO =
  /^(.*\b(?:to|from|pickup|pick up|pick me up at|drop(?: at| to)?|irundhu|irunthu|la irundhu|se)\s+)/;

function dropCorrected(before: string, after: string): [string, string] {
  if (/^\s*(?:at\s+|to\s+)?\d/.test(after))
    return [before.replace(TRAILING_TIME, ' '), after.replace(/^to\s+/, '')];
  const intro = PLACE_INTRO.exec(before);
  // The place before the marker goes; so does a repeated "to" after it ("to X, no, to Y").
  const kept = intro ? intro[1]! : before.replace(/\S+(?:\s+\S+)?\s*$/, ' ');
  return [kept, intro && /\bto\s+$/.test(kept) ? after.replace(/^to\s+/, '') : after];
}

/** The message as the rider finally meant it (lower-cased input). */
export function withoutCorrections(message: string): string {
  let text = message;
  for (let match = MARKER.exec(text); match; match = MARKER.exec(text)) {
    const [before, after] = dropCorrected(
      text.slice(0, match.index),
      text.slice(match.index + match[0].length),
    );
    text = `${before.trimEnd()} ${after}`;
  }
  return text;
}
