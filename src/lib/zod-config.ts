// Zod without its compiled fast path: it builds parsers with `new Function`, which the Content-Security-Policy
// forbids (no 'unsafe-eval'), and merely probing for it is reported as a violation. Imported first by the entry.
import { config } from 'zod/v4/core';

config({ jitless: true });
