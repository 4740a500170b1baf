import { describe, expect, it } from 'vitest';
import { stripScripts } from '../bench/ceiling/ceiling-server';

describe("the bench's bare ceiling page: the served HTML without what would run", () => {
  it('drops module, classic and inline scripts and module preloads, keeping markup, CSS and data blocks', () => {
    const served = [
      '<head><style nonce="n">body{margin:0}</style>',
      '<script type="application/ld+json" nonce="n">{"@type":"Organization"}</script>',
      '<script type="application/json" id="brand-data">{"name":"Demo"}</script>',
      '<script type="module" nonce="n">import("/assets/main.js")</script>',
      '<script src="/assets/legacy.js"></script>',
      '<script>\nwindow.x = 1;\n</script>',
      '<link rel="modulepreload" href="/assets/chunk.js" />',
      '</head><body><h1>Book a taxi</h1></body>',
    ].join('');
    expect(stripScripts(served)).toBe(
      [
        '<head><style nonce="n">body{margin:0}</style>',
        '<script type="application/ld+json" nonce="n">{"@type":"Organization"}</script>',
        '<script type="application/json" id="brand-data">{"name":"Demo"}</script>',
        '</head><body><h1>Book a taxi</h1></body>',
      ].join(''),
    );
  });
});
