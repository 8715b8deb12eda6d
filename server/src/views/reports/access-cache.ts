import type { ReportAccess } from '../../domain/reports/report-access.ts'
import { SettledCache } from '../../lib/settled-cache.ts'

/** How long a session's access facts for an exam are reused: a ban or a permission change shows within this. */
export const ACCESS_TTL_MS = 30_000

/**
 * What a user may do on an exam's reports (trial, download) takes four upstream calls; every report
 * page, table and drill of that exam needs it. Kept per session and exam for a short while, so moving
 * between an exam's reports costs only the reports' own calls.
 */
export class ReportAccessCache extends SettledCache<ReportAccess> {
  constructor() {
    super(ACCESS_TTL_MS)
  }
}
