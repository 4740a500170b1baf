// Leads: riders who left a phone number (in the PWA chat, on WhatsApp, or through the lead-create call) without
// booking. One open lead per phone and tenant, updated as the conversation goes on rather than duplicated, and
// marked converted in the booking's own statement when that rider books.
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Country } from '../../../domain/constants';
import {
  phoneInText,
  type Lead,
  type LeadSource,
  type LeadsQuery,
  type LeadTrip,
} from '../../../domain/riders/leads';
import type { Draft } from '../../../domain/assistants/booking-text/conversation';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import type { User } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';

export interface LeadInput {
  phone: string;
  name?: string;
  email?: string;
  riderId?: string | null;
  draft?: Draft | null;
  source: LeadSource;
}

type LeadRow = typeof leads.$inferSelect;

function tripOf(draft: unknown): LeadTrip | null {
  const d = draft as Partial<Draft> | null;
  if (!d || (!d.pickup && !d.dropoff && !d.pickupTime && !d.vehicleType)) return null;
  return {
    pickup: d.pickup?.name ?? null,
    dropoff: d.dropoff?.name ?? null,
    pickupTime: d.pickupTime ?? null,
    vehicleType: d.vehicleType ?? null,
  };
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    source: row.source as LeadSource,
    status: row.convertedAt ? 'converted' : 'open',
    trip: tripOf(row.draft),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Opens the phone's lead, or updates the open one: a new name, e-mail or draft replaces the old, blanks do not. */
export async function recordLead(db: Db, tenant: Tenant, input: LeadInput): Promise<Lead> {
  const keep = (column: typeof leads.name | typeof leads.email) =>
    sql`coalesce(nullif(excluded.${sql.identifier(column.name)}, ''), ${column})`;
  const [row] = await db
    .insert(leads)
    .values({
      tenantId: tenant.id,
      phone: input.phone,
      name: input.name ?? '',
      email: input.email ?? '',
      riderId: input.riderId ?? null,
      draft: input.draft ?? null,
      source: input.source,
    })
    .onConflictDoUpdate({
      target: [leads.tenantId, leads.phone],
      targetWhere: isNull(leads.convertedAt),
      set: {
        name: keep(leads.name),
        email: keep(leads.email),
        riderId: sql`coalesce(excluded.rider_id, ${leads.riderId})`,
        draft: sql`coalesce(excluded.draft, ${leads.draft})`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return toLead(row!);
}

/** A chat turn that did not book: a phone number written in the message makes (or updates) a lead, and on
 * WhatsApp the rider's own number is one they gave. */
export async function leadFromChat(
  db: Db,
  tenant: Tenant,
  rider: User,
  turn: { text: string; draft: Draft; source: 'chat' | 'whatsapp' },
): Promise<void> {
  const written = phoneInText(turn.text, tenant.countryCode as Country);
  const phone = written ?? (turn.source === 'whatsapp' ? rider.phone : null);
  if (!phone) return;
  await recordLead(db, tenant, {
    phone,
    name: rider.name,
    riderId: rider.id,
    draft: turn.draft,
    source: turn.source,
  });
}

/** The update that marks the rider's open leads (by account or by phone) converted by this ride; the booking runs
 * it in its own statement. */
export function convertLeads(
  db: Db,
  tenantId: string | Placeholder,
  rider: { riderId: string | Placeholder; phones: (string | Placeholder)[] },
  rideId: string | Placeholder,
) {
  const phones = rider.phones.filter(Boolean);
  return db
    .update(leads)
    .set({ convertedAt: sql`now()`, rideId: sql`${rideId}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(leads.tenantId, tenantId),
        isNull(leads.convertedAt),
        or(eq(leads.riderId, rider.riderId), phones.length ? inArray(leads.phone, phones) : undefined),
      ),
    );
}

export async function listLeads(db: Db, tenant: Tenant, query: LeadsQuery) {
  const where = and(
    eq(leads.tenantId, tenant.id),
    query.status === 'open'
      ? isNull(leads.convertedAt)
      : query.status === 'converted'
        ? isNotNull(leads.convertedAt)
        : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(leads).where(where),
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.updatedAt), desc(leads.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return { total: total?.n ?? 0, items: rows.map(toLead) };
}
