// The level-score table's rules, one case per message (spec 2 §5). The contracts test runs them
// through the validator; the BFF's integration test posts them to /report/bff/level-score/generate
// and the browser test types them into the page, so client and BFF are held to the same table.

import { DEFAULT_LEVEL_TABLE, LEVEL_SCORE_MESSAGES, type LevelRowInput } from '../../src/rules/level-score-table.ts'

export const defaultRows = (): LevelRowInput[] => DEFAULT_LEVEL_TABLE.map((r) => ({ rate: String(r.rate), min: String(r.min), max: String(r.max) }))

export interface LevelScoreCase {
  name: string
  /** The cell a person edits to break the rule: row (0-based), field, text typed. */
  edit: { row: number; field: 'rate' | 'min' | 'max'; text: string }[]
  message: string
  /** With an exam and subjects (false for the '请填写完整数据' cases). */
  complete?: { examid: boolean; pindexs: boolean; rows: boolean }
}

export const LEVEL_SCORE_CASES: readonly LevelScoreCase[] = [
  { name: 'ratios adding up to 99', edit: [{ row: 0, field: 'rate', text: '1' }], message: LEVEL_SCORE_MESSAGES.cumulative },
  { name: 'ratios adding up to 100.01', edit: [{ row: 0, field: 'rate', text: '2.01' }], message: LEVEL_SCORE_MESSAGES.cumulative },
  { name: 'a lower level reaching the higher level’s top', edit: [{ row: 1, field: 'max', text: '100' }], message: LEVEL_SCORE_MESSAGES.lowerNotBelowHigher },
  { name: 'a lower level starting at the higher level’s start', edit: [{ row: 1, field: 'min', text: '94' }, { row: 1, field: 'max', text: '99' }], message: LEVEL_SCORE_MESSAGES.lowerNotBelowHigher },
  { name: 'a start above the end', edit: [{ row: 0, field: 'min', text: '100' }, { row: 0, field: 'max', text: '95' }], message: LEVEL_SCORE_MESSAGES.startNotBelowEnd },
  { name: 'the next band’s end not below the previous band’s start', edit: [{ row: 1, field: 'max', text: '94' }], message: LEVEL_SCORE_MESSAGES.overlap },
  { name: 'a negative ratio', edit: [{ row: 2, field: 'rate', text: '-10' }], message: LEVEL_SCORE_MESSAGES.ratioInvalid },
  { name: 'an empty ratio', edit: [{ row: 2, field: 'rate', text: '' }], message: LEVEL_SCORE_MESSAGES.ratioInvalid },
  { name: 'a non-numeric ratio', edit: [{ row: 2, field: 'rate', text: 'abc' }], message: LEVEL_SCORE_MESSAGES.ratioInvalid },
  { name: 'a ratio above 100', edit: [{ row: 2, field: 'rate', text: '100.5' }], message: LEVEL_SCORE_MESSAGES.ratioRange },
  { name: 'a ratio with three decimals', edit: [{ row: 2, field: 'rate', text: '10.125' }], message: LEVEL_SCORE_MESSAGES.ratioRange },
  { name: 'a negative score', edit: [{ row: 12, field: 'min', text: '-1' }], message: LEVEL_SCORE_MESSAGES.scoreInvalid },
  { name: 'an empty score', edit: [{ row: 12, field: 'max', text: '' }], message: LEVEL_SCORE_MESSAGES.scoreInvalid },
  { name: 'a non-numeric score', edit: [{ row: 12, field: 'max', text: '3x' }], message: LEVEL_SCORE_MESSAGES.scoreInvalid },
  { name: 'no subject chosen', edit: [], message: LEVEL_SCORE_MESSAGES.incomplete, complete: { examid: true, pindexs: false, rows: true } },
  { name: 'no exam chosen', edit: [], message: LEVEL_SCORE_MESSAGES.incomplete, complete: { examid: false, pindexs: true, rows: true } },
  { name: 'no level list', edit: [], message: LEVEL_SCORE_MESSAGES.incomplete, complete: { examid: true, pindexs: true, rows: false } },
]

/** The rows of a case: the default table with its edits. */
export function rowsOf(c: LevelScoreCase): LevelRowInput[] {
  if (c.complete && !c.complete.rows) return []
  const rows = defaultRows()
  for (const e of c.edit) rows[e.row] = { ...rows[e.row]!, [e.field]: e.text }
  return rows
}
