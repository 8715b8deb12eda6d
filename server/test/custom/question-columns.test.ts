// Per-question columns of the custom-analysis import (issue 18 "Import": "per-subject — optionally
// per-question — scores"; contracts/src/validators/question-columns.ts and custom-import.ts), table by
// table: the header convention and the guess, the mapping's rules, and every row check of a question cell.

import t from 'tap'
import { checkMapping, checkRows, guessColumns, type ColumnAssignment, type ImportClass } from '@report/contracts/validators/custom-import'
import { guessQuestionFull, paperPlans, parseQuestionHeader, questionHeaders } from '@report/contracts/validators/question-columns'

t.test('parseQuestionHeader: every spelling of the convention, and headers that are not questions', async (t) => {
  const cases: [string, { subject: string; question: number } | null][] = [
    ['数学1', { subject: '数学', question: 1 }],
    ['数学12', { subject: '数学', question: 12 }],
    ['数学 3', { subject: '数学', question: 3 }],
    ['数学-3', { subject: '数学', question: 3 }],
    ['数学_3', { subject: '数学', question: 3 }],
    ['数学.3', { subject: '数学', question: 3 }],
    ['数学第3题', { subject: '数学', question: 3 }],
    ['数学-第3题', { subject: '数学', question: 3 }],
    ['数学3题', { subject: '数学', question: 3 }],
    ['数学T3', { subject: '数学', question: 3 }],
    ['数学t3', { subject: '数学', question: 3 }],
    ['数学Q3', { subject: '数学', question: 3 }],
    ['数学3得分', { subject: '数学', question: 3 }],
    ['英语成绩-第20题', { subject: '英语', question: 20 }],
    ['信息1', { subject: '信息', question: 1 }],
    ['数学', null],
    ['数学第0题', null],
    ['数学201', null],
    ['第3题', null],
    ['T3', null],
    ['3', null],
    ['高二3班', null],
  ]
  for (const [header, want] of cases) {
    const got = parseQuestionHeader(header)
    t.same(got && { subject: got.subject, question: got.question }, want, header)
  }
})

t.test('questionHeaders: a known subject always, another prefix only when two headers share it', async (t) => {
  t.same(questionHeaders(['数学1', '信息1', '信息2', '编号2', '考场1']), [
    { subject: '数学', question: 1 },
    { subject: '信息', question: 1 },
    { subject: '信息', question: 2 },
    null,
    null,
  ])
})

t.test('guessColumns: question columns with the guessed full score beside subject columns; non-scores and repeats ignored', async (t) => {
  const headers = ['学号', '姓名', '班级', '数学', '数学1', '数学-第2题', '数学T3', '数学T3', '物理Q1', '编号2', '语文1']
  const sample = [
    ['001', '甲', '1班', '27', '5', '12', '10', '10', '7.5', '0012520101', '优'],
    ['002', '乙', '1班', '20', '4', '6', '10', '10', '3', '0012520102', '良'],
  ]
  t.same(guessColumns(headers, sample), [
    { role: 'xuehao' },
    { role: 'name' },
    { role: 'class' },
    { role: 'subject', subject: '数学' },
    { role: 'question', subject: '数学', question: 1, fullScore: 5 },
    { role: 'question', subject: '数学', question: 2, fullScore: 12 },
    { role: 'question', subject: '数学', question: 3, fullScore: 10 },
    { role: 'ignore' },
    { role: 'question', subject: '物理', question: 1, fullScore: 8 },
    { role: 'ignore' },
    { role: 'ignore' },
  ])
})

t.test('guessQuestionFull: the highest score rounded up, at least 1; null without a number', async (t) => {
  const cases: [string[], number | null][] = [[['3', '7.5', ''], 8], [['0', '0'], 1], [['', '缺考'], null], [['12', '九'], 12]]
  for (const [cells, want] of cases) t.equal(guessQuestionFull(cells), want, cells.join(','))
})

const base: ColumnAssignment[] = [{ role: 'xuehao' }, { role: 'name' }, { role: 'class' }]
const q = (subject: string, question: number | undefined, fullScore: number | undefined): ColumnAssignment => ({ role: 'question', subject, question, fullScore })

