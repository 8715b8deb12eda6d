/**
 * What several BFF instances must agree on (token-exchange outcomes, answer sheets, session facts,
 * rate-limit and SMS counts) lives behind this interface: in process memory for one instance, in Redis when
 * `REDIS_URL` is set. Values are bytes; each user of the store encodes its own.
 */
export interface SharedStore {
  /** `memory`: this process only. `redis`: every instance on the same Redis. */
  readonly kind: 'memory' | 'redis'
  get(key: string): Promise<Buffer | undefined>
  set(key: string, value: Buffer, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
  /** A short lock: an owner id when taken, undefined when someone else holds it. */
  lock(key: string, ttlMs: number): Promise<string | undefined>
  /** Releases the lock only if `owner` still holds it (an expired lock may be someone else's now). */
  unlock(key: string, owner: string): Promise<void>
  /**
   * Adds `delta` to the count at `key` in one step and answers the new count and the ms its window has
   * left. A count starts at 0 with a window of `windowMs` when absent or expired; a negative delta on an
   * absent count changes nothing (a release after the window ended).
   */
  count(key: string, delta: number, windowMs: number): Promise<{ count: number; resetMs: number }>
  close(): Promise<void>
}

/** Every key the BFF writes carries this prefix, so a Redis shared with other programs stays readable. */
export const KEY_PREFIX = 'bff:'
