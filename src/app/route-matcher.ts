// React Router's <Routes> flattens and ranks the whole route table on every render, building a regular
// expression for every level of every branch: one unbroken piece of work of about 25 ms on a mid-tier phone,
// in the middle of hydration and again on each navigation. The table never changes, so it is flattened and ranked
// once, with React Router's own rules, and a path is tried, level by level with its `matchPath`, only against the
// branches whose fixed segments it has. The answer is what `matchRoutes` answers (tests/unit/route-matcher).
import { matchPath, type RouteMatch, type RouteObject } from 'react-router';

interface Level {
  route: RouteObject;
  relativePath: string;
  caseSensitive: boolean;
  childrenIndex: number;
}

interface Branch {
  score: number;
  levels: Level[];
  /** Each level's place among its siblings, for ranking siblings in their written order. */
  indexes: number[];
  /** The branch's segments, each lowercased when fixed and null when a parameter; none past a splat. */
  segments: (string | null)[];
  splat: boolean;
}

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
const normalizePathname = (pathname: string) => pathname.replace(/\/+$/, '').replace(/^\/*/, '/');
const PARAM = /^:[\w-]+$/;

/** React Router's ranking: more segments and fixed ones first, a splat last. */
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  const splat = segments.includes('*');
  let score = segments.length + (splat ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** Siblings keep their written order; branches of different parents rank alike. */
function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

function segmentsOf(path: string): { segments: (string | null)[]; splat: boolean } {
  const parts = path.split('/').filter(Boolean);
  const splatAt = parts.indexOf('*');
  const fixed = splatAt === -1 ? parts : parts.slice(0, splatAt);
  return {
    segments: fixed.map((part) => (part.startsWith(':') ? null : part.toLowerCase())),
    splat: splatAt !== -1,
  };
}

function flatten(routes: RouteObject[], branches: Branch[], parents: Level[], parentPath: string): void {
  routes.forEach((route, childrenIndex) => {
    const relativePath = route.path ?? '';
    // The table has neither: supporting them would be rules nobody reads.
    if (relativePath.startsWith('/') || relativePath.includes('?'))
      throw new Error(`The route path "${relativePath}" must be relative and have no optional segment`);
    const path = joinPaths([parentPath, relativePath]);
    const levels = [
      ...parents,
      { route, relativePath, caseSensitive: route.caseSensitive === true, childrenIndex },
    ];
    if (route.children?.length) flatten(route.children, branches, levels, path);
    if (route.path == null && !route.index) return;
    branches.push({
      score: computeScore(path, route.index),
      levels,
      indexes: levels.map((level) => level.childrenIndex),
      ...segmentsOf(path),
    });
  });
}

/** React Router's decoding: each segment decoded, an encoded slash kept encoded. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

function couldMatch(branch: Branch, parts: string[]): boolean {
  if (branch.splat ? parts.length < branch.segments.length : parts.length !== branch.segments.length)
    return false;
  return branch.segments.every((segment, i) => segment === null || segment === parts[i]!.toLowerCase());
}

/** React Router's match of one branch, level by level. */
function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Record<string, string | undefined> = {};
  let matchedPathname = '/';
  const matches: RouteMatch[] = [];
  for (const [i, level] of branch.levels.entries()) {
    const end = i === branch.levels.length - 1;
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPath({ path: level.relativePath, caseSensitive: level.caseSensitive, end }, remaining);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
      route: level.route,
    } as RouteMatch);
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

export interface RouteMatcher {
  match(pathname: string): RouteMatch[] | null;
}

export function compileRoutes(routes: RouteObject[]): RouteMatcher {
  const branches: Branch[] = [];
  flatten(routes, branches, [], '');
  branches.sort((a, b) => (a.score !== b.score ? b.score - a.score : compareIndexes(a.indexes, b.indexes)));
  return {
    match(pathname) {
      const decoded = decodePath(pathname);
      const parts = decoded.split('/').filter(Boolean);
      for (const branch of branches) {
        if (!couldMatch(branch, parts)) continue;
        const matches = matchBranch(branch, decoded);
        if (matches) return matches;
      }
      return null;
    },
  };
}
