// Booking by chat through the real API and socket.io: a conversation that asks, offers, takes a change of
// vehicle, confirms and books through the same booking service, survives reloads, and answers bad input.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import {
  chatHistorySchema,
  chatReplySchema,
} from '../../src/domain/assistants/booking-text/agent-parse-contract';
import type { ConversationState } from '../../src/domain/assistants/booking-text/conversation';
import { conversations, rides, users } from '../../src/server/db/schema';
import { DEMO } from '../../src/server/db/seed';
import { riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const host = DEMO.host;

describe.each(testDatabases())('chat booking on $name', (target) => {
  let t: TestApp;
  let rider: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    rider = await riderToken(t, '+919742056789');
  });
  afterAll(async () => {
    await t?.close();
  });

  const say = async (text: string, language = 'en', token = rider) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/messages',
      headers: { host, authorization: `Bearer ${token}` },
      payload: { text, language },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return chatReplySchema.parse(reply.json()).reply;
  };

  it('books Chennai to Bengaluru tomorrow 8 pm, changing the vehicle on the way', async () => {
    expect((await say('I need a taxi')).text).toBe('Where should we pick you up?');
    expect((await say('Chennai to Bangalore')).text).toMatch(/When should the driver come/);
    const offers = await say('tomorrow 8 pm');
    expect(offers.text).toMatch(/Here are the vehicles for Chennai → Bengaluru/);
    expect(offers.choices.some((choice) => choice.startsWith('Sedan ·'))).toBe(true);
    expect((await say(offers.choices.find((c) => c.startsWith('Sedan'))!)).text).toMatch(
      /^Book a Sedan for Chennai → Bengaluru/,
    );
    const suv = await say('SUV instead');
    expect(suv.text).toMatch(/^Book a SUV/);
    expect(suv.choices).toEqual(['Yes, book it']);
    const booked = await say('Yes, book it');
    expect(booked.text).toMatch(/^Booked! Your trip code is \d{4}/);
    const ride = (
      await t.database.db.select().from(rides).where(eq(rides.customerPhone, '+919742056789'))
    ).find((r) => r.status === 'booked' && r.dropoffName === 'Bengaluru');
    expect(ride).toMatchObject({
      vehicleType: 'suv',
      pickupName: 'Chennai',
      service: 'outstation',
      paymentMethod: 'cash',
    });
    expect(booked.text).toContain(ride!.tripCode);
  });

  it('books tomorrow at 7:45 for 07:45, and quarter to 8 reads the same', async () => {
    const early = await riderToken(t, '+919742050745');
    const offers = await say('Chennai to Pondicherry tomorrow at 7:45', 'en', early);
    expect(offers.text).toMatch(/Here are the vehicles for Chennai → Puducherry/);
    const confirm = await say(
      offers.choices.find((c) => c.startsWith('Sedan'))!,
      'en',
      early,
    );
    expect(confirm.text).toMatch(/7:45/);
    expect((await say('Yes, book it', 'en', early)).text).toMatch(/^Booked!/);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.customerPhone, '+919742050745'));
    const clock = (at: Date) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', timeStyle: 'short' }).format(at);
    expect(clock(ride!.pickupAt)).toBe('07:45');
    expect(ride!.pickupAt.getTime()).toBeGreaterThan(Date.now());

    const quarter = await riderToken(t, '+919742058745');
    expect((await say('Chennai to Pondicherry tomorrow quarter to 8 pm', 'en', quarter)).text).toMatch(
      /Here are the vehicles/,
    );
    const evening = await say('Sedan', 'en', quarter);
    expect(evening.text).toMatch(/7:45\s?pm/i);
  });

  it('reads “home” and the rider’s own place names as the places saved on their profile', async () => {
    const saver = await riderToken(t, '+919742056790');
    const HOME = { name: '12 Lake View Road, Velachery', lat: 12.9815, lng: 80.218 };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/saved-places',
      headers: { host, authorization: `Bearer ${saver}` },
      payload: {
        places: [
          { kind: 'home', label: '', place: HOME },
          { kind: 'other', label: 'Gym', place: { name: 'Anna Nagar', lat: 13.085, lng: 80.2101 } },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const offers = await say('from home to Chennai Central tomorrow 9am', 'en', saver);
    expect(offers.text).toMatch(/Here are the vehicles for 12 Lake View Road, Velachery → Chennai Central/);
    // Another rider's "home" is not this one's: without saved places it is no place at all.
    const other = await riderToken(t, '+919742056791');
    expect((await say('from home to Chennai Central tomorrow 9am', 'en', other)).text).not.toMatch(
      /Lake View/,
    );
    expect((await say('from my gym to Chennai Central tomorrow 9am', 'en', saver)).text).toMatch(
      /Anna Nagar → Chennai Central/,
    );
  });

  it('keeps the conversation across reloads, and starts a new one after a booking', async () => {
    const history = chatHistorySchema.parse(
      (
        await t.app.inject({
          url: '/api/v1/agent/messages',
          headers: { host, authorization: `Bearer ${rider}` },
        })
      ).json(),
    );
    expect(history.messages).toHaveLength(12);
    expect(history.messages.map((m) => m.role).slice(0, 2)).toEqual(['user', 'agent']);
    expect((await say('another cab please')).text).toBe('Where should we pick you up?');
  });

  it('answers every one of a new rider’s parallel first messages, over one conversation', async () => {
    const burst = 25; // 10 did not meet the race on PostgreSQL here; 25 met it on every run
    const newcomer = await riderToken(t, '+919742056790');
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, at) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/agent/messages',
          // Each from its own address, so the route's per-address limit (shared with this file's other tests)
          // is not what answers.
          remoteAddress: `10.8.0.${at + 1}`,
          headers: { host, authorization: `Bearer ${newcomer}` },
          payload: { text: 'I need a taxi', language: 'en' },
        }),
      ),
    );
    const answered = answers.filter((answer) => answer.statusCode === 200).length;
    console.log(`chat first-message burst on ${target.name}: ${burst} sent, ${answered} answered 200`);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: burst }, () => 200));
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, '+919742056790'));
    const rows = await t.database.db.select().from(conversations).where(eq(conversations.riderId, user!.id));
    expect(rows).toHaveLength(1);
  });

  it('answers in Tamil and understands Tamil quick answers', async () => {
    const tamil = await riderToken(t, '+919884123456');
    const offers = await say('naalai kaalai 9 mani Chennai la irundhu Vellore ku', 'ta', tamil);
    expect(offers.text).toMatch(/வாகனங்கள் இவை/);
    const confirm = await say(
      offers.choices.find((c) => c.startsWith('செடான்'))!,
      'ta',
      tamil,
    );
    expect(confirm.choices).toEqual(['ஆம், முன்பதிவு செய்']);
    expect((await say('ஆம், முன்பதிவு செய்', 'ta', tamil)).text).toMatch(/^முன்பதிவு செய்யப்பட்டது/);
  });

  it('talks Arabic with a rider on the Arabic site, from the first question to the booking', async () => {
    const phone = '+919884123457';
    const arabic = await riderToken(t, phone);
    expect((await say('أريد تاكسي', 'ar', arabic)).text).toBe('من أين نأخذك؟');
    expect((await say('Chennai to Bangalore', 'ar', arabic)).text).toBe(
      'متى يأتي السائق؟ مثلًا: غدًا الساعة 8 مساءً.',
    );
    const offers = await say('tomorrow 8 pm', 'ar', arabic);
    expect(offers.text).toMatch(/^هذه هي السيارات المتاحة لرحلة Chennai → Bengaluru، .+\. أيّها تفضّل؟$/);
    // The Intl locale of Arabic in the partner's country (ar-IN) writes the fare after its digits.
    const sedan = offers.choices.find((choice) => choice.startsWith('سيدان · '))!;
    expect(sedan).toMatch(/^سيدان · \u200f[\d,]+\u00a0₹$/);
    const confirm = await say(sedan, 'ar', arabic);
    expect(confirm.text).toMatch(/^هل نحجز سيدان لرحلة Chennai → Bengaluru، /);
    expect(confirm.text).toContain(sedan.split(' · ')[1]);
    expect(confirm.choices).toEqual(['نعم، احجز']);
    const booked = await say('نعم، احجز', 'ar', arabic);
    expect(booked.text).toMatch(/^تم الحجز! رمز رحلتك (\d{4})؛ أعطه للسائق عند بدء الرحلة\./);
    expect(booked.choices).toEqual([]);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.customerPhone, phone));
    expect(ride).toMatchObject({ status: 'booked', vehicleType: 'sedan', dropoffName: 'Bengaluru' });
    expect(booked.text).toContain(ride!.tripCode);
  });

  it('answers Arabic script in Arabic on a screen in another language', async () => {
    const writer = await riderToken(t, '+919884123458');
    expect((await say('أريد تاكسي من Chennai', 'fr', writer)).text).toBe('إلى أين تريد الذهاب؟');
  });

  it('asks again for a time that has passed, and refuses bad messages', async () => {
    const fresh = await riderToken(t, '+919908765432');
    expect((await say('Chennai to Vellore yesterday 8 am', 'en', fresh)).text).toBe(
      'That time has already passed. When should the driver come?',
    );
    const post = (payload: object, headers: Record<string, string> = { authorization: `Bearer ${fresh}` }) =>
      t.app.inject({ method: 'POST', url: '/api/v1/agent/messages', headers: { host, ...headers }, payload });
    expect((await post({ text: '   ' })).json().error.fields.text).toBe('Write a message');
    expect((await post({ text: 'x'.repeat(4000) })).json().error.fields.text).toBe('At most 1000 characters');
    expect((await post({ text: 'hello' }, {})).statusCode).toBe(401);
    expect((await say('asdkjh qwpoe zzzz', 'en', fresh)).text).toBe(
      'When should the driver come? For example: tomorrow 8 pm.',
    );
  });

  const draftOf = async (phone: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.riderId, user!.id));
    return (row!.state as ConversationState).draft;
  };
  const localDay = (at: Date) => at.toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });
  const localTime = (iso: string | null) =>
    iso &&
    new Date(iso).toLocaleTimeString('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
    });

  it('changes the time when asked, and a later “now” drops the day agreed earlier', async () => {
    const phone = '+919908765433';
    const changer = await riderToken(t, phone);
    await say('taxi from Velachery to Guindy tomorrow at 7 pm', 'en', changer);
    const tomorrow = localDay(new Date(Date.now() + 86_400_000));
    const changed = await say('change time to 9', 'en', changer);
    expect(changed.text).not.toMatch(/Chander Nagar/);
    const atNine = await draftOf(phone);
    expect([atNine.pickup?.name, atNine.dropoff?.name]).toEqual(['Velachery', 'Guindy']);
    expect([localDay(new Date(atNine.pickupTime!)), localTime(atNine.pickupTime)]).toEqual([
      tomorrow,
      '09:00',
    ]);
    const asked = Date.now();
    await say('actually now', 'en', changer);
    const pickupAt = Date.parse((await draftOf(phone)).pickupTime!);
    expect(localDay(new Date(pickupAt))).toBe(localDay(new Date(asked)));
    expect(Math.abs(pickupAt - asked)).toBeLessThan(5 * 60_000);
  });

  it('prices a return by its days: “next friday 7am, return sunday” costs more than a same-day return', async () => {
    const sedanPrice = (offers: { choices: string[] }) => {
      const sedan = offers.choices.find((choice) => choice.startsWith('Sedan'))!;
      return Number(sedan.replace(/^.*₹/, '').replace(/\D/g, ''));
    };
    // One rider books both, one after the other (a booking starts a new conversation): the file's riders stay
    // within the codes one network may ask for.
    const phone = '+919908765441';
    const token = await riderToken(t, phone);
    const book = async (offers: { choices: string[] }) => {
      await say(
        offers.choices.find((choice) => choice.startsWith('Sedan'))!,
        'en',
        token,
      );
      expect((await say('Yes, book it', 'en', token)).text).toMatch(/^Booked!/);
      const booked = await t.database.db.select().from(rides).where(eq(rides.customerPhone, phone));
      return booked.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())[0]!;
    };
    const overWeekend = await say('Chennai to Bangalore next friday 7am, return sunday 6pm', 'en', token);
    expect(overWeekend.text).toMatch(/Here are the vehicles for Chennai → Bengaluru/);
    const draft = await draftOf(phone);
    const pickup = new Date(draft.pickupTime!);
    const back = new Date(draft.returnTime!);
    expect(pickup.toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'long' })).toBe('Friday');
    expect(back.toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'long' })).toBe('Sunday');
    expect(back.getTime() - pickup.getTime()).toBe((2 * 24 + 11) * 3_600_000);
    const weekendRide = await book(overWeekend);
    expect(weekendRide.returnAt?.toISOString()).toBe(back.toISOString());

    const withinDay = await say('Chennai to Bangalore next friday 7am, return friday 11pm', 'en', token);
    expect(withinDay.text).toMatch(/Here are the vehicles for Chennai → Bengaluru/);
    const sameDayRide = await book(withinDay);
    expect(sameDayRide.id).not.toBe(weekendRide.id);
    // Three days of the driver's allowance against one, and the rupees the chat offered differ by at least that.
    expect(sameDayRide.driverAllowance).toBeGreaterThan(0);
    expect(weekendRide.driverAllowance).toBe(3 * sameDayRide.driverAllowance);
    expect(sedanPrice(overWeekend) - sedanPrice(withinDay)).toBeGreaterThanOrEqual(
      (2 * sameDayRide.driverAllowance) / 100,
    );
  });

  it('reads a bare “airport” near the rider, else in the partner’s area, not Mumbai', async () => {
    const inArea = '+919908765434';
    await say('airport', 'en', await riderToken(t, inArea));
    expect((await draftOf(inArea)).pickup?.iata).toBe('MAA');
    const travelling = '+919908765435';
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/messages',
      headers: { host, authorization: `Bearer ${await riderToken(t, travelling)}` },
      payload: { text: 'airport', language: 'en', position: { lat: 12.9716, lng: 77.5946 } },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await draftOf(travelling)).pickup?.iata).toBe('BLR');
  });

  it('books a request written in Devanagari, answering in Hindi, and asks in Arabic a rider who writes Arabic', async () => {
    const hindi = await riderToken(t, '+919908765438');
    const offers = await say('चेन्नई से बेंगलुरु कल रात ८ बजे', 'en', hindi);
    expect(offers.text).toMatch(/गाड़ियाँ हैं/);
    const confirm = await say(
      offers.choices.find((c) => c.startsWith('सेडान'))!,
      'en',
      hindi,
    );
    expect(confirm.choices).toEqual(['हाँ, बुक करें']);
    expect((await say('हाँ, बुक करें', 'en', hindi)).text).toMatch(/^बुक हो गया!/);
    const arabic = await riderToken(t, '+919908765439');
    expect((await say('أبغى تاكسي', 'en', arabic)).text).toBe('من أين نأخذك؟');
  });

  it('answers in the language the rider writes, whatever the screen’s language', async () => {
    const hindi = await riderToken(t, '+919908765436');
    expect((await say('मुझे टैक्सी चाहिए', 'en', hindi)).text).toBe('आपको कहाँ से लेना है?');
    const tamil = await riderToken(t, '+919908765437');
    expect((await say('எனக்கு டாக்சி வேண்டும்', 'en', tamil)).text).toBe('உங்களை எங்கிருந்து அழைத்துச் செல்ல வேண்டும்?');
  });

  it('talks over socket.io as the spec says: userMessage in, agentMessage out', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ask = async (token: string | undefined, content: string, position?: object, language = 'en') => {
      const socket = connect(base, {
        transports: ['websocket'],
        auth: token ? { token } : {},
        extraHeaders: { host },
      });
      try {
        const answer = new Promise<{ role: string; content: { text: string } }>((resolve) =>
          socket.once('agentMessage', resolve),
        );
        socket.emit('userMessage', { role: 'user', content, language, ...(position ? { position } : {}) });
        return await answer;
      } finally {
        socket.close();
      }
    };
    expect((await ask(undefined, 'hi')).content.text).toBe('Please log in to book by chat.');
    expect((await ask(undefined, 'مرحبا')).content.text).toBe('يرجى تسجيل الدخول للحجز عبر المحادثة.');
    expect((await ask(undefined, 'hola', undefined, 'es')).content.text).toBe(
      'Inicia sesión para reservar por chat.',
    );
    const socketRider = await riderToken(t, '+919845012345');
    expect((await ask(socketRider, '   ', undefined, 'ar')).content.text).toBe('اكتب رسالة');
    const answer = await ask(socketRider, 'Chennai to Vellore');
    expect(answer).toMatchObject({
      role: 'agent',
      content: { text: 'When should the driver come? For example: tomorrow 8 pm.' },
    });
    // The rider's position reads a bare "airport" over the socket too.
    const travelling = '+919845012346';
    await ask(await riderToken(t, travelling), 'airport', { lat: 12.9716, lng: 77.5946 });
    expect((await draftOf(travelling)).pickup?.iata).toBe('BLR');
  });
});
