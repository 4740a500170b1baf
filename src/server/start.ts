// `npm start`: builds the PWA when dist/ is missing or older than its sources, then runs the server.
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
const BUILT = 'dist/index.html';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? 'The PWA build is older than its sources: rebuilding…' : 'Building the PWA (first start)…',
  );
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
await import('./main');
