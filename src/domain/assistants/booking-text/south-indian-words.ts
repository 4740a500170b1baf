// Kannada, Malayalam and Telugu as riders write a ride request, rewritten into the romanised Hindi and English
// words the parser reads ("ರಾತ್ರಿ 8 ಗಂಟೆಗೆ ಚೆನ್ನೈನಿಂದ ಬೆಂಗಳೂರಿಗೆ" → "raat 8 baje from chennai to bengaluru"), read by
// script-words.ts. "From" and "to" are endings joined to the place's name, so each name is also known with them.
import type { ScriptTable } from './script-words';

/** Endings meaning "from" and "to", and how a name's last letter changes before them. */
interface Endings {
  from: readonly string[];
  to: readonly string[];
  /** The name as it stands before an ending: ಬೆಂಗಳೂರು → ಬೆಂಗಳೂರ (ಬೆಂಗಳೂರಿಗೆ), ബാംഗ്ലൂർ → ബാംഗ്ലൂര (ബാംഗ്ലൂരിലേക്ക്). */
  stem: (name: string) => string;
}

function endingForms({ from, to, stem }: Endings): (word: string, latin: string) => ScriptTable {
  return (word, latin) => {
    const stems = [...new Set([word, stem(word)])];
    return [
      [word, latin],
      ...stems.flatMap((base) => [
        ...from.map((ending) => [`${base}${ending}`, `from ${latin}`] as const),
        ...to.map((ending) => [`${base}${ending}`, `to ${latin}`] as const),
      ]),
    ];
  };
}

/** A final vowel sign u or virama is dropped before an ending that starts with a vowel sign. */
const withoutFinal = (signs: string) => (name: string) =>
  signs.includes(name.at(-1)!) ? name.slice(0, -1) : name;

export const KANNADA_WORDS: ScriptTable = [
  ['ರಾತ್ರಿ', 'raat'],
  ['ಬೆಳಿಗ್ಗೆ', 'subah'],
  ['ಬೆಳಗ್ಗೆ', 'subah'],
  ['ಮಧ್ಯಾಹ್ನ', 'dopahar'],
  ['ಸಂಜೆ', 'shaam'],
  ['ಗಂಟೆಗೆ', 'baje'],
  ['ಗಂಟೆ', 'baje'],
  ['ಇಂದು', 'aaj'],
  ['ಇವತ್ತು', 'aaj'],
  ['ನಾಳೆ', 'kal'],
  ['ನಾಡಿದ್ದು', 'parso'],
  ['ಈಗ', 'now'],
  ['ಏಕಮುಖ', 'one way'],
  ['ನಿಂದ', 'se'],
];

export const KANNADA_PLACES: ScriptTable = [
  ['ಚೆನ್ನೈ', 'chennai'],
  ['ಬೆಂಗಳೂರು', 'bengaluru'],
  ['ಮುಂಬೈ', 'mumbai'],
  ['ದೆಹಲಿ', 'delhi'],
  ['ಹೈದರಾಬಾದ್', 'hyderabad'],
  ['ಕೋಲ್ಕತ್ತಾ', 'kolkata'],
  ['ಪುಣೆ', 'pune'],
  ['ಕೊಚ್ಚಿ', 'kochi'],
  ['ಮಧುರೈ', 'madurai'],
  ['ಕೊಯಮತ್ತೂರು', 'coimbatore'],
  ['ಮೈಸೂರು', 'mysuru'],
  ['ಪುದುಚೇರಿ', 'puducherry'],
  ['ತಿರುಪತಿ', 'tirupati'],
];

export const kannadaPlaceForms = endingForms({
  from: ['ನಿಂದ', '\u200cನಿಂದ', 'ಯಿಂದ', 'ಿನಿಂದ', 'ಿಂದ'],
  to: ['ಗೆ', '\u200cಗೆ', 'ಿಗೆ', 'ಕ್ಕೆ'],
  stem: withoutFinal('ು್'),
});

export const MALAYALAM_WORDS: ScriptTable = [
  ['രാത്രി', 'raat'],
  ['രാവിലെ', 'subah'],
  ['ഉച്ചയ്ക്ക്', 'dopahar'],
  ['വൈകുന്നേരം', 'shaam'],
  ['മണിക്ക്', 'baje'],
  ['മണി', 'baje'],
  ['ഇന്ന്', 'aaj'],
  ['നാളെ', 'kal'],
  ['മറ്റന്നാൾ', 'parso'],
  ['ഇപ്പോൾ', 'now'],
  ['വൺ-വേ', 'one way'],
  ['വൺവേ', 'one way'],
  ['നിന്ന്', 'se'],
];

