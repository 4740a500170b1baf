// What an empty database gets on start: the demo partner when someone is trying the product, nothing on a
// production install unless SEED_DEMO=1 asks. Says in the log what it did and how to choose otherwise.
import { count, eq } from 'drizzle-orm';
import type { Env } from '../env';
import type { Db } from './client';
import { tenantHosts, tenants } from './schema';
import { DEMO, seedDemo } from './seed';
import { DEMO_HOSTS } from './seed-data';

export type DemoDecision = 'seeded' | 'not-empty' | 'switched-off' | 'production';

export async function seedDemoOnFirstStart(
  db: Db,
  env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO'>,
  say: (line: string) => void,
): Promise<DemoDecision> {
  const [existing] = await db.select({ n: count() }).from(tenants);
  if (existing?.n) return 'not-empty';
  if (env.SEED_DEMO === false) {
    say('Empty database: no demo partner (SEED_DEMO=0). Sign a partner up at /signup.');
    return 'switched-off';
  }
  if (env.SEED_DEMO === undefined && env.NODE_ENV === 'production') {
    say(
      'Empty database: no demo partner on a production install. Sign a partner up at /signup, or start once with SEED_DEMO=1 to add the demo.',
    );
    return 'production';
  }
  await seedDemo(db);
  say(
    `Empty database: added the demo partner "${DEMO.businessName}" on ${DEMO_HOSTS.join(' and ')} with secrets drawn for this database. Start with SEED_DEMO=0 to begin empty instead.`,
  );
  return 'seeded';
}

/** Whether this database has the demo partner, so the start banner names its login only when it exists. */
export async function hasDemo(db: Db): Promise<boolean> {
  const rows = await db.select().from(tenantHosts).where(eq(tenantHosts.host, DEMO.host)).limit(1);
  return rows.length > 0;
}
