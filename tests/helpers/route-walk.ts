// Reads the app's own route table the way generated tests need it: each route's path parameters and the zod
// schemas of its params, query and body, and its URL with chosen parameter values filled in.
import type { CataloguedRoute } from '../../src/server/app';

export interface RouteSchemas {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
}

const PARAM = /:(\w+)|\*/g;

export const routeName = (route: CataloguedRoute) => `${route.method} ${route.url}`;

export const routeSchemas = (route: CataloguedRoute) => (route.schema ?? {}) as RouteSchemas;

/** The names of a route's path parameters, `*` for a wildcard. */
export const pathParams = (url: string) => [...url.matchAll(PARAM)].map((match) => match[1] ?? '*');

/** The URL with each parameter replaced by its value (encoded), `fallback` where none is given. */
export function fillPath(url: string, values: Record<string, string>, fallback = 'x'): string {
  return url.replace(PARAM, (_all, name: string | undefined) =>
    encodeURIComponent(values[name ?? '*'] ?? fallback),
  );
}

/** The platform owner's console answers on the platform's own host only (a host no partner claimed). */
export const PLATFORM_HOST = 'www.localhost';

export const isConsoleRoute = (url: string) => url.startsWith('/api/v1/admin');
