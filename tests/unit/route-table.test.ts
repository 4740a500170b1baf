// Every address of the spec's route table (2.1) has its own screen: each route key is in the table with a real
// page, every page has its case in the router, and no placeholder ("coming soon") page is left to render.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../../src/app/route-table';
import { ROUTES, type RouteKey } from '../../src/domain/routes';

/** The three the router places itself: the home index, the travel login behind its guard, and the driver app
 * (its own frame, outside the rider's and the partner's). */
const PLACED_BY_ROUTER: readonly RouteKey[] = [
  'base',
  'travelLogin',
  'driver',
  'platformAdmin',
  'platformAdminPartner',
  'platformAdminRevenue',
];
const router = readFileSync('src/app/router.tsx', 'utf8');

describe('the route table', () => {
  it('gives every route of the spec a screen', () => {
    const missing = (Object.keys(ROUTES) as RouteKey[]).filter(
      (key) => !PLACED_BY_ROUTER.includes(key) && !SCREEN_ROUTES.some((route) => route.key === key),
    );
    expect(missing).toEqual([]);
  });

  it('renders no coming-soon page for any route', () => {
    const placeholders = SCREEN_ROUTES.filter((route) => /coming/i.test(route.page)).map(
      (route) => route.key,
    );
    expect(placeholders).toEqual([]);
    expect(router).not.toMatch(/coming-soon|ComingSoon/);
  });

  it('has a case in the router for every page the table names', () => {
    const pages = [...new Set(SCREEN_ROUTES.map((route) => route.page))];
    const unrouted = pages.filter((page) => !router.includes(`case '${page}':`));
    expect(unrouted).toEqual([]);
  });
});
