// A production start without what a live platform needs stops at once, with one line naming the variable.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LIVE_PLATFORM_ENV } from '../helpers/production-env';

describe('production start', () => {
  it('exits non-zero with one line naming AUTH_SECRET when it is missing', async () => {
    const { AUTH_SECRET: _left, ...withoutSecret } = LIVE_PLATFORM_ENV;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        ...withoutSecret,
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'key',
        DATA_DIR: 'data/never-opened',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(/^Configuration error: AUTH_SECRET: needed in production: .*\(not set\)$/),
    ]);
  });
});
