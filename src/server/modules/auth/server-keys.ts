// The key the server signs with when AUTH_SECRET is not set: made once and kept in the database, so every
// process on the database and every restart agree on it (a restart no longer voids codes, links and quotes).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema';

export async function storedServerKey(db: Db, name: string): Promise<string> {
  // Two processes starting together both offer a key; the first insert wins and both read it back.
  await db
    .insert(serverKeys)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error(`server key ${name} was not stored`);
  return row.value;
}
