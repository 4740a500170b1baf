// The built index.html made ready to serve once, at start-up: the entry's own stylesheets are inlined, so the
// first paint waits on no request after the HTML (the files stay in the build for the service worker's shell).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ENTRY_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

export function readShellTemplate(root: string): string {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  return html.replace(ENTRY_STYLESHEET, (link, path: string) => {
    const file = join(root, path);
    if (!existsSync(file)) return link;
    // `</style` cannot occur in built CSS, but a stray one must never end the element early.
    return `<style>${readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}
