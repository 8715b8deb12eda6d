// The exams a new comparison starts with (issue 19; spec 1 §2 indicator parameter settings, contrast:
// 对比考试数 — how many earlier exams a comparison reaches back).
import t from 'tap'
import type { ContrastExamOption } from '@report/contracts/bff/contrast'
import { defaultExamPicks, newestGrades } from '../../src/domain/contrast/default-exams.ts'

const exam = (examid: string, date: string, cohortKey = '高中|2025', grade = '高二'): ContrastExamOption => ({ examid, org: 0, name: examid, label: examid, date, grade, cohortKey, cohortLabel: cohortKey, subjects: ['数学'] })
const options = [exam('e3', '2026/11/10'), exam('e1', '2026/09/20'), exam('e2', '2026/10/09'), exam('j2', '2026/06/01', '初中|2024', '初二'), exam('j1', '2026/03/01', '初中|2024', '初二'), exam('old', '2025/06/01', '高中|2025', '高一')]

t.test('defaultExamPicks: the newest own exam and the examCount before it, per cohort whose newest own exam is published', async (t) => {
  const cases: [string, [string, number | null][], number, { cohortKey: string; examCount: number; exams: string[] }[]][] = [
    ['no own exam listed: nothing chosen', [], 10, []],
    ['the newest own exam on the defaults: nothing chosen', [['e3', null], ['e2', 1]], 10, []],
    ['examCount 1: the newest and one before', [['e3', 1]], 10, [{ cohortKey: '高中|2025', examCount: 1, exams: ['e3:0', 'e2:0'] }]],
    ['examCount 3 reaches into the earlier grade, newest first', [['e3', 3]], 10, [{ cohortKey: '高中|2025', examCount: 3, exams: ['e3:0', 'e2:0', 'e1:0', 'old:0'] }]],
    ['more than the cohort has: all of them', [['j2', 5]], 10, [{ cohortKey: '初中|2024', examCount: 5, exams: ['j2:0', 'j1:0'] }]],
    ['capped at the most a comparison takes', [['e3', 10]], 3, [{ cohortKey: '高中|2025', examCount: 10, exams: ['e3:0', 'e2:0', 'e1:0'] }]],
    ['a newer exam organised elsewhere (not own) is passed over: the newest own exam anchors', [['e2', 1]], 10, [{ cohortKey: '高中|2025', examCount: 1, exams: ['e2:0', 'e1:0'] }]],
  ]
  for (const [name, counts, max, want] of cases) t.same(defaultExamPicks(options, new Map(counts), max), want, name)
})

t.test('newestGrades: the grade of each cohort\'s newest exam, once', async (t) => {
  t.same(newestGrades(options), ['高二', '初二'])
  t.same(newestGrades([]), [])
})
