// PDF documents with text in any of the partner's and riders' scripts: Noto Sans from npm packages is embedded
// (subset to the glyphs used), and each string is written in runs, one per script, with the font that draws it.
// fontkit shapes the Indic scripts' conjuncts (Tamil, Devanagari, Kannada, Malayalam, Telugu) and Arabic's joined,
// right-to-left letters; a line that starts in Arabic has its runs laid out right to left. No CJK font is among
// the dependencies, so a document asked for in Chinese is drawn in English (`pdfLanguage`).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { DEFAULTS, type Language } from '../../../domain/constants';
import { woffToSfnt } from './woff-to-sfnt';

export type Pdf = PDFKit.PDFDocument;
type FontName =
  | 'latin'
  | 'bold'
  | 'latinExt'
  | 'cyrillic'
  | 'cyrillicBold'
  | 'devanagari'
  | 'tamil'
  | 'kannada'
  | 'malayalam'
  | 'telugu'
  | 'arabic';

const require = createRequire(import.meta.url);
const FONT_FILES: Record<FontName, [pkg: string, file: string]> = {
  latin: ['@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff'],
  bold: ['@fontsource/noto-sans', 'noto-sans-latin-700-normal.woff'],
  latinExt: ['@fontsource/noto-sans', 'noto-sans-latin-ext-400-normal.woff'],
  cyrillic: ['@fontsource/noto-sans', 'noto-sans-cyrillic-400-normal.woff'],
  cyrillicBold: ['@fontsource/noto-sans', 'noto-sans-cyrillic-700-normal.woff'],
  devanagari: ['@fontsource/noto-sans', 'noto-sans-devanagari-400-normal.woff'],
  tamil: ['@fontsource/noto-sans-tamil', 'noto-sans-tamil-tamil-400-normal.woff'],
  kannada: ['@fontsource/noto-sans-kannada', 'noto-sans-kannada-kannada-400-normal.woff'],
  malayalam: ['@fontsource/noto-sans-malayalam', 'noto-sans-malayalam-malayalam-400-normal.woff'],
  telugu: ['@fontsource/noto-sans-telugu', 'noto-sans-telugu-telugu-400-normal.woff'],
  arabic: ['@fontsource/noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff'],
};
const BOLD: Partial<Record<FontName, FontName>> = { latin: 'bold', cyrillic: 'cyrillicBold' };

/** Languages no embedded font draws: Chinese would need a CJK font, and none is among the dependencies, so its
 * PDFs read in English (a CSV is drawn by the reader's own fonts and is not held back). */
const WITHOUT_FONT: readonly Language[] = ['zh'];
export const pdfLanguage = (language: Language): Language =>
  WITHOUT_FONT.includes(language) ? DEFAULTS.language : language;
let fonts: Record<FontName, Font> | null = null;

/** Parsed once per process and shared by every document: parsing and the shaping tables' first use cost far
 * more than drawing (each document still embeds its own subset). */
function loadFonts(): Record<FontName, Font> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, [pkg, file]]) => [
      name,
      withMarkFallback(
        create(woffToSfnt(readFileSync(join(dirname(require.resolve(pkg)), 'files', file)))) as Font,
      ),
    ]),
  ) as Record<FontName, Font>;
  return fonts;
}

/** fontkit throws on a mark-positioning anchor the subset left empty (Telugu's above-base marks, as in ప్ర);
 * such a run is laid out again without mark positioning rather than failing the whole document. */
function withMarkFallback(font: Font): Font {
  const layout = font.layout.bind(font);
  const noMarks = { abvm: false, blwm: false, mark: false, mkmk: false };
  font.layout = (text, features, ...rest) => {
    try {
      return layout(text, features, ...rest);
    } catch {
      const asked = Array.isArray(features)
        ? Object.fromEntries(features.map((tag) => [tag, true]))
        : (features ?? {});
      return layout(text, { ...asked, ...noMarks }, ...rest);
    }
  };
  return font;
}

/** Unicode blocks drawn by a font of their own (code point ranges: some blocks start with a combining mark). */
const SCRIPTS: readonly [from: number, to: number, font: FontName][] = [
  [0x0400, 0x052f, 'cyrillic'],
  [0x0600, 0x06ff, 'arabic'],
  [0x0750, 0x077f, 'arabic'],
  [0x08a0, 0x08ff, 'arabic'],
  [0x0900, 0x097f, 'devanagari'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
  [0xa8e0, 0xa8ff, 'devanagari'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfeff, 'arabic'],
];
const BASIC_LATIN = /[\u0020-\u00ff\u2000-\u206f\u20ac\u2122]/;

function scriptOf(char: string): FontName | null {
  const code = char.codePointAt(0)!;
  const script = SCRIPTS.find(([from, to]) => code >= from && code <= to);
  if (script) return script[2];
  if (/\s/.test(char) || char === '\u200c' || char === '\u200d') return null;
  return BASIC_LATIN.test(char) ? 'latin' : 'latinExt';
}

/** Intl's output as the fonts draw it: bidi marks dropped (lines are laid out run by run here) and the narrow
 * no-break space some locales group digits with, which no subset has, made a plain no-break space. */
const drawable = (text: string) => text.replace(/\u200e|\u200f|\u061c/g, '').replace(/\u202f/g, '\u00a0');

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

type Run = ReturnType<typeof scriptRuns>[number];

/** A right-to-left line's runs in drawing order: the runs last first, and an Arabic run's words too, each space a
 * run of its own (pdfkit lays a run out word by word in reading order, and fontkit would put each word's trailing
 * space on its left, so words ran together). */
function rightToLeft(runs: Run[]): Run[] {
  return runs.reverse().flatMap((run) =>
    run.font === 'arabic'
      ? run.text
          .split(/(\s+)/)
          .filter(Boolean)
          .reverse()
          .map((part): Run => ({ font: /^\s+$/.test(part) ? 'latin' : 'arabic', text: part }))
      : [run],
  );
}

/** Writes one string at a place, script by script; answers the y below it. */
export function writeText(doc: Pdf, text: string, options: TextOptions): number {
  const { x, y, width, size = 10, bold = false, align = 'left' } = options;
  const runs = scriptRuns(drawable(text) || ' ');
  const ordered = runs[0]?.font === 'arabic' ? rightToLeft(runs) : runs;
  const fontOf = (run: Run) => (bold && BOLD[run.font]) || run.font;
  doc.fontSize(size);
  // pdfkit aligns only a single text call: runs that fit on one line are right-aligned by starting them further in.
  const total = ordered.reduce((sum, run) => sum + doc.font(fontOf(run)).widthOfString(run.text), 0);
  const shifted = align === 'right' && ordered.length > 1 && total <= width;
  ordered.forEach((run, at) => {
    const continued = at < ordered.length - 1;
    if (at > 0) doc.font(fontOf(run)).text(run.text, { width, continued });
    else if (shifted)
      doc.font(fontOf(run)).text(run.text, x + width - total, y, { width: total + 1, continued });
    else
      doc
        .font(fontOf(run))
        .text(run.text, x, y, { width, continued, align: ordered.length === 1 ? align : 'left' });
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
