// A bounded in-process copy of rows read on every request (the tenant a host names, the session a token opens),
// emptied the moment this process commits a write to any table it copies (db/write-watch.ts) or hears of one
// from another process. Entries also die after `ttlMs`, the bound on staleness for writes no process announced.
import type { WriteWatch } from '../db/write-watch';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export interface ReadThroughCacheOptions {
  /** The tables whose rows the cached values are made of. */
  tables: readonly string[];
  ttlMs: number;
  maxEntries: number;
  /** Absent (a database not opened by openDatabase), nothing is kept and every read loads. */
  watch: WriteWatch | undefined;
}

export class ReadThroughCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  /** Bumped by every write: a load that began before it may have read the old rows, so it is not kept. */
  private generation = 0;

  constructor(private readonly options: ReadThroughCacheOptions) {
    options.watch?.listen((tables) => {
      if (options.tables.some((table) => tables.has(table))) this.clear();
    });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The cached value, or `load()`'s, kept until a write, the TTL or `until(value)` (ms since the epoch). */
  async get(key: K, load: () => Promise<V>, until?: (value: V) => number): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const value = await load();
    if (!this.options.watch || generation !== this.generation) return value;
    const expiresAt = Math.min(now + this.options.ttlMs, until?.(value) ?? Infinity);
    // Oldest first out: a flood of made-up hosts or tokens cannot grow the map past its bound.
    if (this.entries.size >= this.options.maxEntries)
      this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expiresAt });
    return value;
  }
}
