// Support tickets: a rider asks (optionally about one of their rides), the partner's staff answer on the Help
// page, and the rider hears of the answer by e-mail when they gave one, else by text. Every read and write is
// scoped to the session's tenant, and a rider only ever reaches their own tickets and rides.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import type { Ticket, TicketStatus } from '../../../domain/riders/support';
import type { Db } from '../../db/client';
import { rides, supportMessages, supportTickets, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Mailer } from '../../mail/mailer';
import { notifyRider, sendLoggedEmail } from '../messages';
import type { ActiveSession } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';

type TicketRow = typeof supportTickets.$inferSelect;
const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'There is no such ticket.');

/** Tickets with their threads, riders and rides, newest activity first. */
async function withThreads(db: Db, rows: TicketRow[]): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const riderIds = rows.flatMap((row) => (row.riderId ? [row.riderId] : []));
  const rideIds = rows.flatMap((row) => (row.rideId ? [row.rideId] : []));
  const [messages, people, trips] = await Promise.all([
    db
      .select()
      .from(supportMessages)
      .where(inArray(supportMessages.ticketId, ids))
      .orderBy(asc(supportMessages.createdAt)),
    riderIds.length ? db.select().from(users).where(inArray(users.id, riderIds)) : [],
    rideIds.length ? db.select().from(rides).where(inArray(rides.id, rideIds)) : [],
  ]);
  return rows.map((row) => {
    const rider = people.find((person) => person.id === row.riderId);
    const ride = trips.find((trip) => trip.id === row.rideId);
    return {
      id: row.id,
      status: row.status as TicketStatus,
      rideId: row.rideId,
      rideLabel: ride ? `${ride.pickupName} → ${ride.dropoffName}` : null,
      riderName: rider?.name ?? '',
      riderPhone: rider?.phone ?? '',
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      messages: messages
        .filter((message) => message.ticketId === row.id)
        .map((message) => ({
          id: message.id,
          author: message.author as 'rider' | 'partner',
          body: message.body,
          createdAt: message.createdAt.toISOString(),
        })),
    };
  });
}

export async function createTicket(
  tx: Db,
  rider: ActiveSession,
  input: { message: string; rideId?: string | null | undefined },
): Promise<Ticket> {
  if (input.rideId) {
    const [own] = await tx
      .select({ id: rides.id })
      .from(rides)
      .where(
        and(eq(rides.id, input.rideId), eq(rides.riderId, rider.user.id), eq(rides.tenantId, rider.tenantId)),
      );
    if (!own)
      // Not found, as for a ride that does not exist: another rider's or partner's ride is not there to see.
      throw new HttpError(404, ERROR_CODES.notFound, 'Pick one of your rides.', {
        rideId: 'Pick one of your rides',
      });
  }
  const [ticket] = await tx
    .insert(supportTickets)
    .values({ tenantId: rider.tenantId, riderId: rider.user.id, rideId: input.rideId ?? null })
    .returning();
  await tx.insert(supportMessages).values({ ticketId: ticket!.id, author: 'rider', body: input.message });
  const [created] = await withThreads(tx, [ticket!]);
  return created!;
}

export async function riderTickets(db: Db, rider: ActiveSession): Promise<Ticket[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.tenantId, rider.tenantId), eq(supportTickets.riderId, rider.user.id)))
    .orderBy(desc(supportTickets.updatedAt));
  return withThreads(db, rows);
}

export async function partnerTickets(db: Db, tenant: Tenant, status?: TicketStatus): Promise<Ticket[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(
      and(eq(supportTickets.tenantId, tenant.id), status ? eq(supportTickets.status, status) : undefined),
    )
    .orderBy(desc(supportTickets.updatedAt))
    .limit(200);
  return withThreads(db, rows);
}

async function ticketOf(db: Db, tenantId: string, id: string, riderId?: string): Promise<TicketRow> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.id, id),
        eq(supportTickets.tenantId, tenantId),
        riderId ? eq(supportTickets.riderId, riderId) : undefined,
      ),
    );
  if (!row) throw notFound();
  return row;
}

async function addMessage(
  db: Db,
  ticket: TicketRow,
  author: 'rider' | 'partner',
  body: string,
  status: TicketStatus,
) {
  await db.insert(supportMessages).values({ ticketId: ticket.id, author, body });
  const [updated] = await db
    .update(supportTickets)
    .set({ status, updatedAt: new Date() })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  const [answer] = await withThreads(db, [updated!]);
  return answer!;
}

/** The rider writes again: the ticket is open for the partner once more. */
export async function riderReply(db: Db, rider: ActiveSession, id: string, message: string) {
  const ticket = await ticketOf(db, rider.tenantId, id, rider.user.id);
  return addMessage(db, ticket, 'rider', message, 'open');
}

export interface AnswerDeps {
  db: Db;
  mailer: Mailer;
}

/** The partner answers: the ticket is answered, and the rider is told where they will see it. */
export async function partnerAnswer(
  deps: AnswerDeps,
  tenant: Tenant,
  id: string,
  message: string,
  supportUrl: string,
) {
  const ticket = await ticketOf(deps.db, tenant.id, id);
  if (ticket.status === 'closed')
    throw new HttpError(409, ERROR_CODES.conflict, 'This ticket is closed. Reopen it to answer.');
  const answered = await addMessage(deps.db, ticket, 'partner', message, 'answered');
  const [rider] = ticket.riderId
    ? await deps.db.select().from(users).where(eq(users.id, ticket.riderId))
    : [];
  const text = `${tenant.businessName} answered your question: "${message}" See the whole thread at ${supportUrl}`;
  if (rider?.email) {
    const subject = `${tenant.businessName} answered your question`;
    await sendLoggedEmail(
      deps.db,
      deps.mailer,
      {
        tenantId: tenant.id,
        rideId: ticket.rideId,
        kind: 'support_reply',
        language: rider.language ?? tenant.defaultLanguage,
        variables: { subject },
      },
      { to: rider.email, subject, text },
    );
  } else if (rider?.phone) {
    await notifyRider(
      deps.db,
      tenant,
      { phone: rider.phone, userId: rider.id, language: rider.language },
      { kind: 'support_reply', variables: { answer: message, link: supportUrl } },
    );
  }
  return answered;
}

export async function changeTicketStatus(db: Db, tenant: Tenant, id: string, status: 'open' | 'closed') {
  const ticket = await ticketOf(db, tenant.id, id);
  const [updated] = await db
    .update(supportTickets)
    .set({ status, updatedAt: new Date() })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  const [answer] = await withThreads(db, [updated!]);
  return answer!;
}
