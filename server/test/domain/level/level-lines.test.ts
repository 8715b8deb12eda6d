// spec 2 §3 band table, §4 failed calculation shows 'error', §7 set-mod-level-lines body and statistics payload.

import t from 'tap'
import type { LevelLinesCfgData } from '@report/contracts/upstream/level-lines'
import { levelLinesStatistics, mergeCalculation, toLevelLinesView, toSetBody } from '../../../src/domain/level/level-lines.ts'

const cfg: LevelLinesCfgData = {
  lN: 2, mode: 2, rule: 1, names: ['一档', '二档'], isDefault: true,
  subjects: [{ pindex: 0, subject: '总分', studentCount: 100, manfen: 300 }, { pindex: 1, subject: '语文', studentCount: 98, manfen: 150 }],
  lines: {
    totalScore: { pindex: 0, rule: 1, is_custom: true, scores: [250, 200], scales: [15, 35], ranks: [15, 35], error: null },
    '1': { pindex: 1, rule: 1, is_custom: false, scores: [130, 110], scales: [15.31, 35.71], ranks: [15, 35], error: null },
  },
  counts: { totalScore: [15, 20], '1': [15, 20] },
}

t.test('view: rows, band table (a row per band with each column’s students)', async (t) => {
  const v = toLevelLinesView('e', 0, cfg)
  t.same(v.settings.rows.map((r) => [r.key, r.subject, r.custom]), [['totalScore', '总分', true], ['1', '语文', false]])
  t.same(v.bandTable.rows, [{ name: '一档', counts: { totalScore: 15, '1': 15 } }, { name: '二档', counts: { totalScore: 20, '1': 20 } }])
  t.same(v.bandTable.columns.map((c) => c.label), ['总分', '语文'])
})

t.test('set body: isRtcal, mode, rule, lines per key, arrays fitted to the band count', async (t) => {
  const v = toLevelLinesView('e', 0, cfg)
  const body = toSetBody({ ...v.settings, names: ['一档', '二档', '三档'] }, false)
  t.match(body, { isRtcal: false, mode: 2, rule: 1, names: ['一档', '二档', '三档'] })
  t.same(body.lines.totalScore, { pindex: 0, rule: 1, is_custom: true, scores: [250, 200, null], scales: [15, 35, null], ranks: [15, 35, null] })
  t.equal(body.lines['1']!.is_custom, false)
})

t.test('a failed calculation shows error in its row; the others take the values', async (t) => {
  const v = toLevelLinesView('e', 0, cfg)
  const merged = mergeCalculation(v.settings, {
    totalScore: { rule: 1, scores: [260, 210], scales: [10, 30], ranks: [10, 30], error: null },
    '1': { rule: 1, scores: [null, null], scales: [null, null], ranks: [null, null], error: '计算失败' },
  })
  t.same(merged.rows[0]!.scores, [260, 210])
  t.equal(merged.rows[1]!.error, 'error')
})

t.test('statistics payload (spec 2 §7)', async (t) => {
  const v = toLevelLinesView('e', 0, cfg)
  t.same(levelLinesStatistics('e', v.settings, false), {
    exam_id: 'e', student_count: 100, subject_count: 1, subject_student_count: { 语文: 98 }, level_count: 2, level_mode: 2, level_default: false,
    custom_subject: [], subject_score: { 总分: [250, 200], 语文: [130, 110] }, level_names: ['一档', '二档'],
  })
})
