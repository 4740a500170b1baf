// The built PWA draws street tiles from the tile server the running server names (MAP_TILE_URL, no rebuild),
// shows its credit (MAP_ATTRIBUTION) on the map, and, with no routing server, says the trip's figures are a
// straight-line estimate.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { chooseWhen, fillContact, pickPlace } from '../helpers/ride-booking';
import { waitFor } from '../helpers/wait-for';

/** A 1×1 transparent PNG, every tile the stand-in serves. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('map tiles and straight-line estimates in Chromium', () => {
  let tiles: Server;
  let tileRequests = 0;
  let server: LiveServer;
  let browser: Browser;

  beforeAll(async () => {
    tiles = createServer((_request, response) => {
      tileRequests += 1;
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      response.end(TILE);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const { port } = tiles.address() as AddressInfo;
    [server, browser] = await Promise.all([
      startLiveServer({
        MAP_TILE_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
        MAP_ATTRIBUTION: '© Test Tiles <b>not markup</b>',
      }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => tiles?.close(resolve));
  });

  it('loads the configured tiles with their credit and labels the estimate', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, timezoneId: 'Asia/Kolkata' });
    try {
      const page = await context.newPage();
      await page.goto('/user/form/taxi/booking?service=local');
      await pickPlace(page, 'Pickup', 'Chennai', /^Chennai, /);
      await pickPlace(page, 'Drop', 'Tambaram', /^Tambaram/);
      await chooseWhen(page, 'pickup', /^Tomorrow/, /^6:00\s?pm/i);
      await fillContact(page, 'Priya', '9876543210');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/ride/vehicles');

      const route = page.getByRole('list', { name: 'Route' });
      await expect
        .poll(() => route.textContent())
        .toContain('Estimated from the straight-line distance; the road route may be longer');
      expect(await route.getByRole('listitem').first().textContent()).toMatch(/^≈ [\d.]+ KM$/);

      await waitFor(async () => tileRequests > 0, 'a tile request to MAP_TILE_URL');
      await expect.poll(() => page.locator('.ol-attribution').textContent()).toContain('© Test Tiles');
      expect(await page.locator('.ol-attribution').textContent()).toContain('<b>not markup</b>');
    } finally {
      await context.close();
    }
  });
});
