import type { DrillCellParams, DrillKind } from '@report/contracts/bff/report-page'
import type { TableSort } from '@report/contracts/bff/table'
import type { DrillPathKey } from '@report/contracts/upstream/reports/answers'
import { upstreamSortOf } from '../../domain/reports/student-cells.ts'

/**
 * The drill kinds a report cell opens (spec 2 §7 Drill-downs) and how the cell's string parameters become
 * the upstream body. Only the keys a kind names are passed on; the upstream validates their values.
 */
interface DrillCall {
  path: DrillPathKey
  /** Cell keys → upstream body fields, with their type. */
  fields: ReadonlyArray<readonly [key: keyof DrillCellParams, type: 'string' | 'number' | 'boolean' | 'list', as?: string]>
}

export const DRILL_CALLS: Record<DrillKind, DrillCall> = {
  overview: { path: 'overviewStudents', fields: [['filter', 'string']] },
  rate: { path: 'rateStudents', fields: [['rate', 'string']] },
  segment: { path: 'segmentStudents', fields: [['lower', 'number'], ['step', 'number'], ['cumulative', 'boolean']] },
  'rank-scale': { path: 'rankScaleStudents', fields: [['band', 'number'], ['cutoffs', 'list'], ['cumulative', 'boolean']] },
  question: { path: 'quesStudents', fields: [['qid', 'string'], ['option', 'string'], ['score', 'number']] },
  level: { path: 'levelStudents', fields: [['level', 'number'], ['cumulative', 'boolean']] },
  'level-buffer': { path: 'levelBufferStudents', fields: [['level', 'number'], ['side', 'string'], ['window', 'number']] },
  key: { path: 'keyStudentsStudents', fields: [['category', 'string']] },
  weak: { path: 'weakStudents', fields: [['gap', 'number']] },
  'continue-short': { path: 'continueShortStudents', fields: [['exams', 'number']] },
  effective: { path: 'effectiveStudents', fields: [['effective', 'string', 'kind'], ['line', 'number']] },
}

/** The upstream body of a drill (without the frame, paging and sort). */
export function drillBody(params: DrillCellParams): Record<string, unknown> {
  const body: Record<string, unknown> = { tgkey: params.tgkey, pindex: params.pindex === undefined ? 0 : Number(params.pindex) }
  for (const [key, type, as] of DRILL_CALLS[params.kind].fields) {
    const raw = params[key]
    if (raw === undefined || raw === '') continue
    const name = as ?? key
    if (type === 'number') body[name] = Number(raw)
    else if (type === 'boolean') body[name] = raw === '1'
    else if (type === 'list') body[name] = raw.split(',').map(Number)
    else body[name] = raw
  }
  return body
}

export function drillPath(kind: DrillKind): DrillPathKey {
  return DRILL_CALLS[kind].path
}

/** Drill sort keys are the student table's cell keys: p{pindex}.score → {key: score, pindex}; name, xuehao… as they are. */
export function drillSort(sort: TableSort): { key: string; rule: 'asc' | 'desc'; pindex?: number } {
  const paper = upstreamSortOf(sort.key)
  return paper ? { ...paper, rule: sort.rule } : { key: sort.key, rule: sort.rule }
}
