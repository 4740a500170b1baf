// Reads the text a PDF shows, page by page, with pdf.js (the reader browsers use), and the names of the fonts it
// embeds: tests check what an invoice or statement says, and that the Tamil and Arabic fonts are in it.
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
