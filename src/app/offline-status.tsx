// The connection strip of the partner console and the driver app: offline with the age of what is on screen, how
// many changes wait to be sent, and every queued change the server refused, with its reason, until dismissed.
// Each frame sees only its own session's actions and refreshes only its own queries.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxSession, type OutboxAction, type OutboxEntry, type OutboxSession } from '../domain/outbox';
import { formatDateTime } from '../lib/format';
import { useOfflineState } from '../lib/offline/offline-snapshots';
import { dismissRejected, flushOutbox, onOutboxSettled, startOutbox, useOutbox } from '../lib/offline/outbox';
import './styles/offline-status.css';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The root of the query keys each session's screens fetch under. */
const QUERY_ROOT: Record<OutboxSession, string> = { business: 'partner', driver: 'driver' };

/** Starts sending the queue for the signed-in session and refreshes its lists whenever a round settles. */
export function useOutboxSender(session: OutboxSession = 'business'): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = startOutbox();
    const unsubscribe = onOutboxSettled(
      () => void queryClient.invalidateQueries({ queryKey: [QUERY_ROOT[session]] }),
    );
    return () => {
      stop();
      unsubscribe();
    };
  }, [queryClient, session]);
}

/** When the oldest data on screen was fetched: a restored cache keeps its own time, a kept answer its save time. */
function useOldestShownData(root: string): number | null {
  const cache = useQueryClient().getQueryCache();
  const { servingSnapshot, savedAt } = useOfflineState();
  const oldestQuery = useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      const times = cache
        .findAll({ queryKey: [root], type: 'active' })
        .map((query) => query.state.dataUpdatedAt)
        .filter((time) => time > 0);
      return times.length > 0 ? Math.min(...times) : null;
    },
  );
  const kept = servingSnapshot ? savedAt : null;
  if (kept === null) return oldestQuery;
  return oldestQuery === null ? kept : Math.min(kept, oldestQuery);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function actionLabel(t: Translate, action: OutboxAction): string {
  switch (action.type) {
    case 'ride':
      return t('offline.actions.ride', {
        action: t(`partner.rides.actions.${action.body.action}`),
        id: action.rideId.slice(0, 8).toUpperCase(),
      });
    case 'vehicleSave':
      return t('offline.actions.vehicleSave', { number: action.input.number });
    case 'vehicleRemove':
      return t('offline.actions.vehicleRemove');
    case 'crewAdd':
      return t('offline.actions.crewAdd', {
        name: `${action.input.firstName} ${action.input.lastName}`.trim(),
      });
    case 'crewStatus':
      return t('offline.actions.crewStatus', { action: t(`partner.crew.actions.${action.action}`) });
    case 'crewRemove':
      return t('offline.actions.crewRemove');
    case 'driverRide':
      return t('offline.actions.ride', {
        action: t(`driver.actions.${action.body.action}`),
        id: action.rideId.slice(0, 8).toUpperCase(),
      });
  }
}

export function OfflineStatus({ session = 'business' }: { session?: OutboxSession }) {
  const { t, i18n } = useTranslation();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const { servingSnapshot } = useOfflineState();
  const savedAt = useOldestShownData(QUERY_ROOT[session]);
  const entries = useOutbox().filter((entry) => outboxSession(entry.action) === session);
  const pending = entries.filter((entry) => entry.state === 'pending').length;
  const rejected = entries.filter(
    (entry): entry is OutboxEntry & { error: object } => entry.state === 'rejected',
  );
  const offline = !online || servingSnapshot;
  if (!offline && pending === 0 && rejected.length === 0) return null;

  return (
    <section className="offline-status" aria-label={t('offline.region')}>
      {offline ? (
        <p className="offline-status__line" role="status">
          {savedAt
            ? t('offline.banner', { time: formatDateTime(new Date(savedAt).toISOString(), i18n.language) })
            : t('offline.bannerNoData')}
        </p>
      ) : null}
      {pending > 0 ? (
        <p className="offline-status__line" role="status">
          <span>{t('offline.pending', { count: pending })}</span>
          {online ? (
            <button
              type="button"
              className="button button--small button--light"
              onClick={() => void flushOutbox({ ignoreBackoff: true })}
            >
              {t('offline.syncNow')}
            </button>
          ) : null}
        </p>
      ) : null}
      {rejected.length > 0 ? (
        <ul className="offline-status__rejected" aria-label={t('offline.rejectedTitle')}>
          {rejected.map((entry) => (
            <li key={entry.id} role="alert">
              <span>
                <strong>{actionLabel(t, entry.action)}</strong>: {entry.error.message}
              </span>
              <button
                type="button"
                className="button button--small button--light"
                onClick={() => void dismissRejected(entry.id)}
              >
                {t('offline.dismiss')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
