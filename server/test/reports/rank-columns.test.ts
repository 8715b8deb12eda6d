// The rank columns of student tables under the exam's published ranking settings (issue 19; spec 1 §2
// ranking: "which ranks a report shows, and rank visibility per stage and role"; spec 2 §3 ranking table
// row: per-subject score, level, and ranks at all, county, school and class).
import t from 'tap'
import type { StudentRow } from '@report/contracts/upstream/reports/common'
import { paperScoreColumns, rankColumnsFor, studentCellsOf } from '../../src/domain/reports/student-cells.ts'

const joint = { counties: 3, schools: 6 }
const school = { counties: 1, schools: 1 }

t.test('rankColumnsFor: the view\'s ranks, cut to the published scopes and the reader\'s display', async (t) => {
  const cases = [
    { name: 'no display: every rank of a joint view', view: joint, display: undefined, want: { ranks: { all: true, county: true, school: true, class: true }, level: false } },
    { name: 'no display: one school has no county or school rank', view: school, display: undefined, want: { ranks: { all: true, county: false, school: false, class: true }, level: false } },
    { name: 'published scopes all and class', view: joint, display: { scopes: ['all', 'class'], mode: 'rank', levels: [] }, want: { ranks: { all: true, county: false, school: false, class: true }, level: false } },
    { name: 'a published scope the view lacks stays off', view: school, display: { scopes: ['school'], mode: 'rank', levels: [] }, want: { ranks: { all: false, county: false, school: false, class: false }, level: false } },
    { name: 'levels: no rank, a 等级', view: joint, display: { scopes: ['all', 'class'], mode: 'level', levels: ['A', 'B'] }, want: { ranks: { all: false, county: false, school: false, class: false }, level: true } },
    { name: 'hidden: neither', view: joint, display: { scopes: ['all'], mode: 'hidden', levels: [] }, want: { ranks: { all: false, county: false, school: false, class: false }, level: false } },
  ] as const
  for (const c of cases) t.same(rankColumnsFor(c.view, c.display ? { ...c.display, scopes: [...c.display.scopes], levels: [...c.display.levels] } : undefined), c.want, c.name)
})

t.test('a 等级 column per paper and its cells', async (t) => {
  const papers = [{ pindex: 0, subject: '总分', manfen: 750 }]
  const { ranks, level } = rankColumnsFor(school, { scopes: ['all'], mode: 'level', levels: ['A', 'B'] })
  const columns = paperScoreColumns(papers, ranks, level)
  t.same((columns[0]!.children ?? []).map((c) => c.title), ['分数', '等级'])
  const row = (score: number | null, lvl: string | null): StudentRow => ({
    key: 's', name: '甲', xuehao: '1', kaohao: '1', countyId: '', county: '', schoolId: '', school: '', classId: '', class: '1班', absent: score === null,
    subjects: [{ pindex: 0, score, absent: score === null, all: null, county: null, schoolRank: null, classRank: null, abcd: null, level: lvl }],
  })
  const cells = studentCellsOf(papers, ranks, level)
  t.equal(cells(row(600, 'A'))['p0.level'], 'A')
  t.equal(cells(row(null, null))['p0.level'], '未考')
  t.notOk('p0.rank' in cells(row(600, 'A')), 'no rank cell')
})
