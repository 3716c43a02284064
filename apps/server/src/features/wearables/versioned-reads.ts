import { LRUCache } from 'lru-cache';

/**
 * The dashboard's reads of one person (today, the trend, the tracker's status), remembered per process with the stamp
 * they hold for: the person's health data version (read by the service before anything else: the triggers of
 * health-data-versions.sql count it up with every change of their values or of their connection as its status shows
 * it, in any process), and for values the civil day they were computed on. A read whose stamp still matches answers
 * from memory; any other computes and replaces it. So an answer is never older than the data when the request read
 * the version, and no write path has to remember to invalidate anything (ADR 014, "Remembered at the health data
 * version").
 *
 * Only the person's own requests reach an entry (the key starts with their user id from the session); `forget` drops
 * a person's entries when this process removes their data, so it does not stay in memory until evicted.
 */
export type VersionedReads<T> = {
  /**
   * The entry `key` of `userId` if its stamp is `stamp`, else `compute()` remembered under it, unless `keep` says
   * the answer can change without the stamp (for example with the clock).
   */
  read(
    userId: string,
    key: string,
    stamp: string | undefined,
    compute: () => Promise<T>,
    keep?: (value: T) => boolean,
  ): Promise<T>;
  forget(userId: string): void;
};

/**
 * `maxSize`: the bound in units of `sizeOf` (for example days of a trend), so that memory stays bounded however many
 * people read.
 */
export function createVersionedReads<T extends object>(options: {
  maxSize: number;
  sizeOf: (value: T) => number;
}): VersionedReads<T> {
  /** Each person's entry keys, for `forget`; kept in step with the cache by its dispose (eviction, delete, replace). */
  const keysOf = new Map<string, Set<string>>();
  const cache = new LRUCache<string, { stamp: string; value: T }>({
    maxSize: options.maxSize,
    sizeCalculation: (entry) => Math.max(1, options.sizeOf(entry.value)),
    dispose: (_entry, entryKey) => {
      const userId = entryKey.slice(0, entryKey.indexOf(':'));
      const keys = keysOf.get(userId);
      keys?.delete(entryKey);
      if (keys?.size === 0) keysOf.delete(userId);
    },
  });

  return {
    async read(userId, key, stamp, compute, keep) {
      // No version to compare with (a caller without one, a test): nothing is remembered.
      if (stamp === undefined) return compute();
      const entryKey = `${userId}:${key}`;
      const hit = cache.get(entryKey);
      if (hit?.stamp === stamp) return hit.value;
      const value = await compute();
      if (keep && !keep(value)) {
        cache.delete(entryKey);
        return value;
      }
      cache.set(entryKey, { stamp, value });
      let keys = keysOf.get(userId);
      if (!keys) keysOf.set(userId, (keys = new Set()));
      keys.add(entryKey);
      return value;
    },
    forget(userId) {
      for (const entryKey of [...(keysOf.get(userId) ?? [])]) cache.delete(entryKey);
    },
  };
}
