// The parser over HTTP: the partner's zone and country by default, clear errors, and a rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentParseResponseSchema } from '../../src/domain/assistants/booking-text/agent-parse-contract';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

describe('POST /api/v1/agent/parse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!);
  });
  afterAll(async () => {
    await t?.close();
  });
  const parse = (payload: object, remoteAddress = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/parse',
      headers: { host: DEMO.host },
      payload,
      remoteAddress,
    });

  it('answers the draft in the partner time zone', async () => {
    const reply = await parse({
      text: 'kal subah 7 baje Chennai se Vellore innova',
      now: '2026-03-10T04:30:00Z',
    });
    const { draft } = agentParseResponseSchema.parse(reply.json());
    expect(draft).toMatchObject({
      pickupTime: '2026-03-11T01:30:00.000Z',
      vehicleType: 'suv',
      service: 'outstation',
      missing: [],
    });
    expect([draft.pickup?.name, draft.dropoff?.name]).toEqual(['Chennai', 'Vellore']);
  });

  it('reads “change time to 9” as a time, and a bare “airport” near the rider or in the partner’s area', async () => {
    const read = async (payload: object) =>
      agentParseResponseSchema.parse((await parse(payload)).json()).draft;
    const change = await read({ text: 'change time to 9', now: '2026-03-10T04:30:00Z' });
    expect([change.pickup, change.dropoff, change.pickupTime]).toEqual([
      null,
      null,
      '2026-03-11T03:30:00.000Z',
    ]);
    // The demo partner serves Chennai first.
    expect((await read({ text: 'airport' })).pickup?.iata).toBe('MAA');
    expect((await read({ text: 'airport', position: { lat: 12.9716, lng: 77.5946 } })).pickup?.iata).toBe(
      'BLR',
    );
    const bad = await parse({ text: 'airport', position: { lat: 123, lng: 0 } });
    expect(bad.statusCode).toBe(400);
  });

  it('reads a Latin-script language’s words only when the language is given', async () => {
    const text = 'Taxi de solo ida de Chennai a Bangalore esta noche a las 8 p. m.';
    const read = async (payload: object) =>
      agentParseResponseSchema.parse((await parse({ text, now: '2026-03-10T04:30:00Z', ...payload })).json())
        .draft;
    const spanish = await read({ language: 'es' });
    expect([spanish.pickup?.name, spanish.dropoff?.name, spanish.pickupTime]).toEqual([
      'Chennai',
      'Bengaluru',
      '2026-03-10T14:30:00.000Z',
    ]);
    expect((await read({})).dropoff).toBeNull();
    expect((await parse({ text, language: 'xx' })).statusCode).toBe(400);
  });

  it('searches the country asked for', async () => {
    const reply = await parse({
      text: 'DXB to Abu Dhabi tomorrow 9am',
      country: 'ae',
      timezone: 'Asia/Dubai',
      now: '2026-03-10T04:30:00Z',
    });
    const { draft } = agentParseResponseSchema.parse(reply.json());
    expect(draft.pickup?.iata).toBe('DXB');
    expect(draft.pickupTime).toBe('2026-03-11T05:00:00.000Z');
  });

  it('names bad fields and limits a client to 30 a minute', async () => {
    const bad = await parse({ text: ' ', timezone: 'Mars/Olympus' });
    expect(bad.json().error.fields).toMatchObject({
      text: 'Write what ride you need',
      timezone: 'Use an IANA time zone like Asia/Kolkata',
    });
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await parse({ text: 'Chennai to Vellore' }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
