import { LRUCache } from 'lru-cache'
import type { ReportAccess } from '../../domain/reports/report-access.ts'

/** How long a session's access facts for an exam are reused: a ban or a permission change shows within this. */
export const ACCESS_TTL_MS = 30_000

/**
 * What a user may do on an exam's reports (trial, download) takes four upstream calls; every report
 * page, table and drill of that exam needs it. Kept per session and exam for a short while, so moving
 * between an exam's reports costs only the reports' own calls. One fetch at a time per key; failures
 * are not kept.
 */
export class ReportAccessCache {
  private readonly settled = new LRUCache<string, ReportAccess>({ max: 20_000, ttl: ACCESS_TTL_MS })
  private readonly pending = new Map<string, Promise<ReportAccess>>()

  get(key: string, fetch: () => Promise<ReportAccess>): Promise<ReportAccess> {
    const known = this.settled.get(key)
    if (known) return Promise.resolve(known)
    let inFlight = this.pending.get(key)
    if (!inFlight) {
      inFlight = fetch().then(
        (access) => {
          this.settled.set(key, access)
          this.pending.delete(key)
          return access
        },
        (error: unknown) => {
          this.pending.delete(key)
          throw error
        },
      )
      this.pending.set(key, inFlight)
    }
    return inFlight
  }
}