export const MALAYALAM_PLACES: ScriptTable = [
  ['ചെന്നൈ', 'chennai'],
  ['ബെംഗളൂരു', 'bengaluru'],
  ['ബാംഗ്ലൂർ', 'bengaluru'],
  ['മുംബൈ', 'mumbai'],
  ['ഡൽഹി', 'delhi'],
  ['ഹൈദരാബാദ്', 'hyderabad'],
  ['കൊൽക്കത്ത', 'kolkata'],
  ['പൂനെ', 'pune'],
  ['കൊച്ചി', 'kochi'],
  ['മധുര', 'madurai'],
  ['കോയമ്പത്തൂർ', 'coimbatore'],
  ['മൈസൂർ', 'mysuru'],
  ['മൈസൂരു', 'mysuru'],
  ['പുതുച്ചേരി', 'puducherry'],
  ['തിരുപ്പതി', 'tirupati'],
];

/** A chillu (a consonant with no vowel, ർ) is written as its consonant before an ending: ബാംഗ്ലൂരിലേക്ക്. */
const CHILLU_CONSONANTS: Readonly<Record<string, string>> = { ർ: 'ര', ൽ: 'ല', ൻ: 'ന', ൺ: 'ണ', ൾ: 'ള' };
const CONSONANT_CHILLU = Object.fromEntries(Object.entries(CHILLU_CONSONANTS).map(([c, k]) => [k, c]));

/** NFC, with the older chillu spelling (consonant, virama, zero-width joiner) as the one letter. */
export function normaliseMalayalam(text: string): string {
  return text
    .normalize('NFC')
    .replace(/([രലനണള])\u0d4d\u200d/g, (_, consonant: string) => CONSONANT_CHILLU[consonant]!);
}

export const malayalamPlaceForms = endingForms({
  from: ['യിൽ നിന്ന്', 'വിൽ നിന്ന്', 'ിൽ നിന്ന്', 'ൽ നിന്ന്', ' നിന്ന്', 'യിൽനിന്ന്', 'ിൽനിന്ന്'],
  to: ['യിലേക്ക്', 'വിലേക്ക്', 'ിലേക്ക്', 'ലേക്ക്', 'ക്ക്', 'യ്ക്ക്'],
  stem: (name) => {
    const last = name.at(-1)!;
    return CHILLU_CONSONANTS[last] ? name.slice(0, -1) + CHILLU_CONSONANTS[last] : withoutFinal('്')(name);
  },
});

export const TELUGU_WORDS: ScriptTable = [
  ['రాత్రి', 'raat'],
  ['ఉదయం', 'subah'],
  ['మధ్యాహ్నం', 'dopahar'],
  ['సాయంత్రం', 'shaam'],
  ['గంటలకు', 'baje'],
  ['గంటలకి', 'baje'],
  ['గంటకు', 'baje'],
  ['గంటలు', 'baje'],
  ['ఈరోజు', 'aaj'],
  ['ఈ రోజు', 'aaj'],
  ['నేడు', 'aaj'],
  ['రేపు', 'kal'],
  ['ఎల్లుండి', 'parso'],
  ['ఇప్పుడు', 'now'],
  ['వన్-వే', 'one way'],
  ['వన్‌వే', 'one way'],
  ['నుండి', 'se'],
  ['నుంచి', 'se'],
];

export const TELUGU_PLACES: ScriptTable = [
  ['చెన్నై', 'chennai'],
  ['బెంగళూరు', 'bengaluru'],
  ['ముంబై', 'mumbai'],
  ['ఢిల్లీ', 'delhi'],
  ['హైదరాబాద్', 'hyderabad'],
  ['కోల్‌కతా', 'kolkata'],
  ['పూణే', 'pune'],
  ['పుణె', 'pune'],
  ['కొచ్చి', 'kochi'],
  ['మదురై', 'madurai'],
  ['కోయంబత్తూరు', 'coimbatore'],
  ['మైసూరు', 'mysuru'],
  ['పుదుచ్చేరి', 'puducherry'],
  ['తిరుపతి', 'tirupati'],
];

export const teluguPlaceForms = endingForms({
  from: [' నుండి', 'నుండి', ' నుంచి', 'నుంచి'],
  to: ['కు', 'కి', 'ుకు', 'ుకి'],
  stem: withoutFinal('్'),
});
