// The booking agent behind every door (PWA chat, WhatsApp, HTTP): one rider message in, one reply out.
// The message is parsed and folded into the rider's stored conversation; the agent asks for what is missing,
// quotes and books through the same services as the form, so prices and idempotency are the form's.
import { savedPlacesFirst } from '../../../domain/places/saved-first';
import { savedPlacesSchema } from '../../../domain/riders/rider-profile';
import { and, asc, eq } from 'drizzle-orm';
import type { BookingRequest, QuoteRequest } from '../../../domain/booking/booking';
import {
  agentReply,
  formatFare,
  type AgentReplyExtra,
  type AgentReply,
} from '../../../domain/assistants/booking-text/agent-replies';
import { writtenLanguage } from '../../../domain/assistants/booking-text/written-language';
import { intlLocale } from '../../../domain/intl-locale';
import {
  NEW_CONVERSATION,
  nextTurn,
  reduce,
  type AgentTurn,
  type ConversationState,
  type Draft,
  type Offer,
} from '../../../domain/assistants/booking-text/conversation';
import type { Country } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { chatMessages, conversations } from '../../db/schema';
import { ERROR_CODES } from '../../../domain/errors';
import { HttpError } from '../../http-error';
import { bookRide, type BookingDeps, type Rider, type RideRow } from '../booking';
import { requestHash } from '../../lib/idempotency';
import { leadFromChat } from '../riders';
import { placeIndex } from '../places';
import type { LatLng, PlaceIndex } from '../../../domain/places/place-index';
import { createQuote, offeredRateCards, PickupOutsideWindowError } from '../booking';
import type { Tenant } from '../../lib/tenants';
import type { ReadBooking } from './booking-reader';

export interface AgentDeps extends BookingDeps {
  routingUrl: string | undefined;
  readBooking: ReadBooking;
}

/** A signed search is long; its digest stands for it in the booking's idempotency key. */
const quoteKey = (rideSearchId: string) => requestHash(['quote', rideSearchId]).slice(0, 32);

function quoteRequest(draft: Draft): QuoteRequest {
  const place = (p: NonNullable<Draft['pickup']>) => ({
    name: p.name,
    lat: p.lat,
    lng: p.lng,
    ...(p.iata ? { iata: p.iata } : {}),
  });
  const pickup = place(draft.pickup!);
  return {
    rideType: draft.tripType,
    ...(draft.service ? { service: draft.service } : {}),
    packageDetails: draft.service === 'rental' ? { hours: draft.rentalHours ?? 4 } : null,
    pickupLocation: pickup,
    dropoffLocation: draft.dropoff ? place(draft.dropoff) : pickup,
    pickupTime: draft.pickupTime!,
    returnTime: draft.returnTime,
  };
}

/** Where names with no city are read: the rider's position, else the first place the partner serves. */
export function riderArea(
  places: PlaceIndex,
  servedPlaces: readonly string[],
  position: LatLng | undefined,
): LatLng | undefined {
  if (position) return position;
  const served = servedPlaces[0];
  return served ? places.places.find((place) => place.id === served) : undefined;
}

/** The rider's conversation, created on their first message. Parallel first messages race to create it: the
 * insert that loses does nothing (rather than failing on the unique index) and everyone reads the one row. */
async function loadConversation(db: Db, tenant: Tenant, riderId: string) {
  const own = and(eq(conversations.tenantId, tenant.id), eq(conversations.riderId, riderId));
  const [row] = await db.select().from(conversations).where(own);
  if (row) return { id: row.id, state: row.state as ConversationState };
  await db
    .insert(conversations)
    .values({ tenantId: tenant.id, riderId, state: NEW_CONVERSATION })
    .onConflictDoNothing({ target: [conversations.tenantId, conversations.riderId] });
  const [created] = await db.select().from(conversations).where(own);
  return { id: created!.id, state: created!.state as ConversationState };
}

export interface AgentAnswer {
  reply: AgentReply;
  booked: RideRow | null;
}

