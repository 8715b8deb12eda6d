// spec 2 §4 level-score page list; §8 '获取考试列表失败'; §3 presets; §4 subjects on choosing an exam.

import t from 'tap'
import type { LevelExam, LevelRuleCfg } from '@report/contracts/upstream/level-score'
import { examListState, levelExamItems } from '../../../src/domain/level/level-exams.ts'
import { TOTAL_NOTE, levelDefaultsFor, toLevelScoreExam } from '../../../src/domain/level/level-score-exam.ts'

const exam = (examid: string, type: number, event_time: number): LevelExam => ({
  examid, org: 0, name: examid, grade: '高二', stage: 'senior', cohort: 2025, time: '2026-11-10', event_time, type, typeName: 't', fxtype: 1, scale: 1, studentCount: 10,
  papers: [{ pindex: 1, subject: '语文', manfen: 150 }],
})

t.test('type 6 left out, newest first, ties in upstream order', async (t) => {
  const items = levelExamItems([exam('a', 1, 10), exam('b', 6, 30), exam('c', 3, 20), exam('d', 5, 20)])
  t.same(items.map((e) => e.examid), ['c', 'd', 'a'])
  t.match(items[0], { date: '2026/11/10', cohortKey: 'senior-2025', subjects: ['语文'] })
})

t.test('list states: failed, empty, some', async (t) => {
  t.same(examListState(null), { exams: [], listError: '获取考试列表失败', emptyNotice: null })
  t.same(examListState([exam('x', 6, 1)]), { exams: [], listError: null, emptyNotice: '暂无符合条件的考试' })
  t.equal(examListState([exam('y', 1, 1)]).exams.length, 1)
})

t.test('subjects: all but the total selected; presets with their rows and the no-rule message', async (t) => {
  const rule: LevelRuleCfg = {
    id: '3+1+2', name: '3+1+2', available: true, note: null,
    levels: [{ level: 1, name: 'A', percent: 15, score: [86, 100] }, { level: 2, name: 'B', percent: 85, score: 50 }],
    subjects: [
      { pindex: 1, subject: '语文', levels: null, msg: '该科目没有赋分规则' },
      { pindex: 5, subject: '化学', levels: [{ level: 1, name: 'A', percent: 15, score: [86, 100], cumulative: 40 }], msg: null },
    ],
  }
  const view = toLevelScoreExam('e', 0, [
    { pindex: 0, subject: '总分', manfen: 750, studentCount: 9, isTotal: true },
    { pindex: 1, subject: '语文', manfen: 150, studentCount: 9, isTotal: false },
  ], [rule])
  t.same(view.subjects.map((s) => [s.subject, s.selectable, s.selected, s.note]), [['总分', false, false, TOTAL_NOTE], ['语文', true, true, null]])
  t.same(view.presets[0]!.rows, [{ rate: '15', min: '86', max: '100' }, { rate: '85', min: '50', max: '50' }])
  t.same(view.presets[0]!.subjects.map((s) => [s.subject, s.hasRule, s.message]), [['语文', false, '该科目没有赋分规则'], ['化学', true, null]])
  t.equal(view.presets[0]!.subjects[1]!.levels[0]!.score, '86-100')
})

t.test('the school\'s 等级赋分 defaults (gradingScore setting of the published version, issue 19)', async (t) => {
  const rule: LevelRuleCfg = {
    id: '3+1+2', name: '3+1+2', available: true, note: null,
    levels: [{ level: 1, name: 'A', percent: 100, score: [30, 100] }],
    subjects: [
      { pindex: 1, subject: '语文', levels: null, msg: '该科目没有赋分规则' },
      { pindex: 5, subject: '化学', levels: [{ level: 1, name: 'A', percent: 100, score: [30, 100], cumulative: 9 }], msg: null },
      { pindex: 6, subject: '生物', levels: [{ level: 1, name: 'A', percent: 100, score: [30, 100], cumulative: 9 }], msg: null },
    ],
  }
  const off: LevelRuleCfg = { ...rule, id: 'xinzhongkao', available: false }
  const subjects = [
    { pindex: 0, subject: '总分', manfen: 750, studentCount: 9, isTotal: true },
    { pindex: 1, subject: '语文', manfen: 150, studentCount: 9, isTotal: false },
    { pindex: 5, subject: '化学', manfen: 100, studentCount: 9, isTotal: false },
    { pindex: 6, subject: '生物', manfen: 100, studentCount: 9, isTotal: false },
  ]
  const selected = (v: ReturnType<typeof toLevelScoreExam>) => v.subjects.filter((s) => s.selected).map((s) => s.subject)
  const cases = [
    { name: 'no defaults: every paper, no defaults block', defaults: undefined, want: { selected: ['语文', '化学', '生物'], defaults: undefined } },
    { name: '3+1+2 on 化学 and 语文: only what the rule converts', defaults: { rule: '3+1+2', includeZero: false, pindexs: [1, 5] }, want: { selected: ['化学'], defaults: { presetId: '3+1+2', includeZero: false } } },
    { name: 'the 13-level table: the enabled papers', defaults: { rule: 'default13', includeZero: true, pindexs: [1, 6] }, want: { selected: ['语文', '生物'], defaults: { presetId: 'default13', includeZero: true } } },
    { name: 'an unavailable rule falls back to the 13-level table', defaults: { rule: 'xinzhongkao', includeZero: true, pindexs: [1] }, want: { selected: ['语文'], defaults: { presetId: 'default13', includeZero: true } } },
  ]
  for (const c of cases) {
    const view = toLevelScoreExam('e', 0, subjects, [rule, off], c.defaults)
    t.same(selected(view), c.want.selected, `${c.name}: selected`)
    t.same(view.defaults, c.want.defaults, `${c.name}: defaults`)
  }
})

t.test('levelDefaultsFor: a joint exam of several schools starts from groupGradingScore, a school\'s exam from gradingScore (issue 19)', async (t) => {
  const single = { rule: 'default13', includeZero: true, pindexs: [1] }
  const group = { rule: '3+1+2', includeZero: false, pindexs: [5] }
  const cases: [string, Parameters<typeof levelDefaultsFor>[0], ReturnType<typeof levelDefaultsFor>][] = [
    ['an exam on the defaults: none', {}, undefined],
    ['one school: gradingScore', { defaults: single, groupDefaults: group, schoolCount: 1 }, single],
    ['six schools: groupGradingScore', { defaults: single, groupDefaults: group, schoolCount: 6 }, group],
    ['six schools, no group setting (another organiser): gradingScore', { defaults: single, schoolCount: 6 }, single],
    ['no school count stated: a single school\'s', { defaults: single, groupDefaults: group }, single],
    ['six schools, only the group setting', { groupDefaults: group, schoolCount: 6 }, group],
  ]
  for (const [name, cfgs, want] of cases) t.same(levelDefaultsFor(cfgs), want, name)
})
