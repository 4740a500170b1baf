// The lazy chunks a served page will ask for, named in its HTML as module preloads, their stylesheets inlined:
// without them the browser learns of the page's chunk only after the entry has run, and of that chunk's imports
// only after it arrived, one round trip a level. The build's manifest turns source modules into files; a page
// the table does not name gets the entry's preloads only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { placePage, ROUTES } from '../../../domain/routes';
import { inlineStylesheet } from './shell-template';

/** One module of the build as Vite's manifest describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const PAGE_SOURCES = {
  riderLayout: 'src/app/layouts/rider-layout.tsx',
  queryScope: 'src/app/query-scope.tsx',
  riderHome: 'src/app/routes/rider-home.tsx',
  rideForm: 'src/app/routes/ride-form-page.tsx',
  travelLogin: 'src/app/routes/travel-login.tsx',
  driverPage: 'src/app/routes/driver-page.tsx',
  cityPage: 'src/app/routes/city-page.tsx',
  blogPages: 'src/app/routes/blog-pages.tsx',
} as const;

const HOME_PATHS = new Set<string>([ROUTES.base, ROUTES.home, ROUTES.userHome, ROUTES.aiHome]);
const BLOG_POST = new RegExp(`^${ROUTES.blog.replace(':blog', '[^/]+')}$`);

/** The source modules of the pages a visitor most often lands on, by the path after any locale prefix. */
export function pageSources(rest: string): readonly string[] {
  const { riderLayout, queryScope } = PAGE_SOURCES;
  // The home opens on its chat tab (spec 2.5), drawn without the chat's code, which waits for the rider's touch.
  if (HOME_PATHS.has(rest)) return [riderLayout, PAGE_SOURCES.riderHome];
  if (rest === ROUTES.formTaxiBooking) return [riderLayout, queryScope, PAGE_SOURCES.rideForm];
  if (rest === ROUTES.travelLogin) return [queryScope, PAGE_SOURCES.travelLogin];
  if (rest === ROUTES.driver) return [queryScope, PAGE_SOURCES.driverPage];
  if (BLOG_POST.test(rest) && rest !== ROUTES.blogCreate)
    return [riderLayout, queryScope, PAGE_SOURCES.blogPages];
  if (placePage(rest)?.kind === 'city') return [riderLayout, queryScope, PAGE_SOURCES.cityPage];
  return [];
}

export interface PagePreloads {
  /** The elements for a page's stylesheets and modules, less what the entry already names. */
  linksFor(sources: readonly string[]): string;
}

export function readPagePreloads(root: string): PagePreloads {
  const path = join(root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  // The entry's scripts are named by the shell already, and its stylesheets are inlined in it.
  const alreadyLoaded = new Set(
    closure(manifest, entry).flatMap((key) => [manifest[key]?.file ?? '', ...(manifest[key]?.css ?? [])]),
  );
  const cache = new Map<string, string>();
  return {
    linksFor(sources) {
      const key = sources.join(' ');
      let links = cache.get(key);
      if (links === undefined) {
        links = preloadLinks(root, manifest, sources, alreadyLoaded);
        cache.set(key, links);
      }
      return links;
    },
  };
}

/** The modules and every module they import statically, each once, a module after what it imports: the order
 * in which they are evaluated, so the page can evaluate them one at a time (main.tsx). */
function closure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    ordered.push(key);
  };
  keys.forEach(visit);
  return ordered;
}

function preloadLinks(
  root: string,
  manifest: Manifest,
  sources: readonly string[],
  alreadyLoaded: Set<string>,
): string {
  const chunks = closure(manifest, sources).flatMap((key) => manifest[key] ?? []);
  const scripts = chunks.map((chunk) => chunk.file).filter((file) => !alreadyLoaded.has(file));
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(
    (file) => !alreadyLoaded.has(file),
  );
  return [
    // In the page, not merely preloaded: the served markup is drawn with its styles on the first paint, instead
    // of bare and then shifted when the chunk links the stylesheet; and inline, so that paint waits on no request.
    ...styles.map(
      (file) => inlineStylesheet(root, file) ?? `<link rel="stylesheet" crossorigin href="/${file}" />`,
    ),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}
