// Addresses that name no page, as the server answers them: a 404 whose title, text and link home are in the
// page's language (the prefix's, else the partner's), for an address outside the route table and for a bare
// segment that names no place; the pages of the table still answer 200.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const ENGLISH_TITLE = `<title>Page not found · ${DEMO.businessName}</title>`;
const TAMIL_TITLE = `<title>பக்கம் கிடைக்கவில்லை · ${DEMO.businessName}</title>`;

describe.each(testDatabases())('not-found pages on $name', (target) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp(target, { staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ url, headers: { host: DEMO.host, accept: 'text/html' } });

  it('answers an address outside the route table 404, in English with a link home', async () => {
    for (const path of ['/user/no-such', '/travel/no-such-page', '/driver/nope', '/in/en/blog/a/b']) {
      const reply = await get(path);
      expect(reply.statusCode, path).toBe(404);
      expect(reply.headers['content-type']).toMatch(/text\/html/);
      expect(reply.body, path).toContain(ENGLISH_TITLE);
      expect(reply.body).toContain('<html lang="en" dir="ltr"');
      expect(reply.body).toContain('<h1>Page not found</h1>');
      const home = path.startsWith('/in/en/') ? '/in/en/' : '/';
      expect(reply.body).toContain(`<a href="${home}">Go to the home page</a>`);
    }
  });

  it("answers in the prefix's language: Tamil under /in/ta/", async () => {
    const reply = await get('/in/ta/user/no-such');
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toContain(TAMIL_TITLE);
    expect(reply.body).toContain('<html lang="ta" dir="ltr"');
    expect(reply.body).toContain('<a href="/in/ta/">முகப்புப் பக்கத்துக்குச் செல்</a>');
  });

  it('answers a bare segment that names no place 404, its title in the language of its page', async () => {
    // A bare segment is read as a city page, and those read in Tamil (spec 2.2): the title says so too.
    const reply = await get('/no-such-page');
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toContain('<html lang="ta" dir="ltr"');
    expect(reply.body).toContain(TAMIL_TITLE);
    expect((await get('/in/en/no-such-page')).body).toContain(ENGLISH_TITLE);
  });

  it('still answers the pages of the table 200', async () => {
    for (const path of ['/', '/user/rides', '/in/ta/travel/login', '/driver', '/chennai', '/USER/RIDES/']) {
      expect((await get(path)).statusCode, path).toBe(200);
    }
  });
});
