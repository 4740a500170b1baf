// First-party visitor analytics (spec 3, visitor tracking and ad metrics): the PWA reports each page a visitor
// opens, with a session id kept in the tab (no cookie) and the landing page's campaign, to the partner's own
// database. Visitors asking not to be tracked (Do Not Track, Global Privacy Control) are not counted at all.
import { z } from 'zod';
import { checkCustomRange, DATE_FILTERS, type DateFilterQuery } from '../date-filter';

const short = (max: number) => z.string().trim().max(max).optional();

/** The ad fields of spec 3's ad metrics payload, as the landing page's query string carried them. */
export const adMetricsSchema = z.object({
  utm_source: short(200),
  utm_medium: short(200),
  utm_campaign: short(200),
  fbclid: short(500),
});
export type AdMetrics = z.infer<typeof adMetricsSchema>;
export const visitSessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use the session id the site gave you');

/** Spec 3's visitor tracking payload, less what identifies a person: who is logged in is the server's to know. */
export const visitRequestSchema = z.object({
  session_id: visitSessionIdSchema,
  page_url: z.string().trim().min(1, 'Name the page').max(2000),
  create_iso_time: z.iso.datetime().optional(),
  create_ux_time: z.number().int().nonnegative().optional(),
  device_details: z
    .object({
      os: short(60),
      os_version: short(60),
      browser: short(60),
      device_type: short(60),
      device_brand: short(60),
      device_model: short(60),
    })
    .optional(),
  ad_metrics: adMetricsSchema.optional(),
});
export type VisitRequest = z.infer<typeof visitRequestSchema>;

/** The campaign a visit came from: its utm source, else Facebook when only an fbclid marks an ad click. */
export function campaignOf(ad: AdMetrics | undefined): AdMetrics | null {
  const source = ad?.utm_source || (ad?.fbclid ? 'facebook' : '');
  if (!source) return null;
  return {
    utm_source: source,
    utm_medium: ad?.utm_medium || undefined,
    utm_campaign: ad?.utm_campaign || undefined,
    fbclid: ad?.fbclid || undefined,
  };
}

/** `GET /api/v1/partner/insights?date_filter=`: the console's periods, this week unless asked. */
export const insightsQuerySchema = z
  .object({
    date_filter: z.enum(DATE_FILTERS).default('thisWeek'),
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-14')
      .optional(),
    to: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-14')
      .optional(),
  })
  .superRefine((query, ctx) => checkCustomRange(asDateFilter(query), ctx));
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export const asDateFilter = (query: {
  date_filter: DateFilterQuery['dateFilter'];
  from?: string | undefined;
  to?: string | undefined;
}): DateFilterQuery => ({ dateFilter: query.date_filter, from: query.from, to: query.to });

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  visits: z.number().int(),
  uniqueVisitors: z.number().int(),
  topPages: z.array(z.object({ path: z.string(), visits: z.number().int() })),
  /** Sessions that landed from each campaign and the bookings attributed to it; conversion = bookings/sessions. */
  campaigns: z.array(
    z.object({
      source: z.string(),
      medium: z.string(),
      campaign: z.string(),
      sessions: z.number().int(),
      bookings: z.number().int(),
      conversion: z.number(),
    }),
  ),
  /** Every day of the period in the partner's time zone: visits, rides booked and what completed ones earned. */
  days: z.array(
    z.object({
      date: z.string(),
      visits: z.number().int(),
      rides: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;
