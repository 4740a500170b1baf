// Place names written in Tamil script, with the case endings that say "from" and "to", rewritten as the
// romanised Tamil the parser already reads: "சென்னையிலிருந்து வேலூருக்கு" → "chennai la irundhu vellore ku".
// The gazetteer folds names to Latin letters, so Tamil-script names need this table to be found at all.

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
  ['விமான நிலைய', 'airport'],
];

const TAMIL_LETTERS = '[\\u0B80-\\u0BFF]*';
const FROM_ENDING = /இருந்து|ிருந்து/;
const TO_ENDING = /க்கு$/;

const PATTERNS = TAMIL_PLACES.map(
  ([stem, latin]) => [new RegExp(`${stem}${TAMIL_LETTERS}`, 'g'), latin] as const,
);

export function romaniseTamilPlaces(text: string): string {
  if (!/[\u0B80-\u0BFF]/.test(text)) return text;
  let out = text;
  for (const [pattern, latin] of PATTERNS) {
    out = out.replace(pattern, (word) => {
      const ending = FROM_ENDING.test(word) ? ' la irundhu' : TO_ENDING.test(word) ? ' ku' : '';
      return ` ${latin}${ending} `;
    });
  }
  return out;
}
