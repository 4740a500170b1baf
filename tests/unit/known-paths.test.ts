// isKnownPath, which the server and the service worker use to answer 404, agrees with the app's router: an
// address is unknown exactly when the router draws the not-found page for it (its catch-all, or the prefix gate
// turning away a country that is not one), for every route bare, prefixed, upper-cased and with a trailing slash.
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { compileRoutes } from '../../src/app/route-matcher';
import { LanguageGate } from '../../src/app/route-guards';
import { appRouteObjects } from '../../src/app/router';
import { UnknownPath } from '../../src/app/routes/unknown-path';
import { ROUTES, isCountry, isKnownPath } from '../../src/domain/routes';

const compiled = compileRoutes(appRouteObjects());

function drawsNotFound(pathname: string): boolean {
  const matches = compiled.match(pathname) ?? [];
  return matches.some(({ route, params }) => {
    const element = route.element;
    if (!isValidElement(element)) return false;
    if (element.type === UnknownPath) return true;
    return element.type === LanguageGate && !isCountry(params.country);
  });
}

const sample = (path: string) => `/${path}`.replace(/:(\w+)/g, 'chennai');
const KNOWN = Object.values(ROUTES).flatMap((path) => {
  const bare = sample(path);
  return [bare, `/in/ta${bare}`, `/us/en${bare}/`, bare.toUpperCase(), `/in/xx${bare}`];
});
const UNKNOWN = [
  '/user/no-such',
  '/travel/no-such-page',
  '/driver/nope',
  '/xx/yy',
  '/in/ta/user/no-such',
  '/in/ta/no-such-page/deeper',
  '/blog/a/b',
  '/admin/partners',
  '/ride/vehicles/extra',
];

describe('known paths', () => {
  it('knows every route of the table, bare and under a prefix, as the router draws it', () => {
    for (const path of KNOWN) {
      expect(isKnownPath(path), path).toBe(true);
      expect(drawsNotFound(path), path).toBe(false);
    }
  });

  it('knows no other address, and the router draws the not-found page for each', () => {
    for (const path of UNKNOWN) {
      expect(isKnownPath(path), path).toBe(false);
      expect(drawsNotFound(path), path).toBe(true);
    }
  });
});
