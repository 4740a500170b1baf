// Lint rules, above all the architecture's import direction: domain <- lib, components <- features <- app;
// server and sw import only domain and themselves; no feature reaches into another feature; server modules use
// each other in one written order, through their index.ts, and no server file imports in a circle.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { noImportCircles } from './eslint-local/server-import-graph.js';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's modules, lowest first: each may import only the modules before it, and only through their
// index.ts; infrastructure (everything under src/server outside modules/, but for the composition root) imports
// no module. The README's Layout section says what each module holds.
export const SERVER_MODULE_ORDER = [
  'messages',
  'auth',
  'partners',
  'places',
  'media',
  'riders',
  'money',
  'booking',
  'drivers',
  'rides',
  'pages',
  'assistants',
  'integrations',
  'platform',
];
const SERVER_INFRASTRUCTURE = [
  'db',
  'lib',
  'mail',
  'plugins',
  'realtime',
  'sms',
  'push',
  'tools',
  'env.ts',
  'http-error.ts',
];
/** Files that put the modules together: they may import any module's index.ts. */
const SERVER_COMPOSITION = ['./src/server/app.ts', './src/server/shared-caches.ts', './src/server/main.ts'];

const moduleDir = (name) => `./src/server/modules/${name}`;
const serverZones = [
  ...SERVER_MODULE_ORDER.slice(0, -1).map((name, rank) => ({
    target: moduleDir(name),
    from: SERVER_MODULE_ORDER.slice(rank + 1).map(moduleDir),
    message: `${name} may use only the modules before it in SERVER_MODULE_ORDER (eslint.config.js); tell later ones through lib/events.ts`,
  })),
  ...SERVER_MODULE_ORDER.map((name) => ({
    target: [
      ...SERVER_MODULE_ORDER.filter((other) => other !== name).map(moduleDir),
      ...SERVER_INFRASTRUCTURE.map((file) => `./src/server/${file}`),
      ...SERVER_COMPOSITION,
    ],
    from: moduleDir(name),
    except: ['./index.ts'],
    message: `another module's files are private: import ${name} through modules/${name}/index.ts`,
  })),
  {
    target: SERVER_INFRASTRUCTURE.map((name) => `./src/server/${name}`),
    from: './src/server/modules',
    message: 'server infrastructure imports no module: move the piece into the module or invert the call',
  },
  {
    target: ['./src/server/modules', ...SERVER_INFRASTRUCTURE.map((name) => `./src/server/${name}`)],
    from: SERVER_COMPOSITION,
    message: 'only the composition root imports app.ts, shared-caches.ts and main.ts',
  },
];

const zones = [
  { target: './src/domain', from: './src', except: ['./domain'], message: 'domain imports nothing of ours' },
  { target: './src/lib', from: ['./src/app', './src/features', './src/components', './src/server'] },
  { target: './src/components', from: ['./src/app', './src/features', './src/server'] },
  { target: './src/features', from: ['./src/app', './src/server'] },
  { target: './src/app', from: ['./src/server'] },
  {
    target: './src/server',
    from: './src',
    except: ['./server', './domain'],
    message: 'server imports only domain',
  },
  { target: './sw', from: './src', except: ['./domain'], message: 'sw imports only domain' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'a feature never imports another feature; move what they share to domain, lib or components',
  })),
  ...serverZones,
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/server/db/migrations', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { server: { rules: { 'no-import-circles': noImportCircles } } },
    rules: { 'server/no-import-circles': ['error', { root: 'src/server' }] },
  },
);
