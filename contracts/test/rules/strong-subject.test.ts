// issue 31 item 5: 优势科目 against the grade (top fifth of the subject's takers) or against the student's
// own 总分 rank (ahead by more than the 短板 gap); never a 短板, never a paper not sat.

import t from 'tap'
import { isStrongSubject, strongRankLine, strongSubjectRule, STRONG_TOP_PERCENT } from '../../src/rules/strong-subject.ts'

t.test('the top-fifth line: ⌈N·20 %⌉', async (t) => {
  t.equal(STRONG_TOP_PERCENT, 20)
  const table: Array<[number, number]> = [[818, 164], [810, 162], [51, 11], [50, 10], [5, 1], [1, 1], [0, 0]]
  for (const [n, line] of table) t.equal(strongRankLine(n), line, `N = ${n}`)
})

t.test('isStrongSubject', async (t) => {
  // 818 took 物理; the 短板 gap is a fifth of the 732 students with a 总分: 146.4 places.
  const N = 818
  const g = 146.4
  const table: Array<[name: string, rank: number, total: number, strong: boolean]> = [
    ['issue 31: grade 8 in 物理, 总分 rank 10 — a strength the old rule missed', 8, 10, true],
    ['in the top fifth, behind the own 总分 rank but not a 短板', 150, 40, true],
    ['the last place of the top fifth', 164, 300, true],
    ['just past the top fifth, level with 总分', 165, 165, false],
    ['a middling subject far ahead of a low 总分 (relative strength)', 400, 600, true],
    ['ahead of 总分 by exactly the gap: not more', 400, 546.4, false],
    ['top fifth but a 短板 (far behind a top 总分)', 160, 5, false],
    ['no 总分 (a paper missed): judged on the grade alone', 20, 0, true],
    ['no 总分 and not in the top fifth', 400, 0, false],
    ['未考 in the subject', 0, 10, false],
  ]
  for (const [name, rank, total, strong] of table) t.equal(isStrongSubject(rank, N, total, g), strong, name)
})

t.test('the rule in words, with the gap the report used', async (t) => {
  t.equal(strongSubjectRule(146.4), '该科全体（年级）名次进入该科实考人数的前 20%，或比本人总分名次靠前超过 146 名（短板科目除外）')
  t.equal(strongSubjectRule(null), '该科全体（年级）名次进入该科实考人数的前 20%，或比本人总分名次靠前超过参考人数的五分之一（短板科目除外）')
})
