// Arabic as riders in the UAE, Qatar and Saudi Arabia write a ride request, Gulf colloquial included ("بكرة",
// "الحين", "أبغى"): the words the parser needs and the places' names, read by script-words.ts. The gazetteer
// names the towns (GeoNames) and the Gulf cities' districts (gulf-arabic-names.ts) in Arabic, so only what it
// lacks is named here: landmarks, spellings riders use that it does not, and India's big cities Gulf riders
// travel to that it lacks.

/** Vowel marks and the tatweel never change a word; hamza seats, alif maqsura and ta marbuta are written
 * loosely ("الى" for "إلى", "جده" for "جدة"), so both sides are compared without them. */
export function normaliseArabic(text: string): string {
  return text
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

const WORDS: readonly (readonly [string, string])[] = [
  ['من', 'from'],
  ['الى', 'to'],
  ['الي', 'to'],
  ['لين', 'to'],
  ['لعند', 'to'],
  ['حتى', 'to'],
  ['بعد بكرة', 'day after tomorrow'],
  ['بعد بكره', 'day after tomorrow'],
  ['بعد غد', 'day after tomorrow'],
  ['بعد باكر', 'day after tomorrow'],
  ['بكرة', 'tomorrow'],
  ['باكر', 'tomorrow'],
  ['غدا', 'tomorrow'],
  ['الغد', 'tomorrow'],
  ['الليلة', 'tonight'],
  ['اليوم', 'today'],
  ['الحين', 'now'],
  ['الان', 'now'],
  ['دحين', 'now'],
  ['هلحين', 'now'],
  ['حالا', 'now'],
  ['الساعة', 'at'],
  ['ساعة', 'at'],
  ['صباحا', 'morning'],
  ['صباح', 'morning'],
  ['الصبح', 'morning'],
  ['الصباح', 'morning'],
  ['الفجر', 'morning'],
  ['فجرا', 'morning'],
  ['بعد الظهر', 'afternoon'],
  ['الظهر', 'afternoon'],
  ['ظهرا', 'afternoon'],
  ['العصر', 'afternoon'],
  ['عصرا', 'afternoon'],
  ['مساء', 'evening'],
  ['المساء', 'evening'],
  ['المسا', 'evening'],
  ['مسا', 'evening'],
  ['الليل', 'night'],
  ['ليلا', 'night'],
  ['بالليل', 'night'],
  ['الجمعة', 'friday'],
  ['السبت', 'saturday'],
  ['الاحد', 'sunday'],
  ['الاثنين', 'monday'],
  ['الاتنين', 'monday'],
  ['الثلاثاء', 'tuesday'],
  ['الاربعاء', 'wednesday'],
  ['الخميس', 'thursday'],
  ['ذهاب فقط', 'one way'],
  ['اتجاه واحد', 'one way'],
  ['العودة', 'return'],
  ['عودة', 'return'],
  ['الرجوع', 'return'],
  ['رجوع', 'return'],
  ['الرجعة', 'return'],
  ['رجعة', 'return'],
  ['المطار', 'airport'],
  ['مطار', 'airport'],
  // The vehicles as the agent's Arabic buttons name them.
  ['هاتشباك', 'hatchback'],
  ['سيدان', 'sedan'],
  ['دفع رباعي', 'suv'],
  ['سيارة كهربائية', 'electric'],
  ['كهربائية', 'electric'],
  ['سيارة فاخرة', 'luxury'],
  ['فاخرة', 'luxury'],
];

/** Every word also with "و" (and) in front: "والعودة", "وبكرة". */
export const ARABIC_WORDS = WORDS.flatMap(([word, latin]) => [
  [word, latin],
  [`و${word}`, latin],
]) as readonly (readonly [string, string])[];

/** Each place's name in Latin letters as the gazetteer knows it, or as a search finds it ("dubai airport"); the
 * towns and districts whose Arabic names the gazetteer holds under the same Latin name are read from it. */
export const ARABIC_PLACES: readonly (readonly [string, string])[] = [
  // United Arab Emirates
  ['خورفكان', 'khawr fakkan'],
  ['برج خليفة', 'burj khalifa'],
  ['دبي مول', 'dubai mall'],
  ['مول الإمارات', 'mall of the emirates'],
  ['مستشفى راشد', 'rashid hospital'],
  ['محطة مترو الاتحاد', 'union metro station'],
  ['جامع الشيخ زايد', 'sheikh zayed grand mosque'],
  // Qatar
  ['أم صلال', 'umm salal muhammad'],
  ['سيتي سنتر', 'city center doha'],
  ['مستشفى حمد', 'hamad general hospital'],
  ['حمد', 'hamad'],
  ['كتارا', 'katara cultural village'],
  ['سوق واقف', 'souq waqif'],
  ['فيلاجيو', 'villaggio mall'],
  // Saudi Arabia
  ['مكة', 'makkah'],
  ['مكة المكرمة', 'makkah'],
  ['الأحساء', 'al hufuf'],
  ['رد سي مول', 'red sea mall'],
  ['مستشفى الملك فيصل التخصصي', 'king faisal specialist hospital'],
  ['برج المملكة', 'kingdom centre'],
  ['الرياض بارك', 'riyadh park mall'],
  ['الملك خالد', 'king khaled'],
  ['الملك عبدالعزيز', 'king abdulaziz'],
  ['الملك عبد العزيز', 'king abdulaziz'],
  ['الملك فهد', 'king fahd'],
  // India's big cities, as Arabic news and travel sites write them.
  ['شيناي', 'chennai'],
  ['بنجالور', 'bengaluru'],
  ['بنغالورو', 'bengaluru'],
  ['مومباي', 'mumbai'],
  ['نيودلهي', 'new delhi'],
  ['نيو دلهي', 'new delhi'],
  ['حيدر أباد', 'hyderabad'],
  ['حيدر آباد', 'hyderabad'],
  ['كولكاتا', 'kolkata'],
  ['بيون', 'pune'],
  ['كوتشي', 'kochi'],
  ['مايسور', 'mysuru'],
  ['بودوتشيري', 'puducherry'],
  ['تيروباتي', 'tirupati'],
];

/** A place's name also with the prefixes riders join to it ("لمطار دبي" to Dubai airport, "للحمراء" to Al
 * Hamra: "ل" + "ال" is written "لل"), and after "airport", which Latin puts behind the name. */
export function arabicPlaceForms(word: string, latin: string): readonly (readonly [string, string])[] {
  const to = `to ${latin}`;
  const withoutAl = word.startsWith('ال') ? word.slice(2) : null;
  return [
    [word, latin],
    [`و${word}`, latin],
    [`ب${word}`, latin],
    [`ل${word}`, to],
    [`ول${word}`, to],
    ...(withoutAl ? ([[`لل${withoutAl}`, to]] as const) : []),
    [`مطار ${word}`, `${latin} airport`],
    [`لمطار ${word}`, `to ${latin} airport`],
  ];
}