/** One turn: the rider's message in, the agent's reply out, the conversation stored in between. */
export async function answerRider(
  deps: AgentDeps,
  tenant: Tenant,
  rider: Rider,
  message: string,
  screenLanguage: string,
  channel: 'chat' | 'whatsapp' = 'chat',
  position?: LatLng,
): Promise<AgentAnswer> {
  const text = message.trim();
  // The rider is answered in the language they write, whatever language the screen is in.
  const language = writtenLanguage(text, screenLanguage);
  const conversation = await loadConversation(deps.db, tenant, rider.user.id);
  // "Home" and "work" (and the rider's own names) mean the places saved on their profile.
  const saved = savedPlacesSchema.safeParse(rider.user.savedPlaces).data ?? [];
  const places = savedPlacesFirst(await placeIndex(tenant.countryCode as Country), saved);
  // A place already agreed anchors the next one: "to Phoenix Marketcity" after "from Velachery" is Chennai's.
  const { draft, stage } = conversation.state;
  const near = stage === 'booked' ? undefined : (draft.pickup ?? draft.dropoff ?? undefined);
  const around = riderArea(places, tenant.servedPlaces, position);
  const parsed = await deps.readBooking(
    text,
    { now: new Date(), timezone: tenant.timezone, places, near, around, language },
    tenant.assistantUsesLanguageModel,
  );
  let state = reduce(conversation.state, { type: 'message', text, parsed, timezone: tenant.timezone });
  let turn = nextTurn(state, text);
  let pastTime = false;
  let nextPickupAt: number | null = null;
  let booked: RideRow | null = null;

  if (turn.kind === 'quote') {
    try {
      const quote = await createQuote(
        deps.quoteTokens,
        tenant,
        quoteRequest(state.draft),
        deps.routingUrl,
        (id) => offeredRateCards(deps.db, id),
      );
      const offers: Offer[] = quote.data.ride_details.map((detail) => ({
        vehicleType: detail.vehicle.vehicle_type,
        models: detail.vehicle.vehicles,
        totalFee: detail.fee.total_fee,
        currency: detail.fee.currency,
      }));
      state = reduce(state, { type: 'quoted', quoteId: quote.data.ride_search_id, offers });
    } catch (error) {
      // A suspended partner's refusal is the answer itself; other refusals ask the rider for the time again.
      if (!(error instanceof HttpError) || error.code === ERROR_CODES.partnerSuspended) throw error;
      pastTime = true;
      if (error instanceof PickupOutsideWindowError) nextPickupAt = error.nextPickupAt;
      state = { ...state, draft: { ...state.draft, pickupTime: null } };
    }
    turn = nextTurn(state, '');
  }
  const context = {
    language,
    // Formatted as the site formats the language in the partner's country (ta-IN, ar-AE, en-US).
    locale: intlLocale(language, tenant.countryCode as Country),
    timezone: tenant.timezone,
    businessName: tenant.businessName,
  };
  const extra: AgentReplyExtra = { pastTime, ...(nextPickupAt !== null && { nextPickupAt }) };
  if (turn.kind === 'book') {
    const key = `chat-${conversation.id}-${quoteKey(state.quoteId!)}-${state.draft.vehicleType}`;
    const answer = await bookRide(deps, tenant, rider, bookingFor(state, rider), key);
    booked = answer.created;
    const ride = answer.body.data[0]!;
    state = reduce(state, { type: 'booked', rideId: ride.rideId });
    turn = nextTurn(state, '');
    extra.tripCode = ride.tripCode;
    extra.cashback = formatFare(ride.cashbackAmount, ride.currency, context.locale);
  }
  const reply = agentReply(
    turn as Exclude<AgentTurn, { kind: 'quote' } | { kind: 'book' }>,
    state.draft,
    context,
    extra,
  );
  await store(deps.db, tenant, conversation.id, state, language, text, reply);
  if (!booked) await leadFromChat(deps.db, tenant, rider.user, { text, draft: state.draft, source: channel });
  return { reply, booked };
}

function bookingFor(state: ConversationState, rider: Rider): BookingRequest {
  return {
    rideSearchId: state.quoteId!,
    vehicleType: state.draft.vehicleType!,
    customerName: rider.user.name || 'Rider',
    customerPhone: rider.user.phone ?? '',
    customerEmail: rider.user.email ?? '',
    paymentMethod: 'cash',
    ...(state.draft.flightNumber ? { flightNumber: state.draft.flightNumber } : {}),
  };
}

async function store(
  db: Db,
  tenant: Tenant,
  conversationId: string,
  state: ConversationState,
  language: string,
  text: string,
  reply: AgentReply,
) {
  await db
    .update(conversations)
    .set({ state, language, updatedAt: new Date() })
    .where(eq(conversations.id, conversationId));
  // One statement shares one now(): explicit times keep the reply after the message it answers.
  const at = Date.now();
  await db.insert(chatMessages).values([
    { tenantId: tenant.id, conversationId, role: 'user', text, createdAt: new Date(at) },
    {
      tenantId: tenant.id,
      conversationId,
      role: 'agent',
      text: reply.text,
      choices: reply.choices,
      createdAt: new Date(at + 1),
    },
  ]);
}

export async function conversationHistory(db: Db, tenant: Tenant, riderId: string) {
  const rows = await db
    .select({
      role: chatMessages.role,
      text: chatMessages.text,
      choices: chatMessages.choices,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(and(eq(conversations.tenantId, tenant.id), eq(conversations.riderId, riderId)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map((row) => ({
    role: row.role as 'user' | 'agent',
    text: row.text,
    choices: row.choices,
    createdAt: row.createdAt.toISOString(),
  }));
}
