/**
 * The browser's usage queue (spec 3 §4, §9): pure operations over the list kept in localStorage, so
 * the rules are tested without a browser. No schema library here (it is part of the client chunk).
 */

/** spec 3 §3 tracking record (contracts/src/upstream/usage.ts UsageRecordSchema). */
export interface QueuedUsageRecord {
  id: string
  time: number
  examid: string
  org: string
}

export const USAGE_ID_PATTERN = /^(view|click):[A-Za-z0-9_.:-]{1,74}$/
const EXAM_ID = /^[A-Za-z0-9_-]{0,40}$/
const ORG = /^-?[0-9]{0,3}$/

/** A record the upload schema accepts: ids only; anything else (a name, a free text) is never queued. */
export function isQueueable(record: QueuedUsageRecord): boolean {
  return USAGE_ID_PATTERN.test(record.id) && Number.isInteger(record.time) && record.time >= 0 && EXAM_ID.test(record.examid) && ORG.test(record.org)
}

/** The queue with `record` at the end, the oldest dropped beyond `max` (a long offline spell cannot fill storage). */
export function enqueue(queue: readonly QueuedUsageRecord[], record: QueuedUsageRecord, max: number): QueuedUsageRecord[] {
  if (!isQueueable(record)) return [...queue]
  const next = [...queue, record]
  return next.length > max ? next.slice(next.length - max) : next
}

/** The first `size` records: what one upload carries. */
export function nextBatch(queue: readonly QueuedUsageRecord[], size: number): QueuedUsageRecord[] {
  return queue.slice(0, size)
}

/** After code 0 for `sent`: the queue without them (records queued meanwhile stay). On failure nothing is removed. */
export function acknowledge(queue: readonly QueuedUsageRecord[], sent: readonly QueuedUsageRecord[]): QueuedUsageRecord[] {
  const keys = new Set(sent.map(keyOf))
  return queue.filter((record) => !keys.has(keyOf(record)))
}

/** A stored queue read back: anything that is not a list of queueable records is dropped. */
export function parseQueue(raw: string | null, max: number): QueuedUsageRecord[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    const records = value.filter(
      (r): r is QueuedUsageRecord =>
        typeof r === 'object' && r !== null && typeof r.id === 'string' && typeof r.time === 'number' && typeof r.examid === 'string' && typeof r.org === 'string' && isQueueable(r),
    )
    return records.slice(Math.max(0, records.length - max))
  } catch {
    return []
  }
}

const keyOf = (r: QueuedUsageRecord) => `${r.id}|${r.time}|${r.examid}|${r.org}`
