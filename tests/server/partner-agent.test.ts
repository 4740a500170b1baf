// The partner operations agent over a real socket.io client: questions answered from the dashboard's own
// figures, ride actions restated and applied only after a yes through the console's service (a move the
// console refuses is refused with the console's reason), and nothing read or changed across tenants.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { openAppSocket } from '../helpers/socket-client';
import {
  partnerAgentMessageSchema,
  type PartnerReply,
} from '../../src/domain/assistants/partner-agent/partner-agent-contract';
import { crewResponseSchema } from '../../src/domain/drivers/fleet';
import { ridesResponseSchema } from '../../src/domain/rides/partner-rides';
import { drivers, rides, tenantHosts, tenants, users, vehicles } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { bookSedan } from '../helpers/rides';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const GULF = 'gulf-agent.test';

describe.each(testDatabases())('partner agent on $name', (target) => {
  let t: TestApp;
  let base: string;
  let partner: string;
  let rider: string;
  let demoId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    [partner, rider] = [await partnerToken(t), await riderToken(t)];
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.domain, DEMO.host));
    demoId = demo!.id;
    await t.database.db.insert(drivers).values([
      {
        tenantId: demoId,
        firstName: 'Kavin',
        lastName: 'Raj',
        phone: '+919800055555',
        accountStatus: 'Verified',
      },
      {
        tenantId: demoId,
        firstName: 'Abdul',
        lastName: 'Kareem',
        phone: '+919800055556',
        accountStatus: 'pending',
      },
    ]);
    await t.database.db
      .insert(vehicles)
      .values({ tenantId: demoId, vehicleType: 'sedan', model: 'Dzire', number: 'TN11 KR4321' });
    const [gulf] = await t.database.db
      .insert(tenants)
      .values({
        businessName: 'Gulf Limousines',
        email: 'ops@gulf-agent.test',
        domain: GULF,
        countryCode: 'ae',
        dialCode: '971',
        currency: 'AED',
        timezone: 'Asia/Dubai',
        mode: 'partner',
      })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: GULF, tenantId: gulf!.id });
    await t.database.db
      .insert(users)
      .values({ tenantId: gulf!.id, role: 'partner', email: 'ops@gulf-agent.test' });
    await t.database.db.insert(drivers).values({
      tenantId: gulf!.id,
      firstName: 'Omar',
      lastName: 'Haddad',
      phone: '+971501234567',
      accountStatus: 'Verified',
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  async function open(token: string | null, host: string = DEMO.host): Promise<Socket> {
    const socket = await openAppSocket(base, token, host);
    sockets.push(socket);
    return socket;
  }

  const ask = async (socket: Socket, message: unknown): Promise<PartnerReply> => {
    const answer = new Promise<unknown>((resolve) => socket.once('partnerAgentMessage', resolve));
    socket.emit(
      'partnerMessage',
      typeof message === 'string' ? { role: 'human', content: { message } } : message,
    );
    return partnerAgentMessageSchema.parse(await answer).content.reply;
  };

  const console = async (url: string, token = partner) => {
    const reply = await t.app.inject({ url, headers: { host: DEMO.host, authorization: `Bearer ${token}` } });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as unknown;
  };
  const consoleAction = (rideId: string, payload: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/partner/rides/${rideId}/actions`,
      headers: { host: DEMO.host, authorization: `Bearer ${partner}`, 'idempotency-key': key },
      payload,
    });
  const rideRow = async (id: string) =>
    (await t.database.db.select().from(rides).where(eq(rides.id, id)))[0]!;
  const short = (id: string) => id.slice(0, 8).toUpperCase();

  it('answers questions with the figures the console shows', async () => {
    const socket = await open(partner);
    const today = ridesResponseSchema.parse(await console('/api/v1/partner/rides?dateFilter=today'));
    expect(await ask(socket, 'how many rides today?')).toEqual({
      kind: 'rideCount',
      period: 'today',
      status: 'all',
      counts: today.counts,
    });
    const week = ridesResponseSchema.parse(await console('/api/v1/partner/rides?dateFilter=thisWeek'));
    expect(await ask(socket, 'revenue this week')).toEqual({
      kind: 'revenue',
      period: 'thisWeek',
      revenue: week.revenue,
      commission: week.commission,
      completed: week.counts.completed,
      currency: 'INR',
    });
    const crew = crewResponseSchema.parse(await console('/api/v1/partner/drivers'));
    const offline = await ask(socket, 'which drivers are offline');
    expect(offline).toMatchObject({ kind: 'drivers', online: false, total: crew.members.length });
    expect(offline.kind === 'drivers' && offline.names).toEqual(
      crew.members.filter((m) => !m.online).map((m) => `${m.firstName} ${m.lastName}`.trim()),
    );
    const [booked] = await t.database.db
      .select({ n: count() })
      .from(rides)
      .where(and(eq(rides.tenantId, demoId), eq(rides.status, 'booked')));
    const waiting = await ask(socket, 'rides waiting for a driver');
    expect(waiting).toMatchObject({ kind: 'waitingRides', total: booked!.n });
    expect(waiting.kind === 'waitingRides' && waiting.rides.length).toBe(Math.min(5, booked!.n));
  });

  it('restates an accept, changes nothing until yes, then applies it and tells the console', async () => {
    const rideId = await bookSedan(t, rider, 'agent-accept-booking');
    const socket = await open(partner);
    const watcher = await open(partner);
    const command = `accept ${short(rideId)} with driver Kavin and TN 11 KR 4321`;
    expect(await ask(socket, command)).toEqual({
      kind: 'confirm',
      action: { action: 'accept', ride: short(rideId), driver: 'Kavin Raj', vehicle: 'TN11 KR4321' },
    });
    expect((await rideRow(rideId)).status).toBe('booked');
    const heard = new Promise<{ id: string; status: string }>((resolve) =>
      watcher.once('ride:updated', resolve),
    );
    expect(await ask(socket, 'yes')).toMatchObject({ kind: 'done', status: 'accepted' });
    expect(await heard).toMatchObject({ id: rideId, status: 'accepted' });
    expect(await rideRow(rideId)).toMatchObject({ status: 'accepted', cancelReason: null });
    // The driver's text follows the console's news; it is not part of the agent's answer.
    await expect
      .poll(() => t.sms.find((sms) => sms.to === '+919800055555')?.text)
      .toMatch(/track\/driver\?rideId=/);
    expect(await ask(socket, 'yes')).toEqual({ kind: 'nothingToConfirm' });
  });

  it('refuses what the console refuses, with the console’s reason, before and after asking', async () => {
    const rideId = await bookSedan(t, rider, 'agent-refusal-booking');
    const socket = await open(partner);
    const [abdul] = await t.database.db.select().from(drivers).where(eq(drivers.phone, '+919800055556'));
    const [sedan] = await t.database.db.select().from(vehicles).where(eq(vehicles.number, 'TN11 KR4321'));
    const fromConsole = await consoleAction(
      rideId,
      { action: 'accept', driverId: abdul!.id, vehicleId: sedan!.id },
      'agent-refusal-1',
    );
    expect(fromConsole.statusCode).toBe(409);
    expect(await ask(socket, `accept #${short(rideId)} with driver Abdul and TN11KR4321`)).toEqual({
      kind: 'ambiguousDriver',
      name: 'Abdul',
      matches: ['Abdul Rahman', 'Abdul Kareem'],
    });
    expect(await ask(socket, `accept #${short(rideId)} with driver Abdul Kareem and TN11KR4321`)).toEqual({
      kind: 'refused',
      reason: fromConsole.json().error.message,
    });

    expect(await ask(socket, `cancel ${short(rideId)}, rider asked`)).toMatchObject({ kind: 'confirm' });
    expect(await ask(socket, 'no')).toEqual({ kind: 'kept' });
    expect((await rideRow(rideId)).status).toBe('booked');
    expect(await ask(socket, `cancel ${short(rideId)}`)).toEqual({
      kind: 'needs',
      action: 'cancel',
      part: 'reason',
    });
    expect(await ask(socket, `cancel ${short(rideId)}, rider asked`)).toMatchObject({ kind: 'confirm' });
    // The console cancels it meanwhile: the yes is refused with the state machine's reason.
    expect(
      (await consoleAction(rideId, { action: 'cancel', reason: 'by phone' }, 'agent-refusal-2')).statusCode,
    ).toBe(200);
    const again = await consoleAction(rideId, { action: 'cancel', reason: 'again' }, 'agent-refusal-3');
    expect(await ask(socket, 'yes')).toEqual({ kind: 'refused', reason: again.json().error.message });
    expect(await rideRow(rideId)).toMatchObject({ status: 'cancelled', cancelReason: 'by phone' });
  });

  it('never reads or acts across tenants', async () => {
    const rideId = await bookSedan(t, rider, 'agent-tenant-booking');
    const gulfPartner = await partnerToken(t, 'ops@gulf-agent.test', GULF);
    const gulf = await open(gulfPartner, GULF);
    const counts = await ask(gulf, 'how many rides this month');
    expect(counts.kind === 'rideCount' && Object.values(counts.counts).every((n) => n === 0)).toBe(true);
    expect(await ask(gulf, 'rides waiting for a driver')).toEqual({
      kind: 'waitingRides',
      total: 0,
      rides: [],
    });
    expect(await ask(gulf, 'which drivers are online')).toEqual({
      kind: 'drivers',
      online: true,
      names: [],
      total: 1,
    });
    expect(await ask(gulf, `cancel ${short(rideId)}, not ours`)).toEqual({
      kind: 'unknownRide',
      ride: short(rideId),
    });
    expect(await ask(gulf, rideId.replace(/^/, 'cancel ') + ' because')).toMatchObject({
      kind: 'unknownRide',
    });
    expect((await rideRow(rideId)).status).toBe('booked');

    const demo = await open(partner);
    expect(await ask(demo, `accept ${short(rideId)} with driver Omar and TN11 KR4321`)).toEqual({
      kind: 'unknownDriver',
      name: 'Omar',
    });
    // A demo partner token on the gulf host is no session there at all.
    const crossed = await open(partner, GULF);
    expect(await ask(crossed, 'how many rides today')).toEqual({ kind: 'signIn' });
  });

  it('answers riders, strangers and bad messages without acting', async () => {
    expect(await ask(await open(rider), 'how many rides today')).toEqual({ kind: 'signIn' });
    expect(await ask(await open(null), 'how many rides today')).toEqual({ kind: 'signIn' });
    const socket = await open(partner);
    expect(await ask(socket, { role: 'human', content: { message: '   ' } })).toEqual({
      kind: 'badMessage',
      problem: 'blank',
    });
    expect(await ask(socket, 'x'.repeat(4000))).toEqual({ kind: 'badMessage', problem: 'tooLong' });
    expect(await ask(socket, 42)).toEqual({ kind: 'badMessage', problem: 'blank' });
    expect(await ask(socket, 'asdkjh qwpoe')).toEqual({ kind: 'help' });
    expect(await ask(socket, 'accept R123 with driver Ravi and TN 09 AB 1234')).toEqual({
      kind: 'unknownRide',
      ride: 'R123',
    });
  });
});
