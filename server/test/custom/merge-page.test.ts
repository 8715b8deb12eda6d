// Issue 33 item 7: the merge page listed about 140 exams of every grade and proposed a 60+ character name.
import t from 'tap'
import type { MergeableExam } from '@report/contracts/upstream/custom-merge'
import { mergeDefaultName, mergePageList } from '../../src/domain/custom/merge-page.ts'

const exam = (examid: string, grade: string, time: string): MergeableExam => ({ examid, org: 0, name: `${grade}${examid}`, grade, time, cohortKey: `k${grade}`, studentCount: 100, subjects: ['数学'] })
// Newest first, as the upstream lists them: this year's 高二 (2025级), 高一 (2026级), last year's 高一 (2025级), a 初二.
const EXAMS = [exam('a', '高二', '2026-11-10'), exam('b', '高一', '2026-11-08'), exam('c', '高二', '2026-10-09'), exam('d', '高一', '2026-03-01'), exam('e', '初二', '2026-11-01')]

t.test('mergePageList: one 届次 at a time (the newest exam’s by default), optionally one grade', async (t) => {
  const cases: [string, Parameters<typeof mergePageList>[1], string, string, string[]][] = [
    ['nothing asked: the newest exam’s cohort, every grade', {}, '高中|2025', '', ['a', 'c', 'd']],
    ['a cohort', { cohort: '高中|2026' }, '高中|2026', '', ['b']],
    ['every cohort', { cohort: '' }, '', '', ['a', 'b', 'c', 'd', 'e']],
    ['every cohort, one grade', { cohort: '', grade: '高一' }, '', '高一', ['b', 'd']],
    ['a cohort and a grade it was in', { cohort: '高中|2025', grade: '高一' }, '高中|2025', '高一', ['d']],
    ['a grade the cohort never was: every grade of it', { cohort: '高中|2026', grade: '高二' }, '高中|2026', '', ['b']],
    ['a cohort no exam has: the default', { cohort: '高中|1999' }, '高中|2025', '', ['a', 'c', 'd']],
  ]
  for (const [name, q, cohort, grade, want] of cases) {
    const page = mergePageList(EXAMS, q)
    t.same([page.filters.cohort, page.filters.grade, page.exams.map((e) => e.examid)], [cohort, grade, want], name)
  }
  const page = mergePageList(EXAMS, {})
  t.same(page.filters.cohorts.map((c) => c.label), ['全部届次', '高中2026级', '高中2025级', '初中2025级'], '届次 youngest first, stage by stage')
  t.same(page.filters.grades.map((g) => g.label), ['全部年级', '高二', '高一'], 'the grades of the cohort shown')
  t.equal(page.exams[0]!.cohortKey, 'k高二', 'the upstream’s cohort key is kept for the selection rule')
  t.same(mergePageList([], {}).exams, [])
})

t.test('mergeDefaultName: the first exam’s name without its term, and how many: at most 20 characters', async (t) => {
  const cases: [string[], string][] = [
    [['2026学年第一学期高二期中考试', '2026学年第一学期高二(15)班物理课堂测试'], '高二期中考试等2场合并'],
    [['高二语数英（e2e）', '高二物化生（e2e）', '补考'], '高二语数英（e2e）等3场合并'],
    [['2026学年第一学期高二期中考试高二期中考试高二期中考试', 'b'], '高二期中考试高二期中考试高二期等2场合并'],
    [['2026学年第一学期'], '2026学年第一学期合并'],
  ]
  for (const [names, want] of cases) {
    t.equal(mergeDefaultName(names), want, names.join(' + '))
    t.ok([...mergeDefaultName(names)].length <= 20)
  }
})
