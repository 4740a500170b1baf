// The compiled matcher answers every address exactly as React Router's own `matchRoutes` does over the same
// table: the same routes, parameters and matched paths, for every route of the spec bare and under country and
// language prefixes, for unknown addresses and for odd spellings (case, trailing slash, encoded characters).
import { matchRoutes, type RouteMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { compileRoutes } from '../../src/app/route-matcher';
import { appRouteObjects } from '../../src/app/router';
import { ROUTES } from '../../src/domain/routes';

const routes = appRouteObjects();
const compiled = compileRoutes(routes);

const sample = (path: string) =>
  `/${path}`.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'blog' ? 'chennai-airport-taxi-guide' : '42',
  );

const PATHS = [
  ...Object.values(ROUTES).flatMap((path) => {
    const bare = sample(path);
    return [bare, `/in/ta${bare}`, `/us/en${bare}`, `/in/ta${bare}/`, bare.toUpperCase()];
  }),
  '/',
  '/in/ta',
  '/in/ta/',
  '/xx/yy',
  '/no-such-page',
  '/in/ta/no-such-page/deeper',
  '/place/chennai%20central',
  '/blog/caf%C3%A9-ride',
  '/blog/%E0%AE%9A%E0%AF%86%E0%AE%A9%E0%AF%8D%E0%AE%A9%E0%AF%88',
  '/travel//login',
];

const shape = (matches: RouteMatch[] | null) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({
    id: route.id,
    params,
    pathname,
    pathnameBase,
  }));

describe('the compiled route matcher', () => {
  it.each(PATHS)('matches %s as React Router does', (path) => {
    expect(shape(compiled.match(path))).toEqual(shape(matchRoutes(routes, path)));
  });

  it('reaches a page, not only the fallback, for every route of the spec', () => {
    const unknown = PATHS.slice(0, Object.keys(ROUTES).length * 5).filter((path) => {
      const leaf = compiled.match(path)?.at(-1)?.route;
      return leaf?.path === '*';
    });
    // Upper-cased addresses still reach their page (paths are not case-sensitive); none falls to the 404.
    expect(unknown).toEqual([]);
  });
});
