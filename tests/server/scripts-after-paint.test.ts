// A server-rendered page asks for its scripts and translations once it has painted: its entry script and
// hydration preloads become one inline module that adds the preloads and imports the entry after the paint.
import { describe, expect, it } from 'vitest';
import { EARLY_INSTALL_OFFER, PAGE_MODULES } from '../../src/domain/page-render';
import { loadScriptsAfterPaint } from '../../src/server/modules/pages/scripts-after-paint';

const HEAD =
  '<head><script type="module" crossorigin src="/assets/index-1.js" nonce="n0"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">' +
  '<link rel="preload" href="/locales/ta.json" as="fetch" crossorigin="anonymous" />' +
  '<link rel="preload" as="image" href="/brand/logo.svg" fetchpriority="high" />' +
  '<link rel="modulepreload" crossorigin href="/assets/city-page-1.js" /></head>';

/** The inline start script of `head` once served, and a way to run it with the browser's parts stood in for. */
function startScript(head: string) {
  const script = /<script type="module" nonce="n0">([\s\S]*)<\/script>/.exec(
    loadScriptsAfterPaint(head),
  )![1]!;
  return (browser: {
    window: Record<string, unknown>;
    document: object;
    requestAnimationFrame: (frame: () => void) => unknown;
    setTimeout: (task: () => void) => unknown;
    importModule: (url: string) => unknown;
  }) =>
    new Function(
      'window',
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'importModule',
      script.replace('import(entry)', 'importModule(entry)'),
    )(
      browser.window,
      browser.document,
      browser.requestAnimationFrame,
      browser.setTimeout,
      browser.importModule,
    );
}

describe('scripts after paint', () => {
  it('names the entry and its preloads only in the inline module that starts them', () => {
    const html = loadScriptsAfterPaint(HEAD);
    expect(html).not.toMatch(/<link rel="modulepreload"|as="fetch"|src="\/assets\/index-1\.js"/);
    // The lead image is part of the paint: its preload stays in the head.
    expect(html).toContain('<link rel="preload" as="image" href="/brand/logo.svg" fetchpriority="high" />');
    const script = /<script type="module" nonce="n0">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('const entry = "/assets/index-1.js";');
    expect(script).not.toContain('<');
    for (const file of ['framework-1.js', 'city-page-1.js', '/locales/ta.json'])
      expect(script).toContain(file);
  });

  it('adds the preloads, then imports the entry, once the page has painted', async () => {
    const added: string[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    startScript(HEAD)({
      window: { addEventListener: () => undefined },
      document: {
        visibilityState: 'visible',
        head: { insertAdjacentHTML: (_where: string, html: string) => added.push(html) },
      },
      requestAnimationFrame: (frame) => frames.push(frame),
      setTimeout: (next) => next(),
      importModule: (url) => imported.push(url),
    });
    expect(imported).toEqual([]);
    frames.forEach((frame) => frame());
    expect(imported).toEqual(['/assets/index-1.js']);
    expect(added.join('')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/city-page-1.js" />',
    );
  });

  it('adds the preloads two per task and leaves the modules, in order, for the entry', () => {
    const files = Array.from({ length: 12 }, (_, i) => `/assets/chunk-${i}.js`);
    const head = HEAD.replace(
      '</head>',
      `${files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`).join('')}</head>`,
    );
    const tasks: (() => void)[] = [];
    const batches: string[] = [];
    const window: Record<string, unknown> = { addEventListener: () => undefined };
    startScript(head)({
      window,
      document: {
        visibilityState: 'hidden',
        head: { insertAdjacentHTML: (_where: string, html: string) => batches.push(html) },
      },
      requestAnimationFrame: () => undefined,
      setTimeout: (task) => tasks.push(task),
      importModule: () => undefined,
    });
    // The first two at once, the rest each two in a later task.
    expect(batches).toHaveLength(1);
    while (tasks.length) tasks.shift()!();
    expect(batches.length).toBeGreaterThanOrEqual(7);
    for (const batch of batches) expect(batch.match(/<link /g)!.length).toBeLessThanOrEqual(2);
    const added = batches.join('');
    for (const file of files) expect(added).toContain(`href="${file}"`);
    expect(window[PAGE_MODULES]).toEqual(['/assets/framework-1.js', '/assets/city-page-1.js', ...files]);
  });

  it('keeps the browser’s install offer when it comes before the entry runs', () => {
    const script = /<script type="module" nonce="n0">([\s\S]*)<\/script>/.exec(
      loadScriptsAfterPaint(HEAD),
    )![1]!;
    const listeners = new Map<string, (event: unknown) => void>();
    const window: Record<string, unknown> = {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    };
    new Function('window', 'document', 'requestAnimationFrame', script)(
      window,
      { visibilityState: 'visible' },
      () => undefined,
    );
    let prevented = false;
    const offer = { preventDefault: () => (prevented = true) };
    listeners.get('beforeinstallprompt')!(offer);
    expect(prevented).toBe(true);
    expect(window[EARLY_INSTALL_OFFER]).toBe(offer);
  });

  it('leaves a page without an entry script as it is', () => {
    expect(loadScriptsAfterPaint('<head></head>')).toBe('<head></head>');
  });
});
