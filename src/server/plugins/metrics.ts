// Serves the process's metrics to Prometheus and records what every request and statement cost. With
// METRICS_PORT, /metrics is on a listener of its own for a private network (no token; the main port serves none);
// otherwise on the main port only to `Authorization: Bearer METRICS_TOKEN`, and without a token not at all, so a
// public port never tells strangers how busy a partner's site is.
import { createServer, type Server } from 'node:http';
import { count, eq, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ERROR_CODES } from '../../domain/errors';
import type { Db } from '../db/client';
import { databaseProbeOf } from '../db/query-timing';
import { messages, webhookDeliveries } from '../db/schema';
import { HttpError } from '../http-error';
import type { AppMetrics } from '../lib/metrics';
import { sameBytes } from '../lib/same-bytes';

export interface MetricsOptions {
  db: Db;
  metrics: AppMetrics;
  token: string | undefined;
  port: number | undefined;
  host: string;
}

const OUTBOXES = {
  messages: { table: messages, waiting: eq(messages.status, 'queued'), createdAt: messages.createdAt },
  webhooks: {
    table: webhookDeliveries,
    waiting: eq(webhookDeliveries.status, 'pending'),
    createdAt: webhookDeliveries.createdAt,
  },
} as const;

/** How many messages and webhook deliveries wait to go out, and since when the oldest has waited: one query per
 * outbox over the index on its status. */
async function readOutboxes(db: Db) {
  return Promise.all(
    (Object.keys(OUTBOXES) as Array<keyof typeof OUTBOXES>).map(async (queue) => {
      const { table, waiting, createdAt } = OUTBOXES[queue];
      const [row] = await db
        .select({ depth: count(), oldest: min(createdAt) })
        .from(table)
        .where(waiting);
      const ageSeconds = row?.oldest ? Math.max(0, (Date.now() - row.oldest.getTime()) / 1000) : 0;
      return { queue, depth: row?.depth ?? 0, ageSeconds };
    }),
  );
}

/** Shares one read between the gauges a scrape collects side by side, and reads afresh on the next scrape. */
function sharedPerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => (pending ??= read().finally(() => (pending = null)));
}

function watchDatabase(app: FastifyInstance, db: Db, metrics: AppMetrics) {
  const outboxes = sharedPerScrape(() => readOutboxes(db));
  metrics.gauge(
    'travelx_outbox_depth',
    'Messages and webhook deliveries waiting to go out',
    ['queue'],
    async (g) => {
      for (const outbox of await outboxes()) g.set({ queue: outbox.queue }, outbox.depth);
    },
  );
  metrics.gauge(
    'travelx_outbox_oldest_age_seconds',
    'How long the oldest waiting message or webhook delivery has waited',
    ['queue'],
    async (g) => {
      for (const outbox of await outboxes()) g.set({ queue: outbox.queue }, outbox.ageSeconds);
    },
  );
  const probe = databaseProbeOf(db);
  if (!probe) return;
  const stop = probe.onQuery((seconds) => metrics.dbQueries.observe(seconds));
  app.addHook('onClose', async () => stop());
  const { poolUse } = probe;
  if (poolUse)
    metrics.gauge(
      'travelx_db_pool_connections',
      'PostgreSQL pool: its ceiling (max), connections open (total), idle, and callers waiting for one',
      ['state'],
      (g) => {
        for (const [state, value] of Object.entries(poolUse())) g.set({ state }, value);
      },
    );
}

/** A listener of its own that answers only GET /metrics, for Prometheus on a private network. */
function serveOnOwnPort(app: FastifyInstance, metrics: AppMetrics, port: number, host: string) {
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here.\n');
        return;
      }
      metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          app.log.warn({ err: error }, 'metrics collection failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics collection failed.\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject).listen(port, host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
  });
}

const bearer = (header: string | undefined) => /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? '';

function serveBehindToken(app: FastifyInstance, metrics: AppMetrics, token: string) {
  const expected = Buffer.from(token);
  app.get(
    '/metrics',
    {
      schema: {
        headers: z.object({ authorization: z.string().optional() }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      if (!sameBytes(expected, Buffer.from(bearer(request.headers.authorization))))
        throw new HttpError(401, ERROR_CODES.unauthorized, 'Send Authorization: Bearer with METRICS_TOKEN.');
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    },
  );
}

export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  const { metrics } = opts;
  // The route's template, never the raw URL: one series per route however many ride ids pass through it.
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  watchDatabase(app, opts.db, metrics);
  if (opts.port !== undefined) serveOnOwnPort(app, metrics, opts.port, opts.host);
  else if (opts.token) serveBehindToken(app, metrics, opts.token);
});
