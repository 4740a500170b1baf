// The caches that spare a request its per-request reads (the tenant of a host, the session of a token or API key, the rate
// cards and fleet a quote prices from, the webhook endpoints an event is queued for), and how they stay true. In
// this process a committed write to a table they copy empties them before the writer's answer is sent
// (db/write-watch.ts). Across processes, with REDIS_URL each process publishes the tables it wrote and empties its
// caches on what the others publish (and on reconnecting, as messages may have been missed), with 30 s as the
// bound for writes no process saw (an operator's psql); without Redis nothing is announced, so entries live 2 s,
// the most another process's write can go unseen.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from './db/client';
import { writeWatchOf, type WriteWatch } from './db/write-watch';
import { ReadThroughCache } from './lib/read-through-cache';
import type { OfferedRateCards } from './modules/booking';
import type { ActiveSession } from './lib/sessions';
import type { TenantSite } from './lib/tenants';
import type { Subscription } from './modules/integrations';
import { connectRedisPair } from './lib/redis-clients';

export const CACHE_TTL_MS = { withRedis: 30_000, alone: 2_000 } as const;

const CACHED_TABLES = {
  // A site's brand carries its riders' average rating.
  tenants: ['tenants', 'tenant_hosts', 'retired_slugs', 'ratings'],
  sessions: ['sessions', 'users'],
  apiKeys: ['api_keys'],
  offers: ['rate_cards', 'vehicles'],
  subscriptions: ['webhooks'],
} as const;

const WRITES_CHANNEL = 'travelx:table-writes';
const writeMessageSchema = z.object({ from: z.string(), tables: z.array(z.string()).max(50) });

export interface AppCaches {
  /** By normalised host: its tenant (null for a host no partner claimed) and the brand it shows; for an old instant
   * address still redirecting, the partner's address now. */
  tenants: ReadThroughCache<string, TenantSite>;
  /** By bearer token; null for a token that opens nothing. */
  sessions: ReadThroughCache<string, ActiveSession | null>;
  /** By the SHA-256 of an API key: the session it opens, null for an unknown or revoked key. A key's last use,
   * written at most once a minute, empties this one alone. */
  apiKeys: ReadThroughCache<string, ActiveSession | null>;
  /** By tenant id: what quotes offer and price. */
  offers: ReadThroughCache<string, OfferedRateCards>;
  /** By tenant id: its webhook endpoints and their events. */
  subscriptions: ReadThroughCache<string, Subscription[]>;
  /** Answers once both Redis clients that announce writes are connected; undefined without Redis. */
  pingRedis: (() => Promise<unknown>) | undefined;
  close: () => Promise<void>;
}

async function shareWrites(watch: WriteWatch, url: string, warn: (error: unknown) => void) {
  const { publisher, subscriber, ping, close } = await connectRedisPair(url, warn);
  const self = randomUUID();
  const shared = new Set<string>(Object.values(CACHED_TABLES).flat());
  subscriber.on('ready', () => watch.written(shared, false));
  await subscriber.subscribe(WRITES_CHANNEL, (message) => {
    let parsed;
    try {
      parsed = writeMessageSchema.safeParse(JSON.parse(message));
    } catch {
      return;
    }
    if (parsed.success && parsed.data.from !== self) watch.written(new Set(parsed.data.tables), false);
  });
  const stop = watch.listen((tables, local) => {
    const announced = [...tables].filter((table) => shared.has(table));
    if (local && announced.length)
      publisher.publish(WRITES_CHANNEL, JSON.stringify({ from: self, tables: announced })).catch(warn);
  });
  return {
    ping,
    stop: async () => {
      stop();
      await close();
    },
  };
}

export async function createAppCaches(
  db: Db,
  redisUrl: string | undefined,
  warn: (error: unknown) => void,
): Promise<AppCaches> {
  const watch = writeWatchOf(db);
  const ttlMs = redisUrl ? CACHE_TTL_MS.withRedis : CACHE_TTL_MS.alone;
  const cache = <K, V>(tables: readonly string[], maxEntries: number) =>
    new ReadThroughCache<K, V>({ tables, ttlMs, maxEntries, watch });
  const sharing = watch && redisUrl ? await shareWrites(watch, redisUrl, warn) : null;
  return {
    tenants: cache(CACHED_TABLES.tenants, 10_000),
    sessions: cache(CACHED_TABLES.sessions, 50_000),
    apiKeys: cache(CACHED_TABLES.apiKeys, 10_000),
    offers: cache(CACHED_TABLES.offers, 10_000),
    subscriptions: cache(CACHED_TABLES.subscriptions, 10_000),
    pingRedis: sharing?.ping,
    close: async () => {
      await sharing?.stop();
    },
  };
}
