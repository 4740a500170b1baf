// PDF documents with text in any of the partner's and riders' scripts: Noto Sans from npm packages is embedded
// (subset to the glyphs used), and each string is written in runs, one per script, with the font that draws it.
// fontkit shapes Tamil's conjuncts and Arabic's joined, right-to-left letters; a line that starts in Arabic has
// its runs laid out right to left.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff-to-sfnt';

export type Pdf = PDFKit.PDFDocument;
type FontName = 'latin' | 'bold' | 'latinExt' | 'tamil' | 'arabic';

const require = createRequire(import.meta.url);
const FONT_FILES: Record<FontName, [pkg: string, file: string]> = {
  latin: ['@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff'],
  bold: ['@fontsource/noto-sans', 'noto-sans-latin-700-normal.woff'],
  latinExt: ['@fontsource/noto-sans', 'noto-sans-latin-ext-400-normal.woff'],
  tamil: ['@fontsource/noto-sans-tamil', 'noto-sans-tamil-tamil-400-normal.woff'],
  arabic: ['@fontsource/noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff'],
};
let fonts: Record<FontName, Font> | null = null;

/** Parsed once per process and shared by every document: parsing and the shaping tables' first use cost far
 * more than drawing (each document still embeds its own subset). */
function loadFonts(): Record<FontName, Font> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, [pkg, file]]) => [
      name,
      create(woffToSfnt(readFileSync(join(dirname(require.resolve(pkg)), 'files', file)))) as Font,
    ]),
  ) as Record<FontName, Font>;
  return fonts;
}

const TAMIL = /[\u0b80-\u0bff]/;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const BASIC_LATIN = /[\u0020-\u00ff\u2000-\u206f\u20ac\u2122]/;

function scriptOf(char: string): FontName | null {
  if (TAMIL.test(char)) return 'tamil';
  if (ARABIC.test(char)) return 'arabic';
  if (/\s/.test(char) || char === '\u200c' || char === '\u200d') return null;
  return BASIC_LATIN.test(char) ? 'latin' : 'latinExt';
}

/** The text cut into runs of one font; spaces and joiners stay with the run they are in. */
export function scriptRuns(text: string): { font: FontName; text: string }[] {
  const runs: { font: FontName; text: string }[] = [];
  for (const char of text) {
    const font = scriptOf(char);
    const last = runs[runs.length - 1];
    if (last && (font === null || font === last.font)) last.text += char;
    else runs.push({ font: font ?? 'latin', text: char });
  }
  return runs;
}

export function createPdf(info: { title: string; author: string; createdAt: Date }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt },
  });
  // pdfkit takes an opened fontkit font as a source; its types know only paths and bytes.
  for (const [name, font] of Object.entries(loadFonts())) doc.registerFont(name, font as unknown as Buffer);
  return doc.font('latin');
}

export interface TextOptions {
  x: number;
  y: number;
  width: number;
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right';
}

/** Writes one string at a place, script by script; answers the y below it. */
export function writeText(doc: Pdf, text: string, options: TextOptions): number {
  const { x, y, width, size = 10, bold = false, align = 'left' } = options;
  const runs = scriptRuns(text || ' ');
  const rtl = runs[0]?.font === 'arabic';
  const ordered = rtl ? runs.reverse() : runs;
  doc.fontSize(size);
  ordered.forEach((run, at) => {
    const font = bold && run.font === 'latin' ? 'bold' : run.font;
    const continued = at < ordered.length - 1;
    const common = { width, continued };
    if (at === 0)
      doc.font(font).text(run.text, x, y, { ...common, align: ordered.length === 1 ? align : 'left' });
    else doc.font(font).text(run.text, common);
  });
  return doc.y;
}

/** The finished document's bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
