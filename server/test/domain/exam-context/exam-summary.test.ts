// Table tests for spec 1 §3 "Exam tag groups: X school exam, L joint, Z layered class, C custom / xgk / xzk.
// Exam tags are also shown as 'custom' and 'exam settings'" and §4 "Subject manager with a single-subject
// exam gets a synthetic total-score paper."
import t from 'tap'
import { examSubjects, tagLabels } from '../../../src/domain/exam-context/exam-summary.ts'

const exam = { org: 0, isCustom: false, isXgk: false, isZb: false, isLiankao: false, scale: 1, classify: 'norm', from: 'X', fxtype: 1 }

t.test('tagLabels table', async (t) => {
  const rows: Array<[ref: string, patch: Partial<typeof exam>, want: string[]]> = [
    ['X school exam', {}, ['校内']],
    ['L joint exam', { isLiankao: true, scale: 2 }, ['联考']],
    ['L unified exam', { scale: 3, isLiankao: true }, ['联考']],
    ['Z layered class', { isZb: true, classify: 'zb' }, ['走班']],
    ['C custom analysis (org 2)', { org: 2 }, ['自定义']],
    ['C custom flag: shown once', { isCustom: true }, ['自定义']],
    ['exam settings tag for a config exam', { fxtype: 6 }, ['校内', '考试设置']],
  ]
  for (const [ref, patch, want] of rows) t.same(tagLabels({ ...exam, ...patch }), want, ref)
})

t.test('examSubjects table', async (t) => {
  const one = [{ pindex: 2, paperid: 'p2', subject: '数学', manfen: 150, studentCount: 40 }]
  const two = [...one, { pindex: 3, paperid: 'p3', subject: '英语', manfen: 150, studentCount: 40 }]
  t.same(examSubjects(one, true), [{ pindex: 0, subject: '总分', fullScore: 150 }, { pindex: 2, subject: '数学', fullScore: 150 }], '§4 subject manager, single subject: synthetic total')
  t.same(examSubjects(one, false), [{ pindex: 2, subject: '数学', fullScore: 150 }], 'not a subject manager: as it is')
  t.same(examSubjects(two, true).map((s) => s.subject), ['数学', '英语'], 'several subjects: as they are')
  t.same(examSubjects([], true), [], 'no papers')
  t.same(examSubjects([{ ...one[0]!, subject: '总分' }], true).length, 1, 'a lone total paper is not doubled')
})
