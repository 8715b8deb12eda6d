// issue 31 items 2 and 3: 总分 (any sum of papers) is computed only for the students who sat every paper it
// adds up; a student who missed one is 未考 for 总分, never ranked on a sum of fewer papers.

import t from 'tap'
import { missedPapers, sumOfPapers, totalColumn, TOTAL_SCORE_NOTE, TOTAL_SCORE_RULE } from '../../src/rules/total-score.ts'

const N = NaN

t.test('sumOfPapers: the sum over every paper, or 未考 (NaN) when any is missed', async (t) => {
  const table: Array<[name: string, scores: number[], expected: number]> = [
    ['five papers sat', [120, 98.5, 131, 77, 64], 490.5],
    ['one paper', [88], 88],
    ['a 0 is a score', [0, 95, 102], 197],
    ['all zeros', [0, 0], 0],
    ['two of five papers (the merge of issue 31)', [93, 81, N, N, N], N],
    ['one paper missed', [120, N, 131], N],
    ['every paper missed', [N, N, N], N],
    ['no paper counted', [], N],
  ]
  for (const [name, scores, expected] of table) {
    const got = sumOfPapers(scores)
    if (expected !== expected) t.ok(got !== got, `${name}: 未考`)
    else t.equal(got, expected, name)
  }
})

t.test('totalColumn: row by row, the same rule over columns of scores', async (t) => {
  const chinese = Float32Array.of(100, 0, N, 90, N)
  const maths = Float32Array.of(120.5, 75, 80, N, N)
  const english = [99, 60, 70, 88, N]
  const total = totalColumn([chinese, maths, english], 5)
  t.same(Array.from(total.slice(0, 2)), [319.5, 135])
  t.ok([2, 3, 4].every((i) => total[i] !== total[i]), 'rows missing a paper have no 总分')
  for (let i = 0; i < 5; i++) {
    const row = sumOfPapers([chinese[i]!, maths[i]!, english[i]!])
    t.ok(row === total[i] || (row !== row && total[i] !== total[i]), `row ${i} agrees with sumOfPapers`)
  }
  t.ok(Array.from(totalColumn([], 3)).every((x) => x !== x), 'no paper: 未考 throughout')
})

t.test('missedPapers: which papers keep a student out of 总分', async (t) => {
  const papers = [Float32Array.of(100, N, N), Float32Array.of(N, 0, N), Float32Array.of(70, 70, N)]
  t.same(missedPapers(papers, 0), [1])
  t.same(missedPapers(papers, 1), [0], 'a 0 is not missed')
  t.same(missedPapers(papers, 2), [0, 1, 2])
})

t.test('the 指标说明 states the rule', async (t) => {
  t.equal(TOTAL_SCORE_NOTE.term, '总分')
  t.equal(TOTAL_SCORE_NOTE.note, TOTAL_SCORE_RULE)
  t.match(TOTAL_SCORE_RULE, /缺考其中任一科的学生，总分记为“未考”/)
  t.match(TOTAL_SCORE_RULE, /已考科目仍计入各科统计/)
})
