// Place names written in Tamil script, with the case endings that say "from" and "to", rewritten as the
// romanised Tamil the parser already reads: "சென்னையிலிருந்து வேலூருக்கு" → "chennai la irundhu vellore ku";
// and the weekdays, "next" and dates of the month in English. The gazetteer folds names to Latin letters, so
// Tamil-script names need this table to be found at all: the towns riders travel between and Chennai's districts.

/** Each name's stem as it stands before an ending (a final ம் or virama dropped: சேலம் → சேல, சேலத்திலிருந்து). */
const TAMIL_PLACES: readonly (readonly [string, string])[] = [
  ['சென்னை', 'chennai'],
  ['மதுரை', 'madurai'],
  ['கோயம்புத்தூர', 'coimbatore'],
  ['கோவை', 'coimbatore'],
  ['வேலூர', 'vellore'],
  ['திருச்சி', 'trichy'],
  ['பெங்களூர', 'bengaluru'],
  ['புதுச்சேரி', 'puducherry'],
  ['பாண்டிச்சேரி', 'puducherry'],
  ['ஊட்டி', 'ooty'],
  ['திருப்பதி', 'tirupati'],
  ['சேல', 'salem'],
  ['கன்னியாகுமரி', 'kanyakumari'],
  ['ராமேஸ்வர', 'rameswaram'],
  ['மைசூர', 'mysuru'],
  ['கொச்சி', 'kochi'],
  ['திருநெல்வேலி', 'tirunelveli'],
  ['காஞ்சிபுர', 'kanchipuram'],
  ['ஈரோடு', 'erode'],
  ['கொடைக்கானல', 'kodaikanal'],
  ['தூத்துக்குடி', 'thoothukudi'],
  ['நாகர்கோவில', 'nagercoil'],
  ['கரூர', 'karur'],
  ['திருப்பூர', 'tiruppur'],
  ['ஓசூர', 'hosur'],
  ['தஞ்சாவூர', 'tanjore'],
  ['கும்பகோண', 'kumbakonam'],
  ['தாம்பர', 'tambaram'],
  // Chennai
  ['வேளச்சேரி', 'velachery'],
  ['அடையார', 'adyar'],
  ['கிண்டி', 'guindy'],
  ['தி.நகர', 't nagar'],
  ['தி. நகர', 't nagar'],
  ['தி நகர', 't nagar'],
  ['தியாகராய நகர', 't nagar'],
  ['அண்ணா நகர', 'anna nagar'],
  ['எழும்பூர', 'egmore'],
  ['மயிலாப்பூர', 'mylapore'],
  ['போரூர', 'porur'],
  ['கோயம்பேடு', 'koyambedu'],
  ['சென்ட்ரல', 'chennai central'],
  ['நுங்கம்பாக்க', 'nungambakkam'],
  ['கோடம்பாக்க', 'kodambakkam'],
  ['பெசன்ட் நகர', 'besantnagar'],
  ['திருவான்மியூர', 'thiruvanmiyur'],
  ['மெரினா', 'marina beach'],
  ['பல்லாவர', 'pallavaram'],
  ['குரோம்பேட்டை', 'chromepet'],
  ['ஆவடி', 'avadi'],
  ['அம்பத்தூர', 'ambattur'],
  ['வடபழனி', 'vadapalani'],
  ['சைதாப்பேட்டை', 'saidapet'],
  ['விமான நிலைய', 'airport'],
  ['ரயில் நிலைய', 'station'],
  ['பஸ் ஸ்டாண்ட', 'bus stand'],
  ['பேருந்து நிலைய', 'bus stand'],
];

/** Weekdays (with or without கிழமை), "next" and "the 5th" as chrono and the parser read them in English. */
const TAMIL_WORDS: readonly (readonly [RegExp, string])[] = [
  [/திங்கள்(?:\s*கிழமை)?/g, ' monday '],
  [/செவ்வாய்(?:\s*கிழமை|க்கிழமை)?/g, ' tuesday '],
  [/புதன்(?:\s*கிழமை|க்கிழமை)?/g, ' wednesday '],
  [/வியாழன்(?:\s*கிழமை)?|வியாழக்கிழமை/g, ' thursday '],
  [/வெள்ளி(?:\s*கிழமை|க்கிழமை)/g, ' friday '],
  [/சனி(?:\s*கிழமை|க்கிழமை)/g, ' saturday '],
  [/ஞாயிறு|ஞாயிற்றுக்கிழமை|ஞாயிற்று\s*கிழமை/g, ' sunday '],
  [/அடுத்த/g, ' next '],
  [/(\d{1,2})\s*(?:ஆம்|ம்)?\s*தேதி/g, ' $1 tarikh '],
  // "5.30க்கு": an hour with "at" joined to it is an o'clock.
  [/(\d{1,2}(?:[.:]\d{2})?)க்கு/g, ' $1 மணிக்கு '],
];

const TAMIL_LETTERS = '[\\u0B80-\\u0BFF]*';
const FROM_ENDING = /இருந்து|ிருந்து/;
const TO_ENDING = /க்கு$/;

const PATTERNS = TAMIL_PLACES.map(
  ([stem, latin]) => [new RegExp(`${stem.replace('.', '\\.')}${TAMIL_LETTERS}`, 'g'), latin] as const,
);

export function romaniseTamil(text: string): string {
  if (!/[\u0B80-\u0BFF]/.test(text)) return text;
  let out = text;
  for (const [pattern, latin] of TAMIL_WORDS) out = out.replace(pattern, latin);
  for (const [pattern, latin] of PATTERNS) {
    out = out.replace(pattern, (word) => {
      const ending = FROM_ENDING.test(word) ? ' la irundhu' : TO_ENDING.test(word) ? ' ku' : '';
      return ` ${latin}${ending} `;
    });
  }
  return out;
}
