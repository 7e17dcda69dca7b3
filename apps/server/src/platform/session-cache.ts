/**
 * The list speed budget (docs/decisions/030-api-overhead.md): the caller of a session cookie, kept in this
 * process for a second or two so that a burst of requests reads the session, user and account
 * rows once instead of once per request.
 *
 * - In this process an entry never outlives a change: every unsafe API request (POST, PUT,
 *   PATCH, DELETE: signing out, changing a password, a permission, a user's status, the
 *   company...) empties the cache when it answers, and a lookup that started before that does
 *   not store what it read (a generation number).
 * - Other processes learn of a change when their entry ends: at most `ttlMs` later.
 * - An entry never outlives its session's own expiry. Unknown or ended sessions are not kept.
 */
export class SessionCache<Value> {
  private readonly entries = new Map<string, { value: Value; until: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value kept for `key`, or `load()`'s (kept until min(now + ttl, its `expiresAt`)). */
  async lookup(
    key: string,
    load: () => Promise<{ value: Value; expiresAt: Date } | null>,
  ): Promise<Value | null> {
    if (this.ttlMs <= 0) return (await load())?.value ?? null;
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept) {
      if (kept.until > now) return kept.value;
      this.entries.delete(key);
    }
    const generation = this.generation;
    const loaded = await load();
    if (!loaded) return null;
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.evict(now);
      this.entries.set(key, {
        value: loaded.value,
        until: Math.min(now + this.ttlMs, loaded.expiresAt.getTime()),
      });
    }
    return loaded.value;
  }

  /** Something may have changed: nothing read before now is answered from the cache again. */
  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(now: number) {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    // Still full: drop the oldest (a Map iterates in insertion order).
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
