// Readiness, apart from liveness (/api/v1/health): a load balancer sends traffic to this process only while its
// database answers with every migration applied and, when configured, Redis answers; otherwise 503 names what
// failed, so the proxy takes the process out of rotation instead of its riders meeting errors.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { max } from 'drizzle-orm';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../db/client';

/** How long one check may take before it counts as failed: a database that stopped answering may never refuse. */
export const READY_CHECK_TIMEOUT_MS = 2000;

const journalSchema = z.object({ entries: z.array(z.object({ when: z.number() })) });
const journalPath = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url));
/** The newest migration this build ships, as drizzle records it once applied (its `created_at`). */
const newestMigration = Math.max(
  ...journalSchema.parse(JSON.parse(readFileSync(journalPath, 'utf8'))).entries.map((entry) => entry.when),
);

export const readinessResponseSchema = z.object({
  ready: z.boolean(),
  checks: z.object({ database: z.string(), migrations: z.string(), redis: z.string() }),
});
type Checks = z.infer<typeof readinessResponseSchema>['checks'];

function withinBound<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${READY_CHECK_TIMEOUT_MS} ms`)),
      READY_CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** Drizzle's own record of applied migrations (kept out of schema.ts: drizzle-kit owns this table). */
export const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

async function appliedMigration(db: Db): Promise<number> {
  const [row] = await db.select({ newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
  return Number(row?.newest ?? 0);
}

type Probe = () => Promise<unknown>;

async function check(db: Db, redisProbes: Probe[]): Promise<Checks> {
  const checks: Checks = {
    database: 'ok',
    migrations: 'ok',
    redis: redisProbes.length ? 'ok' : 'not configured',
  };
  await Promise.all([
    withinBound(appliedMigration(db), 'the database').then(
      (applied) => {
        if (applied < newestMigration) checks.migrations = 'not all migrations are applied';
      },
      (error: unknown) => {
        checks.database = reason(error);
        checks.migrations = 'unknown: the database did not answer';
      },
    ),
    withinBound(Promise.all(redisProbes.map((probe) => probe())), 'Redis').catch((error: unknown) => {
      checks.redis = reason(error);
    }),
  ]);
  return checks;
}

export const readinessPlugin = fp(async (app: FastifyInstance, opts: { db: Db; redisProbes: Probe[] }) => {
  app.get(
    '/api/v1/ready',
    { schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (_request, reply) => {
      const checks = await check(opts.db, opts.redisProbes);
      const ready = Object.values(checks).every((value) => value === 'ok' || value === 'not configured');
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ ready, checks });
    },
  );
});
