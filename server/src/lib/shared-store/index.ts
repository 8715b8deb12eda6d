import { MemoryStore } from './memory.ts'
import { RedisStore } from './redis.ts'
import type { SharedStore } from './store.ts'

export type { SharedStore } from './store.ts'
export { SharedFlight, FlightTimeout, jsonCodec, type Codec, type FlightOptions } from './shared-flight.ts'
export { MemoryStore } from './memory.ts'
export { WindowCounts, type WindowLimit, type Reservation } from './window-counts.ts'
export { RedisStore } from './redis.ts'

/** Redis when a URL is given (several instances), else this process's memory. */
export function createSharedStore(redisUrl: string | undefined, memoryMaxBytes: number): SharedStore {
  return redisUrl ? new RedisStore(redisUrl) : new MemoryStore(memoryMaxBytes)
}
