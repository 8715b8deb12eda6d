import { randomUUID } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { ImportProblem } from '@report/contracts/validators/custom-import'
import type { ImportTable } from '../../domain/custom/import-file.ts'

// An uploaded file between its upload and its confirmation (issue 18): parsed once, kept for the
// session that uploaded it for 30 minutes, bounded by bytes (least recently used first out). The
// last preview's problems stay beside it for the .xlsx download.

export interface ImportDraft {
  id: string
  sessionKey: string
  fileName: string
  table: ImportTable
  problems: ImportProblem[] | null
}

const DRAFT_TTL_MS = 30 * 60_000
export const DRAFTS_MAX_BYTES = 256 * 1024 * 1024

/** About two bytes a character and 40 a cell of overhead. */
function approximateBytes(d: ImportDraft): number {
  let bytes = 1024
  for (const row of d.table.rows) for (const c of row) bytes += 40 + c.length * 2
  return bytes + (d.problems?.length ?? 0) * 200
}

export class ImportDrafts {
  private readonly cache = new LRUCache<string, ImportDraft>({ maxSize: DRAFTS_MAX_BYTES, sizeCalculation: (d) => Math.max(1, approximateBytes(d)), ttl: DRAFT_TTL_MS })

  add(sessionKey: string, fileName: string, table: ImportTable): ImportDraft {
    const draft: ImportDraft = { id: randomUUID(), sessionKey, fileName, table, problems: null }
    this.cache.set(draft.id, draft)
    return draft
  }

  /** The session's own draft; another session's id is as unknown as an expired one. */
  get(sessionKey: string, id: string): ImportDraft | undefined {
    const d = this.cache.get(id)
    return d && d.sessionKey === sessionKey ? d : undefined
  }

  setProblems(draft: ImportDraft, problems: ImportProblem[]): void {
    draft.problems = problems
    this.cache.set(draft.id, draft)
  }

  delete(id: string): void {
    this.cache.delete(id)
  }
}
