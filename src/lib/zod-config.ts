// Zod without its compiled fast path: it builds parsers with `new Function`, which the Content-Security-Policy
// forbids (no 'unsafe-eval'), and merely probing for it is reported as a violation. Imported first by the entry.
// Zod keeps its configuration on this global and adopts an existing one when its core loads, so the entry sets it
// without importing zod's core: importing `config` pulled the core's utilities into the rider home's first load
// (about 3 KB gzipped) for one flag. tests/unit/zod-config.test.ts checks that zod still reads it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
