// How fast a ride's news reaches the rider's phone gateway: from the office's request assigning a driver to the
// rider's "driver assigned" request arriving at a stand-in of each gateway (Twilio's REST API, MSG91's Flow API,
// an SMPP SMSC, a browser push service), through the whole app and its outbox with the default sweep; and how
// many texts a second the outbox sends (2,000 queued at once to the Twilio stand-in, until the last is logged
// sent). `npm run bench -- phones` runs only these.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { messages, tenants, users, drivers, vehicles } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { createSession } from '../../src/server/lib/sessions';
import { queueMessages, type QueuedMessage } from '../../src/server/modules/messages/outbox';
import { startMsg91StandIn } from '../helpers/msg91-stand-in';
import { startPushServiceStandIn } from '../helpers/push-service-stand-in';
import { bookSedan } from '../helpers/rides';
import { partnerToken } from '../helpers/sessions';
import { startSmppStandIn } from '../helpers/smpp-stand-in';
import { startTestApp, type TestApp } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-databases';
import { startTwilioStandIn } from '../helpers/twilio-stand-in';
import { percentile } from './percentile';

const EVENTS = 50;
const QUEUED = 2000;
const RIDER = '+919876543210';
const host = DEMO.host;

/** A gateway's stand-in as the bench reads it: the app's env for it, and when each request for `to` arrived. */
interface Gateway {
  name: string;
  env: Record<string, string>;
  /** The arrival time of the first request to the rider after the first `after` requests. */
  arrivalFor: (after: number) => number | undefined;
  taken: () => number;
  /** Readies the rider to be reached (a push subscription); nothing for a text gateway. */
  prepare?: (t: TestApp, riderToken: string) => Promise<void>;
  close: () => Promise<void>;
}

const firstTo = (arrivals: number[], tos: string[], after: number) => {
  const index = tos.findIndex((to, at) => at >= after && to.replace(/\D/g, '').endsWith(RIDER.slice(3)));
  return index < 0 ? undefined : arrivals[index];
};

async function gateways(): Promise<(() => Promise<Gateway>)[]> {
  return [
    async () => {
      const twilio = await startTwilioStandIn();
      return {
        name: 'Twilio',
        env: {
          SMS_PROVIDER: 'twilio',
          TWILIO_API_URL: twilio.url,
          TWILIO_ACCOUNT_SID: twilio.accountSid,
          TWILIO_AUTH_TOKEN: twilio.authToken,
          TWILIO_FROM: '+15005550006',
        },
        arrivalFor: (after) =>
          firstTo(
            twilio.arrivals,
            twilio.messages.map((m) => m.to),
            after,
          ),
        taken: () => twilio.messages.length,
        close: () => twilio.close(),
      };
    },
    async () => {
      const msg91 = await startMsg91StandIn();
      return {
        name: 'MSG91',
        env: {
          SMS_PROVIDER: 'msg91',
          MSG91_API_URL: msg91.url,
          MSG91_AUTH_KEY: msg91.authKey,
          MSG91_SENDER: 'TRVLXP',
          MSG91_TEMPLATE_IDS:
            'driver_assigned=65f1c0d2d6fc0553a2147b31,tracking_link=65f1c0d2d6fc0553a2147b32',
        },
        arrivalFor: (after) =>
          firstTo(
            msg91.arrivals,
            msg91.requests.map((r) => r.mobiles),
            after,
          ),
        taken: () => msg91.requests.length,
        close: () => msg91.close(),
      };
    },
    async () => {
      const smsc = await startSmppStandIn();
      return {
        name: 'SMPP',
        env: { SMS_PROVIDER: 'smpp', SMPP_URL: smsc.url },
        arrivalFor: (after) =>
          firstTo(
            smsc.arrivals,
            smsc.submits.map((s) => s.destinationAddr),
            after,
          ),
        taken: () => smsc.submits.length,
        close: () => smsc.close(),
      };
    },
    async () => {
      const service = await startPushServiceStandIn();
      return {
        name: 'push service',
        env: { WEBHOOK_ALLOW_PRIVATE: '1' },
        arrivalFor: (after) => service.arrivals[after],
        taken: () => service.received.length,
        prepare: async (t, riderToken) => {
          const subscribed = await t.app.inject({
            method: 'POST',
            url: '/api/v1/push/subscriptions',
            headers: { host, authorization: `Bearer ${riderToken}` },
            payload: service.subscribe(),
          });
          if (subscribed.statusCode !== 200) throw new Error(`subscribe: ${subscribed.body}`);
        },
        close: () => service.close(),
      };
    },
  ];
}

