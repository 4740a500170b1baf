// The process's Prometheus metrics, in a registry of each app's own (not prom-client's global one, so several
// apps in one test process never share a counter). Counters and histograms are updated where things happen, one
// line each; gauges that describe a state (pool, outbox, socket rooms) are read when Prometheus scrapes, so an
// idle server does no work for them.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds, from a fast API answer to a slow page render or a gateway round trip. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statements are mostly sub-millisecond on the embedded database, a few milliseconds over the network. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
/** A driver answers an offer in seconds; an offer lasts up to a few minutes. */
const ACCEPT_BUCKETS = [1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300];

export type DeliveryOutcome = 'sent' | 'retry' | 'failed';
export type OfferOutcome = 'offered' | 'accepted' | 'declined' | 'expired';

export function createAppMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Histogram({
      name: 'travelx_http_request_duration_seconds',
      help: 'HTTP requests by route template, method and status, with their time to answer',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    dbQueries: new Histogram({
      name: 'travelx_db_query_duration_seconds',
      help: 'Time of each database statement, as the driver saw it',
      buckets: QUERY_BUCKETS,
      registers,
    }),
    messageDeliveries: new Counter({
      name: 'travelx_message_deliveries_total',
      help: 'Attempts to send a queued message (text, WhatsApp, push) by channel and outcome',
      labelNames: ['channel', 'outcome'] as const,
      registers,
    }),
    webhookDeliveries: new Counter({
      name: 'travelx_webhook_deliveries_total',
      help: "Attempts to post a webhook to a partner's endpoint by outcome",
      labelNames: ['outcome'] as const,
      registers,
    }),
    dispatchOffers: new Counter({
      name: 'travelx_dispatch_offers_total',
      help: 'Auto-dispatch offers made to drivers, and how they ended',
      labelNames: ['outcome'] as const,
      registers,
    }),
    offerAcceptSeconds: new Histogram({
      name: 'travelx_dispatch_offer_accept_seconds',
      help: 'Time from an offer to the driver accepting it',
      buckets: ACCEPT_BUCKETS,
      registers,
    }),
    loginCodes: new Counter({
      name: 'travelx_login_codes_total',
      help: 'Login codes handed to a gateway (sent) or given up on (failed), by channel',
      labelNames: ['channel', 'outcome'] as const,
      registers,
    }),
    /** A gauge read at scrape time: `read` sets its values (and may query). */
    gauge<Label extends string>(
      name: string,
      help: string,
      labelNames: readonly Label[],
      read: (gauge: Gauge<Label>) => void | Promise<void>,
    ) {
      return new Gauge({
        name,
        help,
        labelNames,
        registers,
        collect() {
          return read(this);
        },
      });
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
