// Tells a unique-index violation apart from other database failures, on PostgreSQL and PGlite alike (both
// report SQLSTATE 23505; Drizzle wraps the driver's error as its cause).
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  for (let at = error; at instanceof Error || (typeof at === 'object' && at !== null);) {
    if ((at as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    at = (at as { cause?: unknown }).cause;
    if (at === undefined) return false;
  }
  return false;
}

/** Runs a look-up-or-create again when a parallel twin created the same row between its look-up and its
 * insert: the next look-up finds that row. Gives up after `attempts` and lets the last failure stand. */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
