import type { UsageRecord } from '@report/contracts/upstream/usage'

/** Records older than this are not worth uploading any more (a browser back after a long offline spell). */
export const USAGE_MAX_AGE_MS = 7 * 24 * 3_600_000
/** A browser clock ahead of ours by more than this is wrong; its records' times cannot be trusted. */
export const USAGE_CLOCK_SKEW_MS = 24 * 3_600_000

/**
 * spec 3 §4 tracking: what of a browser's queue goes to the upstream. The schema already admits ids
 * only (no names, no scores: spec'd fields id, time, examid, org); here stale and future-dated
 * records are dropped and exact repeats (a double-fired click) collapse to one.
 */
export function usageBatch(datas: readonly UsageRecord[], now: number): UsageRecord[] {
  const seen = new Set<string>()
  const out: UsageRecord[] = []
  for (const record of datas) {
    if (record.time < now - USAGE_MAX_AGE_MS || record.time > now + USAGE_CLOCK_SKEW_MS) continue
    const key = `${record.id}|${record.time}|${record.examid}|${record.org}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(record)
  }
  return out
}
