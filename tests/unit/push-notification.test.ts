// The service worker's push rules without a browser: which pushes show, what they show, and where a tap leads.
import { describe, expect, it } from 'vitest';
import type { PushNotification } from '../../src/domain/messages/push';
import {
  clickTarget,
  decidePush,
  fallbackNotification,
  shownNotification,
  windowToReuse,
} from '../../sw/push-notification';

const ORIGIN = 'https://cabs.example.com';
const NOW = 1_800_000_000_000;

const offer: PushNotification = {
  kind: 'driver_offer',
  title: 'New ride offer',
  body: 'T. Nagar → Airport, ₹640',
  icon: '/icons/icon-192.png',
  tag: 'offer-r1',
  url: '/driver?offer=r1',
  actions: [
    { action: 'accept', title: 'Accept', url: '/driver?offer=r1&answer=accept' },
    { action: 'decline', title: 'Decline', url: '/driver?offer=r1&answer=decline' },
  ],
  requireInteraction: true,
  renotify: true,
  expiresAt: NOW + 30_000,
  rideId: 'r1',
};
const assigned: PushNotification = {
  kind: 'driver_assigned',
  title: 'Your driver is on the way',
  body: 'Karthik, Dzire TN22 DA7001',
  icon: '/icons/icon-192.png',
  tag: 'ride-r2',
  url: '/user/rides',
  actions: [],
  requireInteraction: false,
  renotify: false,
};

describe('decidePush', () => {
  it('shows a well-formed push as sent', () => {
    expect(decidePush(JSON.stringify(offer), NOW)).toEqual({ kind: 'show', notification: offer });
  });

  it('fills the defaults a server may leave out', () => {
    const { actions: _actions, requireInteraction: _sticky, renotify: _again, ...bare } = assigned;
    expect(decidePush(JSON.stringify(bare), NOW)).toEqual({ kind: 'show', notification: assigned });
  });

  it('drops an offer that expired on the way, and only then', () => {
    expect(decidePush(JSON.stringify({ ...offer, expiresAt: NOW }), NOW)).toEqual({ kind: 'expired' });
    expect(decidePush(JSON.stringify({ ...offer, expiresAt: NOW + 1 }), NOW).kind).toBe('show');
  });

  it.each([
    ['no payload', null],
    ['an empty payload', ''],
    ['text that is not JSON', 'ride booked'],
    ['an unknown kind', JSON.stringify({ ...assigned, kind: 'lottery' })],
    ['a page of another site', JSON.stringify({ ...assigned, url: 'https://elsewhere.example/' })],
  ])('calls %s malformed', (_name, text) => {
    expect(decidePush(text, NOW)).toEqual({ kind: 'malformed' });
  });
});

describe('shownNotification', () => {
  it('keeps the words, tag, buttons and each page to open', () => {
    const shown = shownNotification(offer, '/badge.png', NOW);
    expect(shown.title).toBe('New ride offer');
    expect(shown.options).toMatchObject({
      body: offer.body,
      icon: offer.icon,
      badge: '/badge.png',
      tag: 'offer-r1',
      requireInteraction: true,
      renotify: true,
      timestamp: NOW,
      actions: [
        { action: 'accept', title: 'Accept' },
        { action: 'decline', title: 'Decline' },
      ],
      data: {
        url: '/driver?offer=r1',
        actionUrls: {
          accept: '/driver?offer=r1&answer=accept',
          decline: '/driver?offer=r1&answer=decline',
        },
      },
    });
  });

  it('vibrates for an offer and an SOS, not for a ride step', () => {
    expect(shownNotification(offer, '/b.png', NOW).options.vibrate?.length).toBeGreaterThan(0);
    expect(shownNotification({ ...assigned, kind: 'sos' }, '/b.png', NOW).options.vibrate).toBeDefined();
    expect(shownNotification(assigned, '/b.png', NOW).options).not.toHaveProperty('vibrate');
  });

  it('stands in with the app name for an unreadable push, opening the app', () => {
    const shown = fallbackNotification('Demo Cabs', '/icon.png', NOW);
    expect(shown.title).toBe('Demo Cabs');
    expect(clickTarget(shown.options.data, '', ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('clickTarget', () => {
  const data = shownNotification(offer, '/b.png', NOW).options.data;

  it("opens the tapped button's page", () => {
    expect(clickTarget(data, 'accept', ORIGIN)).toBe(`${ORIGIN}/driver?offer=r1&answer=accept`);
    expect(clickTarget(data, 'decline', ORIGIN)).toBe(`${ORIGIN}/driver?offer=r1&answer=decline`);
  });

  it("opens the notification's page for a tap on its body or an unknown button", () => {
    expect(clickTarget(data, '', ORIGIN)).toBe(`${ORIGIN}/driver?offer=r1`);
    expect(clickTarget(data, 'snooze', ORIGIN)).toBe(`${ORIGIN}/driver?offer=r1`);
  });

  it('opens the root without readable data, and never another site', () => {
    expect(clickTarget(undefined, '', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTarget({ url: 42 }, '', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTarget({ url: '//evil.example/x', actionUrls: {} }, '', ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('windowToReuse', () => {
  const target = `${ORIGIN}/driver?offer=r1`;

  it('prefers a window already on the page, then any of the app', () => {
    const home = { url: `${ORIGIN}/` };
    const onIt = { url: target };
    expect(windowToReuse([home, onIt], target)).toBe(onIt);
    expect(windowToReuse([home], target)).toBe(home);
  });

  it('reuses no window of another origin', () => {
    expect(windowToReuse([{ url: 'https://other.example.com/driver' }], target)).toBeNull();
  });
});
