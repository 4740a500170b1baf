// What the log says about requests, through the real app: a routine answer is counted into the summary line, not
// logged on its own; a client error, a server error and a slow request are each logged with their request and
// status at their level (info, error, warn).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed';
import { startTestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  requests?: number;
}
const LEVEL = { info: 30, warn: 40, error: 50 };

const quote = (pickupTime = new Date(Date.now() + 48 * 3600_000).toISOString()) => ({
  pickupLocation: { name: 'Chennai Central', lat: 13.0827, lng: 80.2707 },
  dropoffLocation: { name: 'Bengaluru', lat: 12.9716, lng: 77.5946 },
  pickupTime,
});

/** Starts the app logging into an array of parsed lines. */
async function loggingApp(target: Parameters<typeof startTestApp>[0], env: Record<string, string> = {}) {
  const lines: LogLine[] = [];
  const t = await startTestApp(target, {
    env,
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  });
  const ask = (payload: object, host: string = DEMO.host) =>
    t.app.inject({ method: 'POST', url: '/api/v1/quotes', headers: { host }, payload });
  return { t, lines, ask };
}

describe.each(testDatabases())('request log on $name', (target) => {
  describe('at the default threshold', () => {
    let app: Awaited<ReturnType<typeof loggingApp>>;
    beforeAll(async () => {
      app = await loggingApp(target);
    });

    it('counts routine answers into a summary instead of a line each, and logs a client error at info', async () => {
      for (let i = 0; i < 3; i++) expect((await app.ask(quote())).statusCode).toBe(200);
      const refused = await app.ask(quote('2020-01-01T00:00:00.000Z'));
      expect(refused.statusCode).toBe(400);

      expect(app.lines.filter((line) => line.res?.statusCode === 200)).toEqual([]);
      expect(app.lines).toContainEqual(
        expect.objectContaining({
          level: LEVEL.info,
          msg: 'request completed',
          req: expect.objectContaining({ method: 'POST', url: '/api/v1/quotes' }) as unknown,
          res: { statusCode: 400 },
        }),
      );

      await app.t.close();
      const summaries = app.lines.filter((line) => line.requests !== undefined);
      expect(summaries).toEqual([expect.objectContaining({ level: LEVEL.info, requests: 3 })]);
    });
  });

  describe('with SLOW_REQUEST_MS=0, every request slow', () => {
    let app: Awaited<ReturnType<typeof loggingApp>>;
    beforeAll(async () => {
      app = await loggingApp(target, { SLOW_REQUEST_MS: '0' });
    });
    afterAll(async () => {
      await app.t.app.close();
      await app.t.smtp.close();
    });

    it('logs a slow request at warn whatever its status', async () => {
      expect((await app.ask(quote())).statusCode).toBe(200);
      const slow = app.lines.filter((line) => line.msg === 'slow request');
      expect(slow).toEqual([
        expect.objectContaining({
          level: LEVEL.warn,
          req: expect.objectContaining({ url: '/api/v1/quotes' }) as unknown,
          res: { statusCode: 200 },
          responseTime: expect.any(Number) as unknown,
        }),
      ]);
    });

    it('logs a server error at error', async () => {
      // A host no request asked about yet is read from the database, which is gone: the request fails with a 500.
      await app.t.database.close();
      expect((await app.ask(quote(), 'not-cached.localhost')).statusCode).toBe(500);
      expect(app.lines).toContainEqual(
        expect.objectContaining({
          level: LEVEL.error,
          msg: 'request completed',
          req: expect.objectContaining({ url: '/api/v1/quotes' }) as unknown,
          res: { statusCode: 500 },
        }),
      );
    });
  });
});
