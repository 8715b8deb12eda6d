// spec 2 §5 "Level-score table", §3 default 13-level rule.

import t from 'tap'
import {
  cumulativeRatios,
  DEFAULT_LEVEL_TABLE,
  LEVEL_SCORE_LEVEL_COUNT,
  LEVEL_SCORE_MESSAGES,
  parseCell,
  toAssignScoreCfgs,
  validateLevelScoreSubmit,
  validateLevelTable,
} from '../../src/rules/level-score-table.ts'
import { defaultRows, LEVEL_SCORE_CASES, rowsOf } from './level-score-cases.ts'

t.test('every rule of the table, by its message (the table the BFF and the browser tests share)', async (t) => {
  for (const c of LEVEL_SCORE_CASES) {
    const complete = c.complete ?? { examid: true, pindexs: true, rows: true }
    const verdict = validateLevelScoreSubmit({ examid: complete.examid ? '100152611100' : '', pindexs: complete.pindexs ? [1] : [], rows: rowsOf(c) })
    t.equal(verdict.ok, false, `${c.name}: refused`)
    t.equal(verdict.message, c.message, `${c.name}: ${c.message}`)
  }
  const covered = new Set(LEVEL_SCORE_CASES.map((c) => c.message))
  t.same([...Object.values(LEVEL_SCORE_MESSAGES)].filter((m) => !covered.has(m)), [], 'every message has a case')
})

t.test('the default table passes; 13 levels; ratios 2 3 10 10 10 15 15 10 10 5 5 3 2', async (t) => {
  t.equal(DEFAULT_LEVEL_TABLE.length, LEVEL_SCORE_LEVEL_COUNT)
  t.same(DEFAULT_LEVEL_TABLE.map((r) => r.rate), [2, 3, 10, 10, 10, 15, 15, 10, 10, 5, 5, 3, 2])
  t.same(validateLevelTable(defaultRows()), { ok: true, errors: [], message: null })
  t.same(validateLevelTable(DEFAULT_LEVEL_TABLE), { ok: true, errors: [], message: null }, 'numbers as well as typed text')
})

t.test('the cumulative column is the running sum rounded to 2 decimals', async (t) => {
  t.same(cumulativeRatios(defaultRows()), [2, 5, 15, 25, 35, 50, 65, 75, 85, 90, 95, 98, 100])
  t.same(cumulativeRatios([{ rate: '0.1' }, { rate: '0.2' }, { rate: '33.33' }, { rate: '66.37' }]), [0.1, 0.3, 33.63, 100], 'no floating-point drift (0.1 + 0.2)')
  t.same(cumulativeRatios([{ rate: '10' }, { rate: 'x' }, { rate: '5' }]), [10, null, null], 'broken from an invalid cell on')
})

t.test('a level with one fixed score (equal start and end) is allowed; start above end is not', async (t) => {
  const stepped = [
    { rate: 50, min: 100, max: 100 },
    { rate: 50, min: 97, max: 97 },
  ]
  t.equal(validateLevelTable(stepped).ok, true)
  t.equal(validateLevelTable([{ rate: 100, min: 10, max: 9 }]).message, LEVEL_SCORE_MESSAGES.startNotBelowEnd)
})

t.test('errors carry their cell; every broken cell is listed, the first message shown', async (t) => {
  const rows = defaultRows()
  rows[3] = { rate: '', min: 'a', max: '82.98' }
  const v = validateLevelTable(rows)
  t.same(v.errors, [
    { row: 3, field: 'rate', message: LEVEL_SCORE_MESSAGES.ratioInvalid },
    { row: 3, field: 'min', message: LEVEL_SCORE_MESSAGES.scoreInvalid },
  ])
  t.equal(v.message, LEVEL_SCORE_MESSAGES.ratioInvalid)
})

t.test('cells: plain non-negative numbers only', async (t) => {
  t.same(['12', ' 12.5 ', '0', 0, 3.25].map(parseCell), [12, 12.5, 0, 0, 3.25])
  t.same(['', ' ', '-1', '1e2', '0x10', '1.', '.5', 'NaN', null, undefined, -2, Number.NaN, Infinity].map(parseCell), Array(13).fill(null))
})

t.test('assignScoreCfgs of the default table', async (t) => {
  const cfgs = toAssignScoreCfgs(defaultRows())
  t.same(cfgs[0], { rate: 2, scoreRange: [94, 100] })
  t.same(cfgs[12], { rate: 2, scoreRange: [30, 39.95] })
})
