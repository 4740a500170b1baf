// `npm start`: builds the PWA and the app's server entry when dist/ is missing or older than its sources, then
// runs the server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'index.html',
  'vite.config.ts',
  'src/app',
  'src/features',
  'src/components',
  'src/lib',
  'src/domain',
  'sw',
  'public',
];
const BUILT = ['dist/index.html', 'dist/server/server-entry.js'];
const VITE = 'node_modules/vite/bin/vite.js';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...BUILT.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? 'The PWA build is older than its sources: rebuilding…' : 'Building the PWA (first start)…',
  );
  // As `npm run build`: the PWA first, as its build empties dist/.
  for (const args of [['build'], ['build', '--ssr', 'src/app/server-entry.tsx']])
    execFileSync(process.execPath, [VITE, ...args, '--logLevel', 'warn'], { stdio: 'inherit' });
}
await import('./main');
