import { DRILL_CODE_IGNORED, DRILL_CODE_OK, DRILL_PAGE_SIZE } from '@report/contracts/bff/table-rules'
import { nextSort, type SortState } from './sort.ts'

/**
 * The drill dialog's state (spec 2 §4): opening resets to page 1 and fetches; closing clears the
 * header and the sort; a sort click toggles asc/desc/clear and returns to page 1. Answer codes
 * (§7): 0 success, 5 ignored, any other shows its msg as an error toast. No React here.
 */
export interface DrillState<A> {
  open: boolean
  page: number
  sort: SortState | null
  /** The last answer: its columns are the header. Cleared on close. */
  answer: A | null
}

export function closedDrill<A>(): DrillState<A> {
  return { open: false, page: 1, sort: null, answer: null }
}

export function openDrill<A>(state: DrillState<A>): DrillState<A> {
  return { ...state, open: true, page: 1 }
}

export function closeDrill<A>(_state: DrillState<A>): DrillState<A> {
  return closedDrill()
}

export function sortDrill<A>(state: DrillState<A>, key: string): DrillState<A> {
  return { ...state, sort: nextSort(state.sort, key), page: 1 }
}

export function pageDrill<A>(state: DrillState<A>, page: number): DrillState<A> {
  return { ...state, page: Math.max(1, Math.floor(page)) }
}

export function drillQuery(params: Record<string, string>, state: DrillState<unknown>) {
  return { params, page: state.page, pageSize: DRILL_PAGE_SIZE, sort: state.sort }
}

export type DrillOutcome = { kind: 'ok' } | { kind: 'ignore' } | { kind: 'error'; message: string }

const FALLBACK = '获取学生名单失败，请稍后再试'

/** What a drill answer's code means; works on an envelope or on a thrown error carrying `code`. */
export function drillOutcome(answer: { code?: unknown; msg?: unknown; message?: unknown }): DrillOutcome {
  const code = typeof answer.code === 'number' ? answer.code : Number(answer.code)
  if (code === DRILL_CODE_OK) return { kind: 'ok' }
  if (code === DRILL_CODE_IGNORED) return { kind: 'ignore' }
  const text = typeof answer.msg === 'string' && answer.msg ? answer.msg : typeof answer.message === 'string' && answer.message ? answer.message : FALLBACK
  return { kind: 'error', message: text }
}