t.test('checkMapping with question columns: each message of the rule; a subject with questions is worth their sum', async (t) => {
  const cases: [string, ColumnAssignment[], Record<string, number>, string | null][] = [
    ['questions only', [...base, q('数学', 1, 5), q('数学', 2, 10)], {}, null],
    ['subject column and its questions', [...base, { role: 'subject', subject: '数学' }, q('数学', 2, 10), q('数学', 1, 5)], {}, null],
    ['questions of one subject, whole score of another', [...base, q('数学', 1, 5), { role: 'subject', subject: '语文' }], { 语文: 150 }, null],
    ['no question number', [...base, q('数学', undefined, 5)], {}, '请填写“数学”小题列的题号（1至200的整数）'],
    ['a fractional question number', [...base, q('数学', 1.5, 5)], {}, '请填写“数学”小题列的题号（1至200的整数）'],
    ['a question twice', [...base, q('数学', 1, 5), q('数学', 1, 5)], {}, '“数学”第1题对应了多列'],
    ['no question full score', [...base, q('数学', 1, undefined)], {}, '请为“数学”第1题填写满分（大于0且不超过1000）'],
    ['question full score 0', [...base, q('数学', 1, 0)], {}, '请为“数学”第1题填写满分（大于0且不超过1000）'],
    ['questions summing past 1000', [...base, q('数学', 1, 600), q('数学', 2, 500)], {}, '“数学”各小题满分之和为1100，不能超过1000'],
    ['a question of no subject', [...base, q(' ', 1, 5)], {}, '科目名称不能为空'],
    ['a question of 总分', [...base, q('总分', 1, 5)], {}, '总分由各科相加得出，请勿作为科目导入'],
    ['the other subject still needs its full score', [...base, q('数学', 1, 5), { role: 'subject', subject: '语文' }], {}, '请为“语文”填写满分（大于0且不超过1000）'],
  ]
  for (const [name, columns, full, message] of cases) {
    const v = checkMapping(columns, full)
    t.equal(v.message, message, name)
    t.equal(v.ok, message === null, `${name}: ok`)
  }
  const v = checkMapping([...base, { role: 'subject', subject: '数学' }, q('数学', 2, 10), q('数学', 1, 5.5), { role: 'subject', subject: '语文' }], { 数学: 150, 语文: 120 })
  t.same(v.subjects, ['数学', '语文'])
  t.same(
    v.papers.map((p) => [p.subject, p.fullScore, p.column, p.questions.map((x) => [x.question, x.fullScore, x.column])]),
    [
      ['数学', 15.5, 3, [[1, 5.5, 5], [2, 10, 4]]],
      ['语文', 120, 6, []],
    ],
    'the subject full score set in F is replaced by the questions’ sum; questions in number order',
  )
  t.same(paperPlans([q('数学', 1, 2.5), q('数学', 2, 0.5)], {})[0]!.fullScore, 3)
})

t.test('checkRows with question columns: cells checked like subject cells, the subject column against the sum, the score derived', async (t) => {
  const headers = ['学号', '姓名', '班级', '数学', '数学1', '数学2', '数学3', '语文']
  const columns: ColumnAssignment[] = [...base, { role: 'subject', subject: '数学' }, q('数学', 1, 5), q('数学', 2, 10), q('数学', 3, 15), { role: 'subject', subject: '语文' }]
  const classes: ImportClass[] = [{ id: 'c1', name: '高二(1)班', no: 1, schoolId: 's1' }]
  const rows = [
    ['001', '甲', '1班', '27', '5', '10', '12', '100'],
    ['002', '乙', '1班', '12', '2', '', '10', '90'],
    ['003', '丙', '1班', '缺考', '', '', '', '缺考'],
    ['004', '丁', '1班', '20', '6', '4', '10', '90'],
    ['005', '戊', '1班', '20', '-1', '11', '10', '90'],
    ['006', '己', '1班', '20', '半', '10', '10', '90'],
    ['007', '庚', '1班', '21', '5', '5', '10', '90'],
    ['008', '辛', '1班', '', '5', '5', '10', '90'],
    ['009', '壬', '1班', '20', '', '', '', '90'],
    ['010', '癸', '1班', '20', '2.5', '7.5', '10', '151'],
  ]
  const check = checkRows(headers, rows, columns, { 语文: 150 }, classes, [{ id: 's1', name: '一中' }])
  t.same(
    check.problems.map((p) => [p.row, p.column, p.kind, p.value, p.message]),
    [
      [5, '数学1', 'above-full', '6', '超过该题满分5'],
      [6, '数学1', 'negative', '-1', '分数为负'],
      [6, '数学2', 'above-full', '11', '超过该题满分10'],
      [7, '数学1', 'not-number', '半', '不是数字'],
      [8, '数学', 'sum-mismatch', '21', '各小题之和为20，与科目成绩21不一致'],
      [9, '数学', 'sum-mismatch', '', '科目成绩为空或缺考，但各小题合计20'],
      [10, '数学', 'sum-mismatch', '20', '有科目成绩20，但各小题都为空'],
      [11, '语文', 'above-full', '151', '超过满分150'],
    ],
  )
  t.same(check.rows, [
    { row: 2, xuehao: '001', name: '甲', classId: 'c1', scores: [27, 100], items: [[5, 10, 12], null] },
    { row: 3, xuehao: '002', name: '乙', classId: 'c1', scores: [12, 90], items: [[2, 0, 10], null] },
    { row: 4, xuehao: '003', name: '丙', classId: 'c1', scores: [null, null], items: [null, null] },
  ])
  t.equal(check.badRows, 7)

  // Without a subject column the questions' sum is the subject's score, and its full score their sum.
  const only = checkRows(['学号', '姓名', '班级', '数学T1', '数学T2'], [['001', '甲', '1班', '2.5', '7.5'], ['002', '乙', '1班', '', '缺考']], [...base, q('数学', 1, 5), q('数学', 2, 10)], {}, classes, [{ id: 's1', name: '一中' }])
  t.same(only.problems, [])
  t.same(only.rows.map((r) => [r.scores, r.items]), [[[10], [[2.5, 7.5]]], [[null], [null]]])
})

t.test('checkRows without question columns keeps its rows as before (no items)', async (t) => {
  const check = checkRows(['学号', '姓名', '班级', '语文'], [['001', '甲', '1班', '90']], [...base, { role: 'subject', subject: '语文' }], { 语文: 150 }, [{ id: 'c1', name: '高二(1)班', no: 1, schoolId: 's1' }], [{ id: 's1', name: '一中' }])
  t.same(check.rows, [{ row: 2, xuehao: '001', name: '甲', classId: 'c1', scores: [90] }])
  t.notOk('items' in check.rows[0]!)
})
