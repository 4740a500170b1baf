// Tells the caches that copy rows (tenants by host, sessions by token, rate cards) when a table they copy is
// written. It watches the statements this process sends to the database, below Drizzle, so no write escapes it:
// a service, a tool or a test writing straight to the table all count, with no list of call sites to keep up to
// date. A write inside a transaction is told when the transaction ends, never before the commit, so a reader
// that refills a cache after hearing of it cannot read the row as it was. Writes by other processes arrive
// through `written(tables, false)` (see shared-caches.ts).

type Listener = (tables: ReadonlySet<string>, local: boolean) => void;

export class WriteWatch {
  private readonly listeners = new Set<Listener>();

  /** Calls `listener` after every committed write; answers the function that stops it. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  written(tables: ReadonlySet<string>, local = true): void {
    if (tables.size) for (const listener of this.listeners) listener(tables, local);
  }
}

const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi;

/** The tables a statement may write. Over-reading (an `on conflict do update set`) only costs a refill. */
export function tablesWritten(statement: string): Set<string> {
  return new Set(Array.from(statement.matchAll(WRITE), (match) => match[1]!.toLowerCase()));
}

const statementText = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query
      ? String((query as { text?: unknown }).text ?? '')
      : '';

type Query = (...args: unknown[]) => unknown;

/** Runs `done` once the query has answered (a promise, or the callback node-postgres's pool passes), before the
 * caller hears the answer. */
export function afterQuery(send: Query, args: unknown[], done: () => void): unknown {
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    args[args.length - 1] = (...answer: unknown[]) => {
      done();
      return (callback as Query)(...answer);
    };
    return send(...args);
  }
  const result = send(...args) as Promise<unknown> | undefined;
  if (!result || typeof result.then !== 'function') return result;
  return result.then(
    (value) => {
      done();
      return value;
    },
    (error: unknown) => {
      done();
      throw error;
    },
  );
}

/** Watches one node-postgres connection: statements outside a transaction are told when they answer, those inside
 * one when its COMMIT or ROLLBACK answers. */
export function watchPgConnection(client: { query: Query }, watch: WriteWatch): void {
  const send = client.query.bind(client);
  let inTransaction = false;
  let pending = new Set<string>();
  client.query = (...args: unknown[]) => {
    const text = statementText(args[0]);
    return afterQuery(send, args, () => {
      if (/^\s*(?:begin|start\s+transaction)\b/i.test(text)) inTransaction = true;
      for (const table of tablesWritten(text)) pending.add(table);
      if (inTransaction && !/^\s*(?:commit|rollback|end|abort)\b/i.test(text)) return;
      inTransaction = false;
      const tables = pending;
      pending = new Set();
      watch.written(tables);
    });
  };
}

interface PgliteLike {
  query: Query;
  exec: Query;
  transaction: (callback: (tx: { query: Query; exec: Query }) => Promise<unknown>) => Promise<unknown>;
}

/** Watches a PGlite instance. PGlite runs one transaction at a time and nothing beside it, so telling the
 * transaction's writes when `transaction()` settles is after its commit and before any other reader. */
export function watchPglite(client: PgliteLike, watch: WriteWatch): void {
  for (const method of ['query', 'exec'] as const) {
    const send = client[method].bind(client);
    client[method] = (...args: unknown[]) =>
      afterQuery(send, args, () => watch.written(tablesWritten(statementText(args[0]))));
  }
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => {
    const tables = new Set<string>();
    const collect =
      (send: Query): Query =>
      (...args) => {
        for (const table of tablesWritten(statementText(args[0]))) tables.add(table);
        return send(...args);
      };
    const told = () => watch.written(tables);
    return transaction((tx) => {
      tx.query = collect(tx.query.bind(tx));
      tx.exec = collect(tx.exec.bind(tx));
      return callback(tx);
    }).then(
      (value) => {
        told();
        return value;
      },
      (error: unknown) => {
        told();
        throw error;
      },
    );
  };
}

// Keyed by the database object itself (any Db), so this file need not import db/client.ts, which imports it.
const watches = new WeakMap<object, WriteWatch>();

export const registerWriteWatch = (db: object, watch: WriteWatch) => watches.set(db, watch);

/** The watch on the connection `db` was opened with; undefined for a database not opened by `openDatabase`. */
export const writeWatchOf = (db: object): WriteWatch | undefined => watches.get(db);
