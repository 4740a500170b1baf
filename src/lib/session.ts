// The stored rider, business and driver session tokens, as one small external store so the header, the guards and the
// API client agree on who is signed in, across tabs too (the `storage` event).
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../domain/constants';
import { readSetting, writeSetting } from './storage';

export type SessionKind = 'user' | 'business' | 'driver' | 'platform';

const KEYS: Record<SessionKind, string> = {
  user: STORAGE_KEYS.userAuthToken,
  business: STORAGE_KEYS.businessAuthToken,
  driver: STORAGE_KEYS.driverAuthToken,
  platform: STORAGE_KEYS.platformAuthToken,
};

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readToken(kind: SessionKind): string | null {
  return readSetting(KEYS[kind]) || null;
}

export function saveToken(kind: SessionKind, token: string): void {
  writeSetting(KEYS[kind], token);
  notify();
}

export function clearToken(kind: SessionKind): void {
  writeSetting(KEYS[kind], null);
  notify();
}

export const SESSION_HANDOVER_PARAM = 'session';

/** The address a fresh sign-up continues on: the same protocol and port on the partner's own domain, with the
 * business session handed over in the fragment (never sent to any server, and stripped on arrival). */
export function handoverUrl(current: URL, domain: string, path: string, token: string): string {
  const next = new URL(current.href);
  next.hostname = domain;
  next.pathname = path;
  next.search = '';
  next.hash = `${SESSION_HANDOVER_PARAM}=${encodeURIComponent(token)}`;
  return next.href;
}

/** Takes a session handed over in `#session=…`, stores it as the business token and removes it from the address
 * before anything renders, so the guards see the session and the token never stays in the history. */
export function adoptHandedOverSession(): void {
  if (typeof window === 'undefined') return;
  const { hash, pathname, search } = window.location;
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(SESSION_HANDOVER_PARAM);
  if (!token) return;
  if (/^[\w-]{20,200}$/.test(token)) saveToken('business', token);
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

adoptHandedOverSession();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The current token of one kind; re-renders when it is saved or cleared, here or in another tab. */
export function useToken(kind: SessionKind): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readToken(kind),
    () => null,
  );
}
