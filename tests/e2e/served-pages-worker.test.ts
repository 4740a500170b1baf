// A repeat visit under the service worker, in Chromium over the real server and build (issue 33): the worker
// answers with its copy of the served page at once, even while the server's answer is held, and the page runs
// its scripts under the copy's own Content-Security-Policy; the copy is refreshed in the background; a copy's
// old data is refetched once the page has hydrated; a copy is answered offline; and a copy kept by an older
// build is never answered once the worker has updated. A proxy in front of the server holds and rewrites answers.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { LONG_TEXT, uploadedCover } from '../helpers/blog';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { startPageProxy, type PageProxy } from '../helpers/page-proxy';
import { partnerToken } from '../helpers/sessions';

const SLUG = 'airport-pickups-at-dawn';
const POST_PATH = `/blog/${SLUG}`;
/** Guards against a hang only: every wait below is for a state, and a loaded 2-core machine is slow. */
const HANG_GUARD_MS = 60_000;

let server: LiveServer;
let proxy: PageProxy;
let browser: Browser;
let context: BrowserContext | undefined;
let token: string;
let postId: string;
let coverId: string;
let edits = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
  proxy = await startPageProxy(server.baseUrl);
  token = await partnerToken(server);
  coverId = (await uploadedCover(server, token)).id;
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/partner/blog/posts',
    headers: { host: DEMO.host, authorization: `Bearer ${token}`, 'idempotency-key': 'served-pages-post' },
    payload: postBody('Airport pickups at dawn'),
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  postId = (created.json() as { id: string }).id;
});
afterEach(async () => {
  await context?.setOffline(false);
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.close();
});

function postBody(title: string) {
  return {
    title,
    slug: SLUG,
    keywords: 'airport taxi',
    descriptionHtml: `<p>${LONG_TEXT}</p>`,
    imageId: coverId,
  };
}

/** The partner renames the post: the server's page and API answer with the new title from now on. */
async function renamePost(title: string): Promise<void> {
  const reply = await server.app.inject({
    method: 'PUT',
    url: `/api/v1/partner/blog/posts/${postId}`,
    headers: { host: DEMO.host, authorization: `Bearer ${token}`, 'idempotency-key': `rename-${++edits}` },
    payload: postBody(title),
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
}

/** A fresh phone whose first visit to the home installed the worker, which now controls the page. */
async function phoneWithWorker(): Promise<Page> {
  context = await browser.newContext({ baseURL: proxy.baseUrl, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(HANG_GUARD_MS);
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

/** The worker's copy of the page at `path` (its HTML), or null when it keeps none. */
function keptCopy(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (url) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('served-pages-')) continue;
      const copy = await (await caches.open(name)).match(url, { ignoreVary: true });
      if (copy) return copy.text();
    }
    return null;
  }, new URL(path, proxy.baseUrl).href);
}

const kept = (page: Page, path: string) =>
  expect.poll(() => keptCopy(page, path), { timeout: HANG_GUARD_MS, interval: 100 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const hydrated = (page: Page) =>
  page.waitForSelector('#root:not([data-server-rendered]):not([aria-disabled])');

describe('a repeat visit under the service worker', () => {
  it('is answered with the kept page at once while the server is slow, its scripts running under its policy', async () => {
    const page = await phoneWithWorker();
    // The first visit, which no worker answered, is kept at install.
    await kept(page, '/').toContain('data-server-rendered');
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });

    const slow = proxy.hold('/');
    try {
      const visit = await page.goto('/');
      const html = (await visit?.text()) ?? '';
      expect(html).toMatch(/<div id="root" data-server-rendered/);
      const nonce = /'nonce-([^']+)'/.exec(visit?.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(html).toContain(`nonce="${nonce}"`);
      await hydrated(page);
      expect(await heading(page).textContent()).toBe(`Book your ride with ${DEMO.businessName}`);
      // Drawn and hydrated while the server's answer to this visit (the worker's refresh) is still held.
      await slow.arrived;
      expect(slow.held()).toBeGreaterThan(0);
      expect(refused).toEqual([]);
    } finally {
      slow.release();
    }
  });

  it('refreshes the copy in the background, so the next visit shows what changed', async () => {
    await renamePost('Airport pickups at dawn');
    const page = await phoneWithWorker();
    await page.goto(POST_PATH);
    await kept(page, POST_PATH).toContain('Airport pickups at dawn');

    await renamePost('Airport pickups before sunrise');
    await page.goto(POST_PATH);
    await hydrated(page);
    // This visit is the copy's; the server's new page replaces it behind the scenes...
    expect(await heading(page).textContent()).toBe('Airport pickups at dawn');
    await kept(page, POST_PATH).toContain('Airport pickups before sunrise');
    // ...and the next visit shows it.
    await page.goto(POST_PATH);
    await hydrated(page);
    expect(await heading(page).textContent()).toBe('Airport pickups before sunrise');
  });

  it("refetches an old copy's data once the page has hydrated", async () => {
    await renamePost('Airport pickups at dawn');
    const page = await phoneWithWorker();
    await page.goto(POST_PATH);
    await kept(page, POST_PATH).toContain('Airport pickups at dawn');
    await renamePost('Airport pickups, an hour early');
    // The copy was served ten minutes ago as the phone's clock reads: its inline post is stale.
    await context!.clock.install({ time: Date.now() + 10 * 60_000 });
    const visit = await page.goto(POST_PATH);
    expect(await visit?.text()).toContain('Airport pickups at dawn');
    await expect
      .poll(() => heading(page).textContent(), { timeout: HANG_GUARD_MS })
      .toBe('Airport pickups, an hour early');
  });

  it('answers offline with the copy, and never with a copy an older build kept', async () => {
    const page = await phoneWithWorker();
    await page.goto(POST_PATH);
    await kept(page, POST_PATH).toContain('data-server-rendered');
    await page.goto('/');
    await context!.setOffline(true);
    const offline = await page.goto(POST_PATH);
    expect(await offline?.text()).toMatch(/<div id="root" data-server-rendered/);
    await hydrated(page);
    await page.goto('/');
    await context!.setOffline(false);

    // The next build: its worker's precache differs, so it is another worker.
    const undo = proxy.rewrite('/sw.js', (script) =>
      script.replace(
        /\{"revision":"\w+","url":"index\.html"\}/,
        '{"revision":"next-build","url":"index.html"}',
      ),
    );
    const older = (await page.evaluate(() => caches.keys())).find((name) => name.startsWith('served-pages-'));
    expect(older).toBeTruthy();
    await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration!.update();
        const next = registration!.installing ?? registration!.waiting;
        if (!next) throw new Error('no new worker');
        await new Promise<void>((resolve) => {
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
          const skip = () => next.postMessage({ type: 'SKIP_WAITING' });
          if (next.state === 'installed') skip();
          else next.addEventListener('statechange', () => next.state === 'installed' && skip());
        });
      })
      .finally(undo);
    // The new worker drops the older build's copies as it takes over.
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(older);

    await context!.setOffline(true);
    const shell = await page.goto(POST_PATH);
    expect(await shell?.text()).not.toMatch(/data-server-rendered/);
  });
});
