// The map's tile server and its credit come from the environment at start (MAP_TILE_URL, MAP_ATTRIBUTION), not
// from the build: every site's brand carries them to the PWA, and the pages' Content-Security-Policy admits the
// tile host.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const TILES = { url: 'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example Maps' };

describe.each(testDatabases())('map tiles from the environment on $name', (target) => {
  let withTiles: TestApp;
  let plain: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-dist-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><head></head><div id="root"></div></html>');
    [withTiles, plain] = await Promise.all([
      startTestApp(target, {
        staticRoot: root,
        renderFrom: 'build',
        env: { MAP_TILE_URL: TILES.url, MAP_ATTRIBUTION: TILES.attribution },
      }),
      startTestApp(target),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withTiles?.close(), plain?.close()]);
    rmSync(root, { recursive: true, force: true });
  });

  const config = (t: TestApp, host: string) =>
    t.app.inject({ url: '/api/v1/config', headers: { host } }).then((reply) => reply.json());

  it("carries MAP_TILE_URL and MAP_ATTRIBUTION in every site's config", async () => {
    expect((await config(withTiles, DEMO.host)).mapTiles).toEqual(TILES);
    expect((await config(withTiles, 'unclaimed.example')).mapTiles).toEqual(TILES);
    expect(await config(plain, DEMO.host)).not.toHaveProperty('mapTiles');
  });

  it("admits the tile host in the pages' Content-Security-Policy", async () => {
    const page = await withTiles.app.inject({
      url: '/travel/rides',
      headers: { host: DEMO.host, accept: 'text/html' },
    });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.org/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.tiles\.example\.org/);
  });
});