/** The demo rider's session made directly: the bench measures the ride's news, not the login. */
async function riderSession(t: TestApp, tenantId: string) {
  const [rider] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'rider'), eq(users.phone, RIDER)));
  if (!rider) throw new Error('the demo has no rider at the bench number: was it seeded?');
  return createSession(t.database.db, rider);
}

async function untilDefined<T>(probe: () => T | undefined, what: string): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Milliseconds from each assignment's request to the rider's request reaching the gateway. */
async function assignmentLatencies(t: TestApp, gateway: Gateway): Promise<number[]> {
  const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, host));
  const rider = await riderSession(t, demo!.id);
  await gateway.prepare?.(t, rider);
  const partner = await partnerToken(t);
  const latencies: number[] = [];
  for (let at = 0; at < EVENTS; at += 1) {
    const rideId = await bookSedan(t, rider, `phones-${randomUUID()}`);
    const [driver] = await t.database.db
      .insert(drivers)
      .values({
        tenantId: demo!.id,
        firstName: 'Ravi',
        lastName: 'Kumar',
        phone: `+91984${String(at).padStart(7, '0')}`,
        accountStatus: 'Verified',
      })
      .returning();
    const [car] = await t.database.db
      .insert(vehicles)
      .values({ tenantId: demo!.id, vehicleType: 'sedan', model: 'Dzire', number: `TN 01 ${1000 + at}` })
      .returning();
    const before = gateway.taken();
    const started = performance.now();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/partner/rides/${rideId}/actions`,
      headers: { host, authorization: `Bearer ${partner}`, 'idempotency-key': `accept-${rideId}` },
      payload: { action: 'accept', driverId: driver!.id, vehicleId: car!.id },
    });
    if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
    const arrived = await untilDefined(() => gateway.arrivalFor(before), `${gateway.name}'s request`);
    latencies.push(arrived - started);
  }
  return latencies.sort((a, b) => a - b);
}

/** Texts a second through the outbox: 2,000 queued at once, until the last is logged sent. */
async function outboxRate(t: TestApp): Promise<number> {
  const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, host));
  const queued: QueuedMessage[] = Array.from({ length: QUEUED }, (_, at) => ({
    tenantId: demo!.id,
    channel: 'sms',
    kind: 'tracking_link',
    recipient: `+91990${String(at).padStart(7, '0')}`,
    variables: { brand: demo!.businessName, ref: 'ABC123', link: 'https://taxi.example/t/1' },
  }));
  const started = performance.now();
  await queueMessages(t.database.db, queued);
  for (;;) {
    const [sent] = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.kind, 'tracking_link'), eq(messages.status, 'sent')));
    if ((sent?.n ?? 0) >= QUEUED) break;
    if (performance.now() - started > 300_000) throw new Error(`only ${sent?.n} of ${QUEUED} sent`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return QUEUED / ((performance.now() - started) / 1000);
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function benchPhones(targets: TestDatabase[]) {
  console.log(
    `\nA driver assigned → the rider's request at the gateway (${EVENTS} assignments each, default sweep)`,
  );
  console.log('database'.padEnd(10), 'gateway'.padEnd(14), 'median'.padStart(8), 'p95'.padStart(8));
  for (const target of targets)
    for (const start of await gateways()) {
      const gateway = await start();
      const t = await startTestApp(target, {
        smsFromEnv: gateway.name !== 'push service',
        env: { ...gateway.env, ABUSE_LIMIT_FACTOR: '1000', MESSAGE_SWEEP_MS: '1000' },
      });
      try {
        const latencies = await assignmentLatencies(t, gateway);
        console.log(
          target.name.padEnd(10),
          gateway.name.padEnd(14),
          ms(percentile(latencies, 0.5)).padStart(8),
          ms(percentile(latencies, 0.95)).padStart(8),
        );
      } finally {
        await t.close();
        await gateway.close();
      }
    }
  for (const target of targets.filter((each) => each.name === 'postgres')) {
    const gateway = await (await gateways())[0]!();
    const t = await startTestApp(target, {
      smsFromEnv: true,
      env: { ...gateway.env, MESSAGE_SWEEP_MS: '1000' },
    });
    try {
      console.log(
        `Outbox on ${target.name}: ${(await outboxRate(t)).toFixed(0)} texts/s (${QUEUED} to Twilio's stand-in)`,
      );
    } finally {
      await t.close();
      await gateway.close();
    }
  }
}
