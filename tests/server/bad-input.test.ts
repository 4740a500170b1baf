// Bad requests get a clear 4xx JSON error and the server keeps serving; no stack trace ever leaves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const [pglite] = testDatabases();

describe('bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pglite!);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partner/code',
      headers: { host: DEMO.host, 'content-type': contentType },
      payload,
    });

  it.each([
    ['malformed JSON', () => send('{"email": '), 400, 'bad_request'],
    ['a missing field', () => send('{}'), 400, 'validation_failed'],
    ['a wrong type', () => send('{"email": 42}'), 400, 'validation_failed'],
    ['an oversize body', () => send(JSON.stringify({ email: 'a'.repeat(70_000) })), 413, 'payload_too_large'],
    [
      'a body nested thousands deep',
      () => send(`${'{"email":'.repeat(5000)}1${'}'.repeat(5000)}`),
      400,
      'bad_request',
    ],
    [
      'a form body',
      () => send('email=x', 'application/x-www-form-urlencoded'),
      415,
      'unsupported_media_type',
    ],
    [
      'an unknown API route',
      () => t.app.inject({ url: '/api/v1/nope', headers: { host: DEMO.host } }),
      404,
      'not_found',
    ],
  ])('answers %s with a clear error', async (_name, request, status, code) => {
    const reply = await request();
    expect(reply.statusCode).toBe(status);
    const body = reply.json();
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(5);
    expect(reply.body).not.toMatch(/at .+\.ts:\d+/);
  });

  it('names the field that is wrong', async () => {
    const reply = await send('{}');
    expect(reply.json().error.fields).toHaveProperty('email');
  });

  it('keeps serving after all of that', async () => {
    const reply = await t.app.inject({ url: '/api/v1/health', headers: { host: DEMO.host } });
    expect(reply.json()).toEqual({ ok: true });
  });
});
