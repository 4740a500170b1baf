// The driver app installs apart from the rider's site: its own manifest ("{Business} Driver", opening on
// /driver), linked from the served /driver page (bare and prefixed) while every other page keeps the site's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe('driver app manifest', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-driver-dist-'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><meta name="theme-color" content="#000" />' +
        '<title>shell</title><link rel="manifest" href="/manifest.webmanifest" /></head>' +
        '<body><div id="root"></div></body></html>',
    );
    t = await startTestApp(testDatabases()[0]!, { staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ url, headers: { host: DEMO.host, accept: 'text/html' } });

  it("names the driver app after the partner's brand and opens it on /driver", async () => {
    const reply = await get('/driver.webmanifest');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = reply.json();
    expect(manifest).toMatchObject({
      id: '/driver',
      name: `${DEMO.businessName} Driver`,
      start_url: '/driver',
      display: 'standalone',
    });
    expect(manifest.short_name).toMatch(/ Driver$/);
    const site = (await get('/manifest.webmanifest')).json();
    expect(site).toMatchObject({ name: DEMO.businessName, start_url: '/' });
  });

  it('links the driver manifest from the driver page only, in the page language', async () => {
    const driver = await get('/driver');
    expect(driver.statusCode).toBe(200);
    expect(driver.body).toContain('<link rel="manifest" href="/driver.webmanifest"');
    expect(driver.body).toContain(`<title>${DEMO.businessName} Driver</title>`);
    const tamil = await get('/in/ta/driver');
    expect(tamil.body).toContain('<link rel="manifest" href="/driver.webmanifest"');
    expect(tamil.body).toContain(`<title>${DEMO.businessName} ஓட்டுநர்</title>`);
    for (const path of ['/', '/travel/login', '/driver/app']) {
      const page = await get(path);
      expect(page.body, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
  });
});
