// Chinese as riders write a ride request, rewritten into the English words the parser reads ("今晚 8 点从金奈到
// 班加罗尔" → "today night 8 o'clock from chennai to bengaluru"), read by script-words.ts. Chinese puts no
// spaces between words, so these are found anywhere in the text, longest first.
import type { ScriptTable } from './script-words';

export const CHINESE_WORDS: ScriptTable = [
  ['从', 'from'],
  ['由', 'from'],
  ['到', 'to'],
  ['去', 'to'],
  ['至', 'to'],
  ['单程', 'one way'],
  ['往返', 'return'],
  ['今晚', 'today night'],
  ['今天', 'today'],
  ['明天', 'tomorrow'],
  ['后天', 'day after tomorrow'],
  ['早上', 'morning'],
  ['上午', 'morning'],
  ['中午', 'afternoon'],
  ['下午', 'afternoon'],
  ['傍晚', 'evening'],
  ['晚上', 'night'],
  ['点钟', "o'clock"],
  ['点', "o'clock"],
  ['现在', 'now'],
  ['机场', 'airport'],
];

export const CHINESE_PLACES: ScriptTable = [
  ['金奈', 'chennai'],
  ['清奈', 'chennai'],
  ['班加罗尔', 'bengaluru'],
  ['孟买', 'mumbai'],
  ['新德里', 'new delhi'],
  ['德里', 'delhi'],
  ['海得拉巴', 'hyderabad'],
  ['加尔各答', 'kolkata'],
  ['浦那', 'pune'],
  ['科钦', 'kochi'],
  ['马杜赖', 'madurai'],
  ['哥印拜陀', 'coimbatore'],
  ['迈索尔', 'mysuru'],
  ['本地治里', 'puducherry'],
  ['蒂鲁帕蒂', 'tirupati'],
];
