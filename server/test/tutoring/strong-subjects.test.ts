// issue 31 item 5: the tutoring report of a student near the top of the grade in 物理 said 优势科目：暂无,
// because a strength had to beat the student's own 总分 rank by a fifth of the cohort, which a top student
// cannot. Now a subject in the top fifth of its takers is a strength too, and the report says the rule.

import t from 'tap'
import { strongSubjectRule } from '@report/contracts/rules/strong-subject'
import type { TutoringStudentView } from '@report/contracts/bff/tutoring'
import { examById } from '@report/fixtures/dataset/exams'
import { examBase } from '@report/fixtures/reports/exam-base'
import { weakFlags } from '@report/fixtures/reports/focus-students'
import { examScores } from '@report/fixtures/scores/exam-scores'
import { shellRig } from '../integration/shell-rig.ts'

const MIDTERM = '100152611100'

t.test('a student in the grade’s top ten in 物理, near the top on 总分, has 物理 as a strength, and the rule is stated', async (t) => {
  const base = examBase(examScores(examById(MIDTERM)!))
  const physics = base.scores.papers.find((p) => p.subject === '物理')!
  const ranks = base.column(physics.pindex).ranks
  const total = base.column(0).ranks
  const gap = weakFlags(base).gap
  // The student: top ten of the grade in 物理, and a 总分 rank too close to the top to lead it by the gap.
  const row = [...ranks.keys()].find((i) => ranks[i]! >= 1 && ranks[i]! <= 10 && total[i]! >= 1 && total[i]! - ranks[i]! <= gap && base.scores.students[i]!.schoolId === '10001')
  t.ok(row !== undefined, 'the exam has such a student')
  const student = base.scores.students[row!]!
  t.comment(`${student.name}: 物理 rank ${ranks[row!]}, 总分 rank ${total[row!]}, gap ${gap}`)

  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const res = await rig.app.inject({ url: `/report/bff/tutoring/student?examid=${MIDTERM}&org=0&skey=${student.id}`, headers: { cookie } })
  t.equal(res.statusCode, 200, res.body.slice(0, 300))
  const view = res.json().data as TutoringStudentView
  t.ok(view.goodPapers.includes('物理'), `优势科目：${view.goodPapers.join('、') || '暂无'}`)
  t.equal(view.subjects.find((s) => s.subject === '物理')?.tag, '优势')
  t.equal(view.goodRule, strongSubjectRule(gap), 'the report states the rule with the gap it used')
  t.match(view.goodRule, /前 20%/)

  // The student report says the same.
  const page = await rig.app.inject({ url: `/report/bff/report-page?route=student-report&examid=${MIDTERM}&org=0&grade=${encodeURIComponent('高二')}&group=class:${student.classId}&student=${student.id}`, headers: { cookie } })
  t.equal(page.statusCode, 200, page.body.slice(0, 300))
  const items = page.json().data.blocks.flatMap((b: { kind: string; items?: { label: string; value: string; hint?: string }[] }) => (b.kind === 'stats' ? b.items ?? [] : []))
  const good = items.find((i: { label: string }) => i.label === '优势学科')
  t.ok(good, 'the student report lists 优势学科')
  t.match(good.value, /物理/)
  t.equal(good.hint, strongSubjectRule(gap))
})
