// The booking agent's replies as WhatsApp text: quick answers the PWA shows as buttons become numbered lines the
// rider can answer with the number or the name, and a number sent back is read as that choice. English and Tamil
// like the agent's own words; other languages fall back to English.

interface WhatsappWords {
  choose: string;
  textOnly: string;
  failed: string;
  tooLong: (max: number) => string;
}

const WORDS: Record<'en' | 'ta', WhatsappWords> = {
  en: {
    choose: 'Reply with a number or the name.',
    textOnly: 'I can read text messages only. Please write where and when you want to go.',
    failed: 'Sorry, something went wrong on our side. Please send your message again.',
    tooLong: (max) => `That message is too long. Please keep it under ${max} characters.`,
  },
  ta: {
    choose: 'எண்ணையோ பெயரையோ அனுப்புங்கள்.',
    textOnly:
      'எழுத்துச் செய்திகளை மட்டுமே என்னால் படிக்க முடியும். எங்கிருந்து எங்கே, எப்போது செல்ல வேண்டும் என்று எழுதுங்கள்.',
    failed: 'மன்னிக்கவும், எங்கள் பக்கம் ஏதோ தவறு நடந்தது. உங்கள் செய்தியை மீண்டும் அனுப்புங்கள்.',
    tooLong: (max) => `இந்தச் செய்தி மிக நீளமானது. ${max} எழுத்துகளுக்குள் எழுதுங்கள்.`,
  },
};

export const whatsappWords = (language: string): WhatsappWords => (language === 'ta' ? WORDS.ta : WORDS.en);

/** The reply with its choices as numbered lines, and how to answer them. */
export function numberedReply(text: string, choices: readonly string[], language: string): string {
  if (!choices.length) return text;
  const lines = choices.map((choice, index) => `${index + 1}. ${choice}`);
  return [text, '', ...lines, '', whatsappWords(language).choose].join('\n');
}

/** "2", "2.", "#2" or "(2)" picks the second of the choices last offered; anything else is the rider's own words. */
export function chosenByNumber(message: string, choices: readonly string[]): string | null {
  const match = /^\s*[#(]?\s*(\d{1,2})\s*[.)]?\s*$/.exec(message);
  if (!match) return null;
  return choices[Number(match[1]) - 1] ?? null;
}
