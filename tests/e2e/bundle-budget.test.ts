// The rider home's JavaScript budget, on the build `npm test` has just made: the entry, the home's lazy chunks
// and all they import statically stay within 120 KB gzipped, and none of it is code only other screens need.
import { describe, expect, it } from 'vitest';
import { RIDER_HOME_BUDGET_BYTES, routeModules, routeWeight } from '../bench/bundle';
import { ROUTE_SOURCES } from '../bench/route-sources';

const RIDER_HOME = ROUTE_SOURCES['rider home'] ?? [];

/** What the home must leave to other chunks: partner and login screens, the query client, phones, full zod,
 * and the map and chat code that is still to come. */
const NOT_ON_THE_HOME: Record<string, RegExp> = {
  'partner layout': /^src\/app\/layouts\/partner-layout\.tsx$/,
  'partner login': /^src\/features\/auth\/partner-login\.tsx$/,
  'rider login popup': /^src\/features\/auth\/rider-login-dialog\.tsx$/,
  'TanStack Query': /^node_modules\/@tanstack\/(react-)?query/,
  libphonenumber: /^node_modules\/libphonenumber-js\//,
  'full zod': /^node_modules\/zod\/v4\/classic\//,
  'react-hook-form': /^node_modules\/react-hook-form\//,
  map: /^node_modules\/ol\/|^src\/lib\/map\.ts$/,
  chat: /^node_modules\/socket\.io-client\/|^src\/features\/chat\/|^src\/lib\/socket\.ts$/,
};

describe('the rider home bundle', () => {
  it(`stays within ${RIDER_HOME_BUDGET_BYTES / 1024} KB of gzipped JavaScript`, () => {
    const weight = routeWeight('rider home', RIDER_HOME);
    expect(weight.files.map((f) => f.file)).toContainEqual(expect.stringMatching(/rider-home-.*\.js$/));
    expect(weight.gzipBytes).toBeLessThanOrEqual(RIDER_HOME_BUDGET_BYTES);
  });

  it('loads no partner, login, query, phone, full zod, map or chat code', () => {
    const modules = routeModules(RIDER_HOME);
    expect(modules).toContain('src/app/routes/rider-home.tsx');
    expect(modules).toContain('src/app/layouts/rider-layout.tsx');
    const found = Object.entries(NOT_ON_THE_HOME)
      .filter(([, pattern]) => modules.some((id) => pattern.test(id)))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });
});
