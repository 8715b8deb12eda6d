import { randomUUID } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { ImportProblem } from '@report/contracts/validators/custom-import'
import type { ImportTable } from '../../domain/custom/import-file.ts'

// An uploaded file between its upload and its confirmation (issue 18): parsed once, kept for the
// session that uploaded it for 30 minutes, bounded by bytes in all (least recently used first out)
// and per user, by count and bytes (a user's oldest drafts make room for a new one; issue 30). The
// last preview's problems stay beside it for the .xlsx download. A draft is imported once: a
// confirmation while another is under way gets that one's answer, and a confirmed draft is gone.
// Drafts live in this process's memory: a draft is confirmed in the process it was uploaded to.

export interface ImportDraft {
  id: string
  sessionKey: string
  /** The user the draft counts against (the upstream's user id). */
  owner: string
  fileName: string
  table: ImportTable
  problems: ImportProblem[] | null
  /** Problems of the last preview counted but not kept (past LISTED_PROBLEMS). */
  unlistedProblems: number
  /** The import under way, from the first confirmation until it is answered. */
  confirming: Promise<unknown> | null
  /** What the draft is reckoned to hold in memory. */
  bytes: number
}

export const DRAFT_TTL_MS = 30 * 60_000
export const DRAFTS_MAX_BYTES = 256 * 1024 * 1024
export const DRAFTS_PER_USER = 3
export const DRAFT_BYTES_PER_USER = 128 * 1024 * 1024

/** About two bytes a character and 40 a cell of overhead. */
function approximateBytes(table: ImportTable, problems: readonly ImportProblem[] | null): number {
  let bytes = 1024
  for (const row of table.rows) for (const c of row) bytes += 40 + c.length * 2
  return bytes + (problems?.length ?? 0) * 200
}

export class ImportDrafts {
  /** Each user's draft ids, oldest first. */
  private readonly byOwner = new Map<string, string[]>()
  private readonly cache = new LRUCache<string, ImportDraft>({
    maxSize: DRAFTS_MAX_BYTES,
    sizeCalculation: (d) => d.bytes,
    ttl: DRAFT_TTL_MS,
    ttlAutopurge: true,
    dispose: (d, id) => this.forget(d.owner, id),
  })

  add(sessionKey: string, owner: string, fileName: string, table: ImportTable): ImportDraft {
    const draft: ImportDraft = { id: randomUUID(), sessionKey, owner, fileName, table, problems: null, unlistedProblems: 0, confirming: null, bytes: approximateBytes(table, null) }
    const ids = [...(this.byOwner.get(owner) ?? []), draft.id]
    this.byOwner.set(owner, ids)
    this.cache.set(draft.id, draft)
    this.makeRoom(owner, draft.id)
    return draft
  }

  /** The session's own draft; another session's id is as unknown as an expired one. */
  get(sessionKey: string, id: string): ImportDraft | undefined {
    const d = this.cache.get(id)
    return d && d.sessionKey === sessionKey ? d : undefined
  }

  setProblems(draft: ImportDraft, problems: ImportProblem[], unlisted = 0): void {
    draft.problems = problems
    draft.unlistedProblems = unlisted
    draft.bytes = approximateBytes(draft.table, problems)
    // Set again so that the cache counts the new size (a draft already gone stays gone).
    if (this.cache.has(draft.id)) this.cache.set(draft.id, draft)
    this.makeRoom(draft.owner, draft.id)
  }

  /**
   * Runs the draft's import once: a confirmation that comes while one is under way gets its answer;
   * a confirmed draft is gone, a failed one stays for another try.
   */
  confirmOnce<T>(draft: ImportDraft, run: () => Promise<T>): Promise<T> {
    if (draft.confirming) return draft.confirming as Promise<T>
    const confirming = run().then(
      (answer) => {
        this.cache.delete(draft.id)
        return answer
      },
      (error: unknown) => {
        draft.confirming = null
        throw error
      },
    )
    draft.confirming = confirming
    return confirming
  }

  delete(id: string): void {
    this.cache.delete(id)
  }

  /** The user's oldest drafts go while they hold more than their count or bytes; `keep` and drafts being confirmed stay. */
  private makeRoom(owner: string, keep: string): void {
    for (;;) {
      const drafts = (this.byOwner.get(owner) ?? []).map((id) => this.cache.peek(id)).filter((d): d is ImportDraft => d !== undefined)
      const bytes = drafts.reduce((sum, d) => sum + d.bytes, 0)
      if (drafts.length <= DRAFTS_PER_USER && bytes <= DRAFT_BYTES_PER_USER) return
      const oldest = drafts.find((d) => d.id !== keep && !d.confirming)
      if (!oldest) return
      this.cache.delete(oldest.id)
    }
  }

  private forget(owner: string, id: string): void {
    const ids = this.byOwner.get(owner)
    if (!ids) return
    const rest = ids.filter((x) => x !== id)
    if (rest.length > 0) this.byOwner.set(owner, rest)
    else this.byOwner.delete(owner)
  }
}
