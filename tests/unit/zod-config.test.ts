// The entry turns zod's compiled parsers off through zod's own global, before any zod module loads; a zod that
// stopped reading that global would probe `new Function` again under the page's Content-Security-Policy.
import { expect, it } from 'vitest';

it('makes zod jitless through the global it reads when its core loads', async () => {
  await import('../../src/lib/zod-config');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  const { z } = await import('zod/mini');
  expect(z.object({ a: z.number() }).safeParse({ a: 1 }).success).toBe(true);
});
