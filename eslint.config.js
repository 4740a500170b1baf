// Lint rules, above all the architecture's import direction: domain <- lib, components <- features <- app;
// server and sw import only domain and themselves; no feature reaches into another feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's modules, lowest first: a module may import only the modules before it (through their index.ts).
export const SERVER_MODULE_ORDER = [
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
);
