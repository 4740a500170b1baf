// The push endpoint guard: only https on the browsers' push services, and loopback only with the explicit
// private-target setting.
import { describe, expect, it } from 'vitest';
import { pushEndpointProblem } from '../../src/domain/messages/push-services';

describe('push endpoint guard', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
    'https://web.push.apple.com/QGt3',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('admits %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint, false)).toBeNull();
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'The push endpoint must be an https:// URL.'],
    ['https://evil.example/fcm.googleapis.com', "evil.example is not a browser's push service."],
    [
      'https://fcm.googleapis.com.evil.example/x',
      "fcm.googleapis.com.evil.example is not a browser's push service.",
    ],
    ['https://push.apple.com/x', "push.apple.com is not a browser's push service."],
    ['https://notpush.apple.com/x', "notpush.apple.com is not a browser's push service."],
    ['https://fcm.googleapis.com:8443/x', 'The push endpoint may not carry a port or credentials.'],
    ['https://user:pw@fcm.googleapis.com/x', 'The push endpoint may not carry a port or credentials.'],
    ['http://127.0.0.1:9000/push/1', 'The push endpoint must be an https:// URL.'],
    ['not a url', 'The push endpoint is not a URL.'],
  ])('refuses %s', (endpoint, problem) => {
    expect(pushEndpointProblem(endpoint, false)).toBe(problem);
  });

  it('admits loopback only when private targets are allowed', () => {
    expect(pushEndpointProblem('http://127.0.0.1:9000/push/1', true)).toBeNull();
    expect(pushEndpointProblem('http://localhost:9000/push/1', true)).toBeNull();
    expect(pushEndpointProblem('http://10.0.0.5/push/1', true)).toBe(
      'The push endpoint must be an https:// URL.',
    );
    expect(pushEndpointProblem('https://collector.example/push', true)).toBe(
      "collector.example is not a browser's push service.",
    );
  });
});
