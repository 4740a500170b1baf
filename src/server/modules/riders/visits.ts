// First-party visitor analytics: each page a visitor opens is one row in the partner's own database, and the
// insights the console charts are counted from those rows and the rides. A booking is credited to the campaign
// its visit session landed from, written on the ride when it is made so later visits change nothing.
import { and, asc, count, countDistinct, desc, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { dateRange } from '../../../domain/date-filter';
import {
  asDateFilter,
  campaignOf,
  type Insights,
  type InsightsQuery,
  type VisitRequest,
} from '../../../domain/riders/visits';
import type { Db } from '../../db/client';
import { rides, visits } from '../../db/schema';
import type { Tenant } from '../../lib/tenants';

/** The path of a page address, without its query string or fragment (they may carry a visitor's details). */
function pathOf(pageUrl: string): string {
  try {
    return new URL(pageUrl, 'http://site.invalid').pathname.slice(0, 500);
  } catch {
    return '/';
  }
}

export async function recordVisit(db: Db, tenantId: string, visit: VisitRequest) {
  const campaign = campaignOf(visit.ad_metrics);
  const device = Object.fromEntries(
    Object.entries(visit.device_details ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
  );
  await db.insert(visits).values({
    tenantId,
    sessionId: visit.session_id,
    path: pathOf(visit.page_url),
    device,
    utmSource: campaign?.utm_source ?? null,
    utmMedium: campaign?.utm_medium ?? null,
    utmCampaign: campaign?.utm_campaign ?? null,
    fbclid: campaign?.fbclid ?? null,
  });
}

/** The campaign of a visit session's first visit from an ad, as the ride's campaign columns (all null if none). */
export async function sessionCampaign(db: Db, tenantId: string, sessionId: string | undefined) {
  const none = { utmSource: null, utmMedium: null, utmCampaign: null, fbclid: null };
  if (!sessionId) return none;
  const [first] = await db
    .select({
      utmSource: visits.utmSource,
      utmMedium: visits.utmMedium,
      utmCampaign: visits.utmCampaign,
      fbclid: visits.fbclid,
    })
    .from(visits)
    .where(and(eq(visits.tenantId, tenantId), eq(visits.sessionId, sessionId), isNotNull(visits.utmSource)))
    .orderBy(asc(visits.createdAt))
    .limit(1);
  return first ?? none;
}

/** A timestamp's calendar day in the partner's zone, as SQL (the same text on PGlite and PostgreSQL). */
const localDay = (column: typeof visits.createdAt | typeof rides.createdAt, timezone: string) =>
  sql<string>`to_char(${column} at time zone ${timezone}, 'YYYY-MM-DD')`;

/** The day is grouped by its place in the select list: the zone is a bound parameter, and PostgreSQL does not
 * take `to_char(… $1 …)` and `to_char(… $2 …)` for the same expression. */
const FIRST_COLUMN = sql`1`;

/** Every calendar day from the range's start up to (not including) its end, in the partner's zone. */
function daysOf(from: Date, to: Date, timezone: string): string[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, dateStyle: 'short' });
  const days: string[] = [];
  // Noon-ish steps of a day never skip or repeat a date across a daylight-saving change.
  for (let at = from.getTime() + 12 * 3600_000; at < to.getTime(); at += 24 * 3600_000) {
    days.push(format.format(new Date(at)));
  }
  return days;
}

export async function insights(
  db: Db,
  tenant: Tenant,
  query: InsightsQuery,
  now = new Date(),
): Promise<Insights> {
  const { from, to } = dateRange(asDateFilter(query), now, tenant.timezone);
  const inVisits = and(eq(visits.tenantId, tenant.id), gte(visits.createdAt, from), lt(visits.createdAt, to));
  const inRides = and(
    eq(rides.tenantId, tenant.id),
    gte(rides.createdAt, from),
    lt(rides.createdAt, to),
    ne(rides.status, 'cancelled'),
  );
  const visitDay = localDay(visits.createdAt, tenant.timezone);
  const rideDay = localDay(rides.createdAt, tenant.timezone);
  const source = sql<string>`${visits.utmSource}`;
  const medium = sql<string>`coalesce(${visits.utmMedium}, '')`;
  const name = sql<string>`coalesce(${visits.utmCampaign}, '')`;
  const rideMedium = sql<string>`coalesce(${rides.utmMedium}, '')`;
  const rideName = sql<string>`coalesce(${rides.utmCampaign}, '')`;

  const [totals, pages, landings, booked, visitDays, rideDays] = await Promise.all([
    db
      .select({ visits: count(), visitors: countDistinct(visits.sessionId) })
      .from(visits)
      .where(inVisits),
    db
      .select({ path: visits.path, visits: count() })
      .from(visits)
      .where(inVisits)
      .groupBy(visits.path)
      .orderBy(desc(count()), asc(visits.path))
      .limit(10),
    db
      .select({ source, medium, name, sessions: countDistinct(visits.sessionId) })
      .from(visits)
      .where(and(inVisits, isNotNull(visits.utmSource)))
      .groupBy(source, medium, name),
    db
      .select({
        source: sql<string>`${rides.utmSource}`,
        medium: rideMedium,
        name: rideName,
        bookings: count(),
      })
      .from(rides)
      .where(and(inRides, isNotNull(rides.utmSource)))
      .groupBy(rides.utmSource, rideMedium, rideName),
    db.select({ day: visitDay, visits: count() }).from(visits).where(inVisits).groupBy(FIRST_COLUMN),
    db
      .select({
        day: rideDay,
        rides: count(),
        revenue: sql<number>`coalesce(sum(case when ${rides.status} = 'completed'
          then coalesce(${rides.collectedFee}, ${rides.totalAmount}) else 0 end), 0)::int`,
      })
      .from(rides)
      .where(inRides)
      .groupBy(FIRST_COLUMN),
  ]);

  const key = (row: { source: string; medium: string; name: string }) =>
    JSON.stringify([row.source, row.medium, row.name]);
  const campaigns = new Map<string, Insights['campaigns'][number]>();
  for (const row of landings) {
    campaigns.set(key(row), {
      source: row.source,
      medium: row.medium,
      campaign: row.name,
      sessions: row.sessions,
      bookings: 0,
      conversion: 0,
    });
  }
  for (const row of booked) {
    const entry = campaigns.get(key(row)) ?? {
      source: row.source,
      medium: row.medium,
      campaign: row.name,
      sessions: 0,
      bookings: 0,
      conversion: 0,
    };
    entry.bookings = row.bookings;
    campaigns.set(key(row), entry);
  }
  for (const entry of campaigns.values()) {
    entry.conversion = entry.sessions > 0 ? Math.round((entry.bookings / entry.sessions) * 1000) / 1000 : 0;
  }

  const visitsOn = new Map(visitDays.map((row) => [row.day, row.visits]));
  const ridesOn = new Map(rideDays.map((row) => [row.day, row]));
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    currency: tenant.currency,
    visits: totals[0]?.visits ?? 0,
    uniqueVisitors: totals[0]?.visitors ?? 0,
    topPages: pages,
    campaigns: [...campaigns.values()].sort((a, b) => b.sessions - a.sessions || b.bookings - a.bookings),
    days: daysOf(from, to, tenant.timezone).map((date) => ({
      date,
      visits: visitsOn.get(date) ?? 0,
      rides: ridesOn.get(date)?.rides ?? 0,
      revenue: ridesOn.get(date)?.revenue ?? 0,
    })),
  };
}
