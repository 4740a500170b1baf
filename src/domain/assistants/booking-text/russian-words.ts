// Russian as riders write a ride request, rewritten into the English words the parser reads ("из Ченнаи в
// Бангалор в 20:00" → "from chennai to bengaluru at 20:00"), read by script-words.ts. Names decline ("из
// Хайдарабада", "в Пуну"), so each is also known with its case endings.
import type { ScriptTable } from './script-words';

/** Lower case, "ё" as "е", and "в" before a clock as "at": "в 20:00" is a time, "в Бангалор" a place. */
export function normaliseRussian(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/(?<!\p{L})(?:в|во)(?=\s+\d)/gu, 'at');
}

export const RUSSIAN_WORDS: ScriptTable = [
  ['из', 'from'],
  ['от', 'from'],
  ['в', 'to'],
  ['во', 'to'],
  ['до', 'to'],
  ['в одну сторону', 'one way'],
  ['туда и обратно', 'return'],
  ['сегодня вечером', 'today evening'],
  ['сегодня ночью', 'today night'],
  ['сегодня', 'today'],
  ['послезавтра', 'day after tomorrow'],
  ['завтра', 'tomorrow'],
  ['утром', 'morning'],
  ['утра', 'morning'],
  ['днем', 'afternoon'],
  ['дня', 'afternoon'],
  ['вечером', 'evening'],
  ['вечера', 'evening'],
  ['ночью', 'night'],
  ['ночи', 'night'],
  ['ночное', 'night'],
  ['ночной', 'night'],
  ['сейчас', 'now'],
  ['аэропорт', 'airport'],
  ['аэропорта', 'airport'],
  ['аэропорту', 'airport'],
];

export const RUSSIAN_PLACES: ScriptTable = [
  ['Ченнаи', 'chennai'],
  ['Ченнай', 'chennai'],
  ['Мадрас', 'chennai'],
  ['Бангалор', 'bengaluru'],
  ['Бенгалуру', 'bengaluru'],
  ['Мумбаи', 'mumbai'],
  ['Мумбай', 'mumbai'],
  ['Бомбей', 'mumbai'],
  ['Дели', 'delhi'],
  ['Нью-Дели', 'new delhi'],
  ['Хайдарабад', 'hyderabad'],
  ['Калькутта', 'kolkata'],
  ['Колката', 'kolkata'],
  ['Пуна', 'pune'],
  ['Пуне', 'pune'],
  ['Кочи', 'kochi'],
  ['Кочин', 'kochi'],
  ['Мадурай', 'madurai'],
  ['Коимбатур', 'coimbatore'],
  ['Майсур', 'mysuru'],
  ['Пудучерри', 'puducherry'],
  ['Пондичерри', 'puducherry'],
  ['Тирупати', 'tirupati'],
];

/** A name with the endings of its cases: "Хайдарабада", "Пуну", "Ченная"; names ending in another vowel
 * ("Дели", "Тирупати") do not decline. */
export function russianPlaceForms(word: string, latin: string): ScriptTable {
  const last = word.at(-1)!;
  if (/[бвгджзклмнпрстфхцчшщ]/.test(last))
    return ['', 'а', 'у', 'е', 'ом'].map((ending) => [word + ending, latin]);
  if (!/[ай]/.test(last)) return [[word, latin]];
  const stem = word.slice(0, -1);
  return [
    [word, latin],
    ...['ы', 'и', 'у', 'е', 'ой', 'я', 'ю', 'ем'].map((ending) => [stem + ending, latin] as const),
  ];
}
