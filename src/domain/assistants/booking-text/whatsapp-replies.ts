// The booking agent's replies as WhatsApp text: quick answers the PWA shows as buttons become numbered lines the
// rider can answer with the number or the name, and a number sent back is read as that choice.
import { riderWords } from './rider-words/rider-words';

/** The reply with its choices as numbered lines, and how to answer them. */
export function numberedReply(text: string, choices: readonly string[], language: string): string {
  if (!choices.length) return text;
  const lines = choices.map((choice, index) => `${index + 1}. ${choice}`);
  return [text, '', ...lines, '', riderWords(language).chooseByNumber].join('\n');
}

/** Arabic-Indic and Persian digits as the ASCII digits they are (each block starts at its zero). */
const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** "2", "2.", "#2", "(2)" or "٢" picks the second of the choices last offered; anything else is the rider's own
 * words. */
export function chosenByNumber(message: string, choices: readonly string[]): string | null {
  const match = /^\s*[#(]?\s*(\d{1,2})\s*[.)]?\s*$/.exec(asciiDigits(message));
  if (!match) return null;
  return choices[Number(match[1]) - 1] ?? null;
}
