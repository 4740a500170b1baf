// The decode queue and the per-tenant upload window with jobs the test controls (promises it resolves) and a clock
// it moves: at most `running` jobs run, a short line waits in order, a full line is refused at once, and a tenant
// over its uploads a minute is refused with the seconds to wait while another tenant is not.
import { describe, expect, it } from 'vitest';
import { createDecodeGate, UploadRefused } from '../../src/server/modules/media/decode-gate';
import { createJobQueue, QueueFull } from '../../src/server/lib/job-queue';

/** A job that runs until the test finishes it, saying when it started. */
function controllableJob(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (started.push(name), done.then(() => name)), finish };
}

/** Lets promise callbacks already due run (no timer involved). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the decode queue', () => {
  it('runs at most `running` jobs, lines up `waiting` more in order, and refuses the next at once', async () => {
    const queue = createJobQueue({ running: 2, waiting: 2 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => controllableJob(started, name));
    const results = jobs.map((job) => queue.run(job.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(queue.state()).toEqual({ running: 2, waiting: 2 });
    await expect(queue.run(async () => 'e')).rejects.toBeInstanceOf(QueueFull);

    jobs[1]!.finish();
    expect(await results[1]).toBe('b');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.state()).toEqual({ running: 2, waiting: 1 });

    for (const job of jobs) job.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a job that fails', async () => {
    const queue = createJobQueue({ running: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(queue.state()).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe('the decode gate', () => {
  it('refuses a full queue with 429 and a Retry-After', async () => {
    const gate = createDecodeGate({ running: 1, waiting: 0, perTenantPerMinute: 10 });
    const held = controllableJob([], 'held');
    const first = gate.run('tenant-a', held.run);
    const refused = await gate.run('tenant-b', async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadRefused);
    expect(refused).toMatchObject({ statusCode: 429, retryAfterSeconds: 5 });
    expect((refused as Error).message).toMatch(/Many images are being processed right now/);
    held.finish();
    expect(await first).toBe('held');
  });

  it('lets each tenant upload its number a minute, refusing the next until the oldest is a minute old', async () => {
    let now = 1_000_000;
    const gate = createDecodeGate({ running: 4, waiting: 4, perTenantPerMinute: 3 }, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(await gate.run('tenant-a', async () => i)).toBe(i);
      now += 10_000;
    }
    const refused = await gate.run('tenant-a', async () => 'over').catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 429, retryAfterSeconds: 30 });
    expect((refused as Error).message).toBe(
      'Your site uploaded 3 images in the last minute. Try again in 30 s.',
    );
    expect(await gate.run('tenant-b', async () => 'other tenant')).toBe('other tenant');
    now += 30_001;
    expect(await gate.run('tenant-a', async () => 'a minute on')).toBe('a minute on');
  });
});
