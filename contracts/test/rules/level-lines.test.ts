// spec 2 §3 level settings, §4 level dialog transitions, §5 level dialog validation, §9 bands.

import t from 'tap'
import {
  defaultBandNames,
  filterBandInput,
  filterRankInput,
  filterRatioInput,
  filterScoreInput,
  keepDigitsAndDot,
  LEVEL_BANDS,
  LEVEL_LINES_MESSAGES as M,
  ruleAfterModeChange,
  ruleOptions,
  validateLevelLines,
  type LevelLinesInput,
} from '../../src/rules/level-lines.ts'

t.test('mode changes adjust the rule (spec 2 §4)', async (t) => {
  const table: [mode: 1 | 2 | 3, rule: 0 | 1 | 2 | 3, expected: number][] = [
    [1, 1, 2], [1, 0, 0], [1, 2, 2], [1, 3, 3],
    [2, 2, 1], [2, 3, 1], [2, 0, 0], [2, 1, 1],
    [3, 2, 1], [3, 3, 1], [3, 0, 0], [3, 1, 1],
  ]
  for (const [mode, rule, expected] of table) t.equal(ruleAfterModeChange(mode, rule), expected, `mode ${mode} rule ${rule} → ${expected}`)
  for (const mode of [1, 2, 3] as const) {
    for (const rule of [0, 1, 2, 3] as const) t.ok(ruleOptions(mode).includes(ruleAfterModeChange(mode, rule)), `mode ${mode}: the rule after a change is offered`)
  }
  t.same(ruleOptions(1), [0, 2, 3])
  t.same(ruleOptions(2), [0, 1])
})

t.test('input filters (spec 2 §5): digits and dot; ratio ≤ 100, ≤ 4 decimals; rank integer ≤ students; score ≤ full, ≤ 2 decimals', async (t) => {
  t.equal(keepDigitsAndDot('a1b2.3.4%'), '12.34')
  t.equal(keepDigitsAndDot('-5'), '5')
  const ratio: [string, string][] = [['15', '15'], ['100', '100'], ['100.0001', ''], ['12.3456', '12.3456'], ['12.34567', ''], ['1x5', '15'], ['', ''], ['3.', '3.']]
  for (const [raw, out] of ratio) t.equal(filterRatioInput(raw), out, `ratio ${raw}`)
  const rank: [string, string][] = [['12', '12'], ['12.5', '125'], ['500', '500'], ['501', ''], ['a7', '7']]
  for (const [raw, out] of rank) t.equal(filterRankInput(raw, 500), out, `rank ${raw}`)
  const score: [string, string][] = [['149.5', '149.5'], ['150', '150'], ['150.01', ''], ['88.123', ''], ['88.12', '88.12']]
  for (const [raw, out] of score) t.equal(filterScoreInput(raw, 150), out, `score ${raw}`)
  t.equal(filterBandInput(3, '9.9', { studentCount: 100, fullScore: 100 }), '99')
  t.equal(filterBandInput(1, '101', { studentCount: 100, fullScore: 100 }), '')
  t.equal(filterBandInput(2, '99.99999', { studentCount: 100, fullScore: 100 }), '')
})

const base = (over: Partial<LevelLinesInput> = {}): LevelLinesInput => ({
  mode: 2,
  rule: 1,
  names: ['一档', '二档', '三档'],
  rows: [
    { key: 'totalScore', custom: true, values: ['15', '35', '60'] },
    { key: '1', custom: false, values: ['', '', ''] },
  ],
  ...over,
})

t.test('validation messages (spec 2 §5), one case each', async (t) => {
  const cases: [string, LevelLinesInput, string][] = [
    ['repeated names', base({ names: ['一档', '一档', '三档'] }), M.nameRepeat],
    ['an empty name', base({ names: ['一档', ' ', '三档'] }), M.empty],
    ['an empty value', base({ rows: [{ key: 'totalScore', custom: true, values: ['15', '', '60'] }] }), M.empty],
    ['a name of 7 characters', base({ names: ['一档', '二档', '第三档次名称长'] }), M.nameTooLong],
    ['no band', base({ names: [], rows: [{ key: 'totalScore', custom: true, values: [] }] }), M.bandCount],
    ['nine bands', base({ names: ['1', '2', '3', '4', '5', '6', '7', '8', '9'], rows: [] }), M.bandCount],
    ['score lines not falling', base({ mode: 1, rule: 2, rows: [{ key: 'totalScore', custom: true, values: ['600', '600', '400'] }] }), M.scoreOrder],
    ['ranks not rising', base({ mode: 3, rows: [{ key: 'totalScore', custom: true, values: ['50', '40', '300'] }] }), M.rankOrder],
    ['ratios not rising', base({ rows: [{ key: 'totalScore', custom: true, values: ['15', '35', '35'] }] }), M.ratioOrder],
    ['a custom subject row is checked too', base({ rows: [{ key: 'totalScore', custom: true, values: ['15', '35', '60'] }, { key: '2', custom: true, values: ['20', '10', '60'] }] }), M.ratioOrder],
  ]
  for (const [name, input, message] of cases) {
    const v = validateLevelLines(input)
    t.equal(v.ok, false, name)
    t.equal(v.message, message, `${name}: ${message}`)
  }
})

t.test('rows that follow the total, and every subject under rule 0, are not checked', async (t) => {
  t.equal(validateLevelLines(base()).ok, true, 'a non-custom subject row with empty cells')
  const system = base({ rule: 0, rows: [{ key: 'totalScore', custom: true, values: ['15', '35', '60'] }, { key: '1', custom: true, values: ['', '', ''] }] })
  t.equal(validateLevelLines(system).ok, true, 'rule 0 needs only the total')
})

t.test('bands: 1 to 8, default three at 15 %, 35 %, 60 %, names 一档 … 八档', async (t) => {
  t.same(LEVEL_BANDS.defaultRatios, [15, 35, 60])
  t.same(defaultBandNames(3), ['一档', '二档', '三档'])
  t.same(defaultBandNames(12).length, 8)
  t.same(defaultBandNames(8).at(-1), '八档')
  t.equal(validateLevelLines(base({ names: ['一档'], rows: [{ key: 'totalScore', custom: true, values: ['20'] }] })).ok, true)
})
