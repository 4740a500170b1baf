// Tickets written without a connection wait on the device (localStorage) with the Idempotency-Key they were
// given when written, and go out in order once the browser is online again: a copy that did reach the server
// before the connection dropped is answered with the first ticket, never a second one.
import { STORAGE_KEYS } from '../../domain/constants';
import type { TicketCreate } from '../../domain/riders/support';

export interface PendingTicket {
  key: string;
  body: TicketCreate;
}

export function readPending(): PendingTicket[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingTickets) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is PendingTicket =>
            typeof entry?.key === 'string' && typeof entry?.body?.message === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function write(entries: PendingTicket[]): void {
  if (entries.length) localStorage.setItem(STORAGE_KEYS.pendingTickets, JSON.stringify(entries));
  else localStorage.removeItem(STORAGE_KEYS.pendingTickets);
}

export const queueTicket = (entry: PendingTicket) => write([...readPending(), entry]);
export const dropPending = (key: string) => write(readPending().filter((entry) => entry.key !== key));
