// Reads the text a PDF shows, page by page, with pdf.js (the reader browsers use), and the names of the fonts it
// embeds: tests check what an invoice or statement says, and that the fonts of its scripts are in it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** Base font names of the embedded fonts, without the subset tag (`NotoSansTamil-Regular`). */
export function embeddedFonts(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  return [...new Set([...text.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((match) => match[1]!))];
}

/** Arabic letters that share one base glyph (ب ت ث ن ي, ح ج خ, ...) drawn apart only by their dots, as one
 * letter. Noto Sans Arabic draws the dots as marks on a shared base, and pdf.js reads that base as whichever
 * letter the process embedded it for first, so Arabic text is compared by its skeleton; spaces, vowel marks and the
 * control characters pdf.js reads some marks as are dropped. */
export function arabicSkeleton(text: string): string {
  const groups = ['بتثنيىئ', 'جحخ', 'دذ', 'رز', 'سش', 'صض', 'طظ', 'عغ', 'فق', 'هة', 'اأإآ'];
  const dropped = (code: number) => code <= 0x20 || code === 0xa0 || (code >= 0x064b && code <= 0x0652);
  return [...text]
    .filter((char) => !dropped(char.codePointAt(0)!) && char.trim() !== '')
    .map((char) => groups.find((group) => group.includes(char))?.[0] ?? char)
    .join('');
}
