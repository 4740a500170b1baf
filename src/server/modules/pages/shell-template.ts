// The built index.html made ready to serve once, at start-up: the entry's own stylesheets are inlined, so the
// first paint waits on no request after the HTML (the files stay in the build for the service worker's shell).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ENTRY_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

export function readShellTemplate(root: string): string {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  return html.replace(ENTRY_STYLESHEET, (link, path: string) => inlineStylesheet(root, path) ?? link);
}

/**
 * A built stylesheet (`assets/….css`) as served elements: its rules inline, so the first paint needs no request
 * for it, then a disabled link naming the file. A lazy chunk that needs the sheet looks for such a link before
 * linking it, and finds it; a disabled stylesheet link is never fetched nor applied. Without it, the sheet would
 * be fetched and applied a second time once the chunk loads, delaying the chunk and restyling the page.
 * Undefined when the build has no such file.
 */
export function inlineStylesheet(root: string, path: string): string | undefined {
  const file = join(root, path);
  if (!existsSync(file)) return undefined;
  // `</style` cannot occur in built CSS, but a stray one must never end the element early.
  const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${path}" disabled />`;
}
