// viewFigures: the dashboard's figures of the students a user sees (spec 2 §6 restricted scopes), from the
// report home's totals and units.
import t from 'tap'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { DashboardRow } from '@report/contracts/upstream/reports/exam'
import { viewFigures, type DashboardPaper } from '../../../src/domain/reports/dashboard/view-figures.ts'

const PAPERS = [
  { pindex: 0, subject: '总分', manfen: 250 },
  { pindex: 1, subject: '语文', manfen: 150 },
  { pindex: 2, subject: '物理', manfen: 100 },
]

const group = (key: string, type: GroupRef['type'], name: string): GroupRef => ({ key, type, id: key, name })
const paper = (pindex: number, total: number, absent: number, mean: number | null, max: number | null, min: number | null, excellent: number | null, pass: number | null): DashboardPaper => ({
  pindex,
  total,
  absent,
  mean,
  max,
  min,
  difficulty: mean === null ? null : Math.round((mean / PAPERS[pindex]!.manfen) * 100) / 100,
  excellentRate: excellent,
  passRate: pass,
})
const row = (g: GroupRef, papers: DashboardPaper[]): DashboardRow => ({ group: g, papers })

// Two classes: A (4 sat, 1 absent on 总分) and B (6 sat).
const classA = row(group('class:a', 'class', '一班'), [paper(0, 4, 1, 200, 240, 150, 0.25, 0.75), paper(1, 4, 1, 120, 140, 90, 0.5, 1), paper(2, 0, 5, null, null, null, null, null)])
const classB = row(group('class:b', 'class', '二班'), [paper(0, 6, 0, 150, 230, 100, 0, 0.5), paper(1, 6, 0, 100, 130, 60, 0, 0.5), paper(2, 0, 6, null, null, null, null, null)])
const all = row(group('all', 'all', '全体'), [paper(0, 90, 10, 170, 245, 80, 0.1, 0.6), paper(1, 95, 5, 105, 148, 30, 0.1, 0.7), paper(2, 80, 20, 60, 99, 0, 0.05, 0.5)])
const sall = row(group('sall', 'sall', '一中全校'), [paper(0, 10, 1, 180, 240, 100, 0.1, 0.6), ...all.papers.slice(1)])

const cases: Array<{ name: string; input: Parameters<typeof viewFigures>[0]; source: 'total' | 'units'; label: string; total?: Partial<DashboardPaper>; physics?: Partial<ReturnType<typeof viewFigures>['papers'][number]> }> = [
  { name: 'the whole exam in view: 全体 is the view', input: { inView: 100, papers: PAPERS, totals: [all], units: [classA, classB] }, source: 'total', label: '全体', total: all.papers[0] },
  { name: 'a school of a joint exam: 全校 (the narrowest total) is the view', input: { inView: 11, papers: PAPERS, totals: [all, sall], units: [classA, classB] }, source: 'total', label: '一中全校', total: { total: 10, mean: 180 } },
  {
    name: 'two classes of a teacher: counts added, means weighted, rates recounted',
    input: { inView: 11, papers: PAPERS, totals: [all], units: [classA, classB] },
    source: 'units',
    label: '所见2个单位',
    total: { total: 10, absent: 1, mean: 170, max: 240, min: 100, difficulty: 0.68, excellentRate: 0.1, passRate: 0.6 },
    physics: { total: 0, absent: 11, mean: null, max: null, min: null, difficulty: null, excellentRate: null, passRate: null, counts: { sum: 0, excellent: 0, pass: 0 } },
  },
  { name: 'one class of a class director: named after it', input: { inView: 5, papers: PAPERS, totals: [all], units: [classA] }, source: 'units', label: '一班', total: { total: 4, absent: 1, mean: 200, excellentRate: 0.25 } },
  { name: 'no unit and no total that fits: the first total', input: { inView: 3, papers: PAPERS, totals: [all], units: [] }, source: 'total', label: '全体', total: { total: 90 } },
]

for (const c of cases) {
  t.test(c.name, async (t) => {
    const got = viewFigures(c.input)
    t.equal(got.source, c.source)
    t.equal(got.name, c.label)
    if (c.total) t.match(got.papers.find((p) => p.pindex === 0), c.total)
    if (c.physics) t.same(got.papers.find((p) => p.pindex === 2), { pindex: 2, ...c.physics })
  })
}

t.test('a combined 语文: (4·120 + 6·100) / 10 = 108, difficulty 108/150 = 0.72, 优秀 2 of 10', async (t) => {
  const chinese = viewFigures({ inView: 11, papers: PAPERS, totals: [all], units: [classA, classB] }).papers.find((p) => p.pindex === 1)!
  // The sums and counts the combination was made of ride along for its explanation (issue 36).
  t.same(chinese, { pindex: 1, total: 10, absent: 1, mean: 108, max: 140, min: 60, difficulty: 0.72, excellentRate: 0.2, passRate: 0.7, counts: { sum: 1080, excellent: 2, pass: 7 } })
})
