// Build of the PWA: React, route-level chunks, and the Workbox service worker from sw/sw.ts (injectManifest,
// built classic so every browser can run it). The server makes the manifest per tenant, so none is generated here.
// `vite build --ssr` builds the app's server entry (src/app/server-entry.tsx) into dist/server, which the server
// loads to render first screens; it runs after the PWA's build, which empties dist.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LANGUAGES } from './src/domain/constants';
import { splitWords, type BrowserWordFiles } from './src/domain/word-files';

const API_ORIGIN = 'http://localhost:8080';
const REACT_ROUTER_PRODUCTION = new URL(
  './node_modules/react-router/dist/production/index.mjs',
  import.meta.url,
);

const ZOD_CLASSIC_DIR = '/node_modules/zod/v4/classic/';
const CLASSIC_COPY = '?zod-classic';

/**
 * Full zod gets its own copy of zod's core. The bundler tree-shakes a shared module once for all its users and
 * puts it in the chunk of its first one, so the core that lazy pages need for full zod would otherwise ride in
 * the entry beside zod/mini (about 8 KB gzipped more on the rider home). The copies interoperate: zod checks
 * kinds by traits, not by class identity.
 */
function zodClassicOwnCore(): Plugin {
  return {
    name: 'zod-classic-own-core',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      if (!importer.includes(ZOD_CLASSIC_DIR) && !importer.endsWith(CLASSIC_COPY)) return null;
      const importerFile = importer.replace(CLASSIC_COPY, '');
      const resolved = await this.resolve(source, importerFile, { ...options, skipSelf: true });
      if (!resolved || resolved.id.includes(ZOD_CLASSIC_DIR)) return resolved;
      return { ...resolved, id: `${resolved.id}${CLASSIC_COPY}` };
    },
  };
}

const COMPRESSIBLE = /\.(js|css|json|svg|webmanifest)$/;

/** Every compressible file of the build gets brotli and gzip twins, which the server sends to browsers that
 * accept them (compressed once at build time, not on every request). */
function precompress(outDir: string): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const LOCALES_DIR = 'public/locales';
const LOCALE_FILE = /^([\w-]+)\.json$/;

function browserWordFiles(language: string): BrowserWordFiles {
  return splitWords(
    JSON.parse(readFileSync(join(LOCALES_DIR, `${language}.json`), 'utf8')) as Record<string, unknown>,
  );
}

/** Each language's translations as the browser gets them (src/domain/word-files.ts): the rider's words at
 * /locales/{language}.json, the business areas' at /locales/console/{language}.json. The build writes both over
 * the whole file copied from public/; the dev server answers them from public/ as asked. */
function splitWordFiles(outDir: string): Plugin {
  return {
    name: 'split-word-files',
    writeBundle() {
      mkdirSync(join(outDir, 'locales/console'), { recursive: true });
      for (const name of readdirSync(LOCALES_DIR)) {
        const language = LOCALE_FILE.exec(name)?.[1];
        if (!language) continue;
        const files = browserWordFiles(language);
        writeFileSync(join(outDir, 'locales', name), JSON.stringify(files.rider));
        writeFileSync(join(outDir, 'locales/console', name), JSON.stringify(files.console));
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/locales\/(console\/)?([\w-]+)\.json$/.exec(request.url ?? '');
        if (!match || !(LANGUAGES as readonly string[]).includes(match[2]!)) return next();
        const files = browserWordFiles(match[2]!);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(match[1] ? files.console : files.rider));
      });
    },
  };
}

/** Writes which modules went into which chunk, for the bundle bench and the rider home's budget test. */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk')
          modules[output.fileName] = output.moduleIds.map((id) => relative('.', id));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;
const ENTRY_CHUNKS = /^assets\/(framework|rider-frame|rolldown-runtime)-[\w-]+\.js$/;
// The home's sections below the booking card stay out: a served home keeps them as HTML and never loads them.
const RIDER_FRAME_MODULES =
  /src[\\/](features[\\/]site(?![\\/](home-sections|ride-categories|why-us)\.tsx)|components[\\/](icons|tabs|language-select)|app[\\/]language-picker|lib[\\/](session|storage|install-prompt))/;

/** The server entry: one module for Node with none of the PWA's steps. Its packages are bundled in and built for
 * production, so React renders with its production build whatever NODE_ENV the server runs with (its development
 * build renders several times slower and checks what only a developer reads). */
const SERVER_ENTRY_BUILD = defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  resolve: { alias: { 'react-router': fileURLToPath(REACT_ROUTER_PRODUCTION) } },
  build: {
    outDir: 'dist/server',
    target: 'node20',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const PWA_BUILD = defineConfig({
  resolve: {
    // React Router exports only its development build; the production one drops the dev-only warnings.
    alias: [{ find: /^react-router$/, replacement: fileURLToPath(REACT_ROUTER_PRODUCTION) }],
  },
  plugins: [
    zodClassicOwnCore(),
    react(),
    chunkModules(),
    splitWordFiles('dist'),
    precompress('dist'),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
      '/manifest.webmanifest': API_ORIGIN,
      '/driver.webmanifest': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    manifest: true,
    // Every browser that runs an es2022 build reads <link rel="modulepreload"> itself, except Safari before 17,
    // where the links are merely ignored: the polyfill would cost every visitor its bytes on the first load.
    modulePreload: {
      polyfill: false,
      // The entry imports these statically, so they are loaded before any lazy import runs: naming them again in
      // every lazy import's preload list costs bytes on the first load and saves no time. The HTML keeps them, so
      // the browser asks for them beside the entry rather than after it has parsed it.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !ENTRY_CHUNKS.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on the rider home: the framework in one, the rider frame in another, instead of a
        // dozen small shared chunks that each cost a request and compress worse apart (about 4 KB gzipped).
        advancedChunks: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            // The query library in one chunk where pages use it, not seven small ones: each module a page loads
            // costs the phone a request to start and a task to evaluate (main.tsx).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'rider-frame', test: RIDER_FRAME_MODULES },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? SERVER_ENTRY_BUILD : PWA_BUILD));
