// Turning the app's notifications on and off for a session: the browser's permission, a subscription made with
// the server's VAPID key, and the server told of it (POST) or told to forget it (DELETE). Loaded only when a
// person chooses, so no screen carries it on its first load.
import { z } from 'zod';
import { PUSH_PATHS } from '../../domain/messages/push-paths';
import { pushKeySchema } from '../../domain/messages/push';
import { apiRequest } from '../api-client';
import type { SessionKind } from '../session';
import { askedForPush, forgetPushSession, rememberPushSession } from './push-sessions';
import { PushSetupError } from './push-setup-error';
import { pushSupport } from './push-support';

/** A browser with no reachable push service (or no service worker yet) may never answer: stop waiting. */
const BROWSER_PATIENCE_MS = 15_000;
const answeredSchema = z.unknown();

export async function enablePush(session: SessionKind, language: string): Promise<void> {
  if (pushSupport() === 'unsupported') throw new PushSetupError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(permission === 'denied' ? 'denied' : 'dismissed');
  const { publicKey } = await apiRequest(PUSH_PATHS.key, { schema: pushKeySchema, session });
  const subscription = await subscribe(publicKey);
  await apiRequest(PUSH_PATHS.subscriptions, {
    method: 'POST',
    body: { ...subscription.toJSON(), language },
    session,
    schema: answeredSchema,
  });
  await rememberPushSession(session);
}

/** This browser's subscription, made now with the server's key unless one is already there. */
async function subscribe(publicKey: string): Promise<PushSubscription> {
  try {
    const registration = await withinPatience(navigator.serviceWorker.ready);
    const { pushManager } = registration;
    return (
      (await pushManager.getSubscription()) ??
      (await withinPatience(
        pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }),
      ))
    );
  } catch (error) {
    throw new PushSetupError('noPushService', error);
  }
}

async function withinPatience<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The browser did not answer')), BROWSER_PATIENCE_MS);
  });
  try {
    return await Promise.race([promise, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** The subscription of this browser, if the app has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this session gets notifications here: the browser is subscribed, and the session asked for them. */
export async function isPushOn(session: SessionKind): Promise<boolean> {
  return (await currentSubscription()) !== null && (await askedForPush(session));
}

/**
 * The server stops sending this session's notifications to this browser (turned off, or signing out). The
 * browser's subscription stays: another session on the same device (a driver and the office on one phone) may
 * still use it, and turning on again reuses it.
 */
export async function disablePush(session: SessionKind): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apiRequest(PUSH_PATHS.subscriptions, {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      session,
      schema: answeredSchema,
    });
  }
  await forgetPushSession(session);
}
