// Which answers the service worker keeps to answer the next visit with (sw/served-page-rule.ts): only a shared,
// server-rendered page whose scripts this build precaches; anything personal, another build's, or not the page.
import { describe, expect, it } from 'vitest';
import { namedAssets, servedPageVerdict } from '../../sw/served-page-rule';

const PRECACHED = new Set(['/assets/index-abc123.js', '/assets/index-def456.css', '/index.html']);
const PAGE =
  '<html><head><script type="module" src="/assets/index-abc123.js"></script>' +
  '<link rel="stylesheet" href="/assets/index-def456.css"></head>' +
  '<body><div id="root" data-server-rendered aria-disabled="true"><h1>Book</h1></div></body></html>';

function answer(body = PAGE, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...headers },
  });
}

describe('the pages the service worker keeps', () => {
  it('keeps a shared server-rendered page whose assets it precaches', async () => {
    expect(namedAssets(PAGE)).toEqual(['/assets/index-abc123.js', '/assets/index-def456.css']);
    expect(await servedPageVerdict(answer(PAGE, { vary: 'accept-encoding' }), PRECACHED)).toBe('keep');
  });

  it('never keeps an answer that says it is personal', async () => {
    const personal: Record<string, string>[] = [
      { 'cache-control': 'private' },
      { 'cache-control': 'no-store' },
      { vary: 'Accept-Encoding, Cookie' },
      { vary: 'authorization' },
      { vary: '*' },
    ];
    for (const headers of personal)
      expect(await servedPageVerdict(answer(PAGE, headers), PRECACHED), JSON.stringify(headers)).toBe('drop');
  });

  it("drops a page naming another build's scripts", async () => {
    const older = PAGE.replace('index-abc123.js', 'index-0ld000.js');
    expect(await servedPageVerdict(answer(older), PRECACHED)).toBe('drop');
  });

  it('drops what the browser draws itself, a missing page and what is not HTML', async () => {
    const shell = PAGE.replace(' data-server-rendered aria-disabled="true"', '');
    expect(await servedPageVerdict(answer(shell), PRECACHED)).toBe('drop');
    expect(await servedPageVerdict(answer(PAGE, {}, 404), PRECACHED)).toBe('drop');
    expect(await servedPageVerdict(answer(PAGE, { 'content-type': 'text/plain' }), PRECACHED)).toBe('drop');
  });

  it('leaves the copy alone when the server fails', async () => {
    expect(await servedPageVerdict(answer('oops', {}, 503), PRECACHED)).toBe('leave');
  });
});
