// issue 18 custom tables over several exams: "exam(s) → subjects → …" — one cohort (same grade, same school),
// one column group per exam, rows matched by class or 学号, a missing subject or row empty there.

import t from 'tap'
import { mergeExamTables, samePaper, TABLE_EXAM_MESSAGES as M, TABLE_EXAMS_MAX, tableExamsProblem } from '../../src/rules/custom-table-exams.ts'

const exam = (examid: string, grade: string, schoolid: string) => ({ examid, org: 0, name: `考试${examid}`, grade, schoolid })
const known = [exam('a', '高二', 's1'), exam('b', '高二', 's1'), exam('c', '高一', 's1'), exam('d', '高二', 's2'), exam('e', '高二', 's1'), exam('f', '高二', 's1')]
const ref = (examid: string) => ({ examid, org: 0 })

t.test('the first step: several exams of one cohort (same grade, same school), each known, none twice, at most TABLE_EXAMS_MAX', async (t) => {
  const table: Array<[picked: string[], expected: string | null]> = [
    [['a'], null],
    [['a', 'b'], null],
    [['a', 'b', 'e', 'f'], null],
    [['a', 'c'], M.mixed], // another grade
    [['a', 'd'], M.mixed], // another school
    [['c', 'a', 'b'], M.mixed],
    [['a', 'a'], M.repeated],
    [['a', 'zz'], M.unknown],
    [['a', 'b', 'e', 'f', 'a'], M.tooMany],
    [[], null],
  ]
  for (const [picked, expected] of table) t.equal(tableExamsProblem(picked.map(ref), known), expected, picked.join('+') || 'none')
  t.equal(TABLE_EXAMS_MAX, 4)
  t.equal(tableExamsProblem([{ examid: 'a', org: 1 }], known), M.unknown, 'the org is part of the exam')
})

t.test('a subject is matched by name across exams; one an exam lacks is null there', async (t) => {
  const first = [{ pindex: 0, subject: '总分' }, { pindex: 1, subject: '语文' }, { pindex: 2, subject: '物理' }]
  const other = [{ pindex: 0, subject: '总分' }, { pindex: 1, subject: '数学' }, { pindex: 3, subject: '语文' }]
  const table: Array<[pindex: number, expected: number | null]> = [[0, 0], [1, 3], [2, null], [9, null]]
  for (const [p, expected] of table) t.equal(samePaper(p, first, other), expected, `pindex ${p}`)
})

t.test('one column group per exam (its name as title), rows matched by the first lead cell, missing rows and columns empty', async (t) => {
  const merged = mergeExamTables([
    { exam: '期中', lead: ['班级'], columns: ['总分平均分', '物理平均分'], rows: [['全体', 500, 60], ['1班', 510, 61], ['2班', 490, 59]] },
    { exam: '期末', lead: ['班级'], columns: ['总分平均分'], rows: [['全体', 505], ['2班', 495], ['3班', 480]] },
  ])
  t.same(merged.lead, ['班级'])
  t.same(merged.groups, [{ title: '期中', span: 2 }, { title: '期末', span: 2 }])
  t.same(merged.columns, ['总分平均分', '物理平均分', '总分平均分', '物理平均分'])
  t.same(merged.rows, [
    ['全体', 500, 60, 505, null],
    ['1班', 510, 61, null, null], // absent in 期末
    ['2班', 490, 59, 495, null], // matched by name, not position
    ['3班', null, null, 480, null], // only in 期末: after the first exam's rows
  ])
  // Students by 学号 (lead 学号, 班级): a student absent in one exam has empty cells there.
  const students = mergeExamTables([
    { exam: 'A', lead: ['学号', '班级'], columns: ['总分得分'], rows: [['001', '1班', 600], ['002', '1班', 580]] },
    { exam: 'B', lead: ['学号', '班级'], columns: ['总分得分'], rows: [['002', '1班', 590]] },
  ])
  t.same(students.rows, [['001', '1班', 600, null], ['002', '1班', 580, 590]])
  t.same(mergeExamTables([]), { lead: [], groups: [], columns: [], rows: [] })
})
