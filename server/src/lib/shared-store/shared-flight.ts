import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { SharedStore } from './store.ts'

export interface Codec<V> {
  encode(value: V): Buffer
  decode(bytes: Buffer): V
}

export interface FlightOptions<V> {
  /** How long a computed value is kept for every instance. */
  ttlMs: number
  /** The lease of the lock while one instance computes; past it another instance may try. */
  lockMs: number
  /** How long a caller waits for another instance's value before giving up. */
  waitMs: number
  pollMs?: number
  /** Whether a computed value is kept (failures are never kept: they throw). */
  keep?: (value: V) => boolean
}

export class FlightTimeout extends Error {
  override name = 'FlightTimeout'
  constructor() {
    super('waited too long for another instance to compute the value')
  }
}

/**
 * One computation per key at a time across every instance on the store: in this process concurrent
 * callers share one promise; across processes a short lock elects the instance that computes, and the
 * others read its value once it is stored. Keys are hashed, so tokens never sit in Redis in clear.
 * When the store itself fails the value is computed here: availability before deduplication.
 */
export class SharedFlight<V> {
  private readonly pending = new Map<string, Promise<V>>()

  constructor(
    private readonly store: SharedStore,
    private readonly namespace: string,
    private readonly codec: Codec<V>,
    private readonly onStoreError: (error: unknown) => void = () => {},
  ) {}

  get(key: string, compute: () => Promise<V>, opts: FlightOptions<V>): Promise<V> {
    const id = `${this.namespace}:${createHash('sha256').update(key).digest('base64url')}`
    let inFlight = this.pending.get(id)
    if (!inFlight) {
      inFlight = this.run(id, compute, opts).finally(() => this.pending.delete(id))
      this.pending.set(id, inFlight)
    }
    return inFlight
  }

  private async run(id: string, compute: () => Promise<V>, opts: FlightOptions<V>): Promise<V> {
    const lockKey = `lock:${id}`
    const deadline = Date.now() + opts.waitMs
    for (;;) {
      let owner: string | undefined
      try {
        const known = await this.store.get(id)
        if (known) return this.codec.decode(known)
        owner = await this.store.lock(lockKey, opts.lockMs)
      } catch (error) {
        this.onStoreError(error)
        return compute()
      }
      if (owner) return this.computeHolding(id, lockKey, owner, compute, opts)
      if (Date.now() >= deadline) throw new FlightTimeout()
      await sleep(opts.pollMs ?? 20)
    }
  }

  private async computeHolding(id: string, lockKey: string, owner: string, compute: () => Promise<V>, opts: FlightOptions<V>): Promise<V> {
    try {
      // Stored between our read and our lock by an instance that held the lock before us.
      const known = await this.store.get(id).catch(() => undefined)
      if (known) return this.codec.decode(known)
      const value = await compute()
      if (opts.keep?.(value) ?? true) await this.store.set(id, this.codec.encode(value), opts.ttlMs).catch(this.onStoreError)
      return value
    } finally {
      await this.store.unlock(lockKey, owner).catch(this.onStoreError)
    }
  }
}

export const jsonCodec = <V>(): Codec<V> => ({
  encode: (value) => Buffer.from(JSON.stringify(value)),
  decode: (bytes) => JSON.parse(bytes.toString('utf8')) as V,
})
