// Reads Vite's build manifest and sums the gzipped JavaScript a route needs before interaction: the entry, the
// route's lazy chunks (page and layouts), and every chunk they import statically; with the build's chunk-modules
// list (vite.config.ts) it also names every module those chunks carry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  route: string;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

export const RIDER_HOME_BUDGET_BYTES = 120 * 1024;

export function readManifest(distDir = 'dist'): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The JavaScript files a route loads before interaction; `routeSources` are its lazy chunks by source path,
 * e.g. `src/app/layouts/rider-layout.tsx` and `src/app/routes/rider-home.tsx`. */
export function routeFiles(routeSources: readonly string[], distDir = 'dist'): string[] {
  const manifest = readManifest(distDir);
  const missing = routeSources.filter((source) => !manifest[source]);
  if (missing.length > 0) throw new Error(`not chunks of the build: ${missing.join(', ')}`);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  return [...staticClosure(manifest, [...entries, ...routeSources])]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
}

export function routeWeight(route: string, routeSources: readonly string[], distDir = 'dist'): RouteWeight {
  const files = routeFiles(routeSources, distDir).map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  }));
  return { route, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Every module (source path, `node_modules/…` for packages) in the chunks a route loads before interaction. */
export function routeModules(routeSources: readonly string[], distDir = 'dist'): string[] {
  const text = readFileSync(join(distDir, '.vite', 'chunk-modules.json'), 'utf8');
  const chunks = JSON.parse(text) as Record<string, string[]>;
  return routeFiles(routeSources, distDir).flatMap((file) => chunks[file] ?? []);
}
