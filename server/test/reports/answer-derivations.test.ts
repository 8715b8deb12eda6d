// Spec 2 §3 "Data shapes of reports" promises a report answer's named fields; what a platform may leave
// out and the BFF works out itself is derived by domain/reports/answer-derivations.ts. Worked numbers.
import t from 'tap'
import { GroupRefSchema } from '@report/contracts/upstream/reports/common'
import { SegmentsDataSchema } from '@report/contracts/upstream/reports/segments'
import { RatesDataSchema } from '@report/contracts/upstream/reports/rates'
import { AbsentDataSchema } from '@report/contracts/upstream/reports/absent'
import {
  completeAnswer,
  completeBandCounts,
  completeCounts,
  completeDashboard,
  completeGroup,
  completePaperAnalysis,
  completeStats,
  completeStep,
  completeStudent,
  groupOfKey,
  missingDerived,
} from '../../src/domain/reports/answer-derivations.ts'

const FRAME = { examid: 'e1', lkschool: 's9', qxschool: 'c3' }

t.test('groupOfKey: spec 2 §3 group keys (all, lkall, qxall, sall) and {type}:{id} units', async (t) => {
  const rows: Array<[key: string, want: ReturnType<typeof groupOfKey>]> = [
    ['all', { type: 'all', id: 'e1' }],
    ['lkall', { type: 'lkall', id: 'e1' }],
    ['qxall', { type: 'qxall', id: 'c3' }],
    ['sall', { type: 'sall', id: 's9' }],
    ['county:c1', { type: 'county', id: 'c1' }],
    ['school:1001', { type: 'school', id: '1001' }],
    ['class:1000125203', { type: 'class', id: '1000125203' }],
    ['tclass:t-7:a', { type: 'tclass', id: 't-7:a' }],
    ['class:', null],
    [':x', null],
    ['grade:1', null],
    ['sall:1', null],
    ['', null],
  ]
  for (const [key, want] of rows) t.same(groupOfKey(key, FRAME), want, JSON.stringify(key))
  t.same(groupOfKey('qxall', { examid: 'e1' }), { type: 'qxall', id: '' }, 'no county in focus: no id')
})

t.test('completeGroup keeps what the platform states and cannot place an unknown key', async (t) => {
  t.same(completeGroup({ key: 'class:9', name: '9班' }, FRAME), { key: 'class:9', name: '9班', type: 'class', id: '9' })
  t.same(completeGroup({ key: 'class:9', name: '9班', type: 'class', id: 'other' }, FRAME), { key: 'class:9', name: '9班', type: 'class', id: 'other' })
  t.same(completeGroup({ key: 'class:9', name: '9班', id: 'x' }, FRAME), { key: 'class:9', name: '9班', type: 'class', id: 'x' })
  t.throws(() => completeGroup({ key: 'row-7', name: '?' }, FRAME), { name: 'UnderivableAnswer' })
})

t.test('counts: running totals in order and shares of the group total (segments, rank bands, level bands)', async (t) => {
  const rows: Array<[ref: string, row: Record<string, unknown>, want: Record<string, unknown>]> = [
    ['four segments of 10 students', { total: 10, counts: [1, 2, 3, 4] }, { cumulative: [1, 3, 6, 10], shares: [0.1, 0.2, 0.3, 0.4] }],
    ['an empty group: shares null', { total: 0, counts: [0, 0] }, { cumulative: [0, 0], shares: [null, null] }],
    ['stated values are kept', { total: 4, counts: [1, 3], cumulative: [9, 9] }, { cumulative: [9, 9], shares: [0.25, 0.75] }],
  ]
  for (const [ref, row, want] of rows) t.match(completeCounts(row, FRAME), want, ref)
  // Rank bands leave students past the last cut-off out of every band: shares stay of the group's total.
  t.same(completeBandCounts({ total: 8, counts: [2, 2] }, FRAME), { total: 8, counts: [2, 2], cumulative: [2, 4], shares: [0.25, 0.25], cumulativeShares: [0.25, 0.5] })
})

t.test('statistics: cv = SD / mean; 未考 from the score; score rate = score / full score', async (t) => {
  t.equal(completeStats({ standardDeviation: 12, mean: 80 }, FRAME).cv, 0.15)
  t.equal(completeStats({ standardDeviation: 12, mean: 0 }, FRAME).cv, null, 'mean 0: undefined')
  t.equal(completeStats({ standardDeviation: null, mean: 80 }, FRAME).cv, null)
  t.equal(completeStats({ standardDeviation: 12, mean: 80, cv: 0.2 }, FRAME).cv, 0.2, 'stated: kept')
  t.same(completePaperAnalysis({ score: 75, manfen: 150 }, FRAME), { score: 75, manfen: 150, absent: false, scoreRate: 0.5 })
  t.same(completePaperAnalysis({ score: null, manfen: 150 }, FRAME), { score: null, manfen: 150, absent: true, scoreRate: null })
})

t.test('a student is 未考 when absent from every paper; one who missed some has no 总分 but is no absentee', async (t) => {
  const cell = (pindex: number, absent: boolean) => ({ pindex, absent })
  const rows: Array<[ref: string, subjects: Array<ReturnType<typeof cell>>, want: boolean]> = [
    ['every paper missed', [cell(0, true), cell(1, true), cell(2, true)], true],
    ['one paper missed: 总分 未考 (rules/total-score), the row is not', [cell(0, true), cell(1, true), cell(2, false)], false],
    ['no 总分 cell, every paper missed', [cell(1, true), cell(2, true)], true],
    ['no 总分 cell, one paper sat', [cell(1, true), cell(2, false)], false],
    ['only a 总分 cell, absent', [cell(0, true)], true],
    ['no cells', [], false],
  ]
  for (const [ref, subjects, want] of rows) t.equal(completeStudent({ subjects }, FRAME).absent, want, ref)
})

t.test('the segment step is the width of the lowest segment; the dashboard level is its units’ type', async (t) => {
  t.equal(completeStep({ segments: [{ lower: 140, upper: 150 }, { lower: 10, upper: 20 }, { lower: 0, upper: 10 }] }, FRAME).step, 10)
  t.equal(completeStep({ segments: [{ lower: 140, upper: 150 }, { lower: 120, upper: 140 }, { lower: 60, upper: 80 }, { lower: 0, upper: 60 }] }, FRAME).step, 20, 'segments from a start (issue 19): [0, 60) is not a step')
  t.equal(completeStep({ segments: [{ lower: 10, upper: 15 }, { lower: 0, upper: 10 }] }, FRAME).step, 10, 'two segments: the lowest')
  t.throws(() => completeStep({ segments: [] }, FRAME), { name: 'UnderivableAnswer' })
  const unit = (total: number, absent: number) => ({ group: { type: 'class' }, papers: [{ pindex: 1, total: 99, absent: 9 }, { pindex: 0, total, absent }] })
  const rows: Array<[ref: string, data: Record<string, unknown>, want: Record<string, unknown>]> = [
    ["a teacher's two classes: their 总分 headcount, sat and 未考", { studentCount: 821, units: [unit(50, 2), unit(48, 0)] }, { inView: 100, level: 'class' }],
    ['no units: the exam’s count, schools', { studentCount: 5, units: [] }, { inView: 5, level: 'school' }],
    ['stated: kept', { studentCount: 5, inView: 3, level: 'county', units: [unit(1, 0)] }, { inView: 3, level: 'county' }],
  ]
  for (const [ref, data, want] of rows) t.match(completeDashboard(data, FRAME), want, ref)
})

t.test('completeAnswer walks an answer inside out and copies only what it changes', async (t) => {
  const segments = {
    paper: { pindex: 0, subject: '总分', manfen: 100 },
    segments: [{ lower: 50, upper: 100 }, { lower: 0, upper: 50 }],
    totals: [{ group: { key: 'all', name: '全体' }, total: 4, counts: [1, 3] }],
    total: 0,
    offset: 0,
    limit: 500,
    items: [],
  }
  const done = completeAnswer(SegmentsDataSchema, segments, FRAME) as Record<string, unknown>
  t.same(missingDerived(SegmentsDataSchema, segments).sort(), ['/step', '/totals/0/cumulative', '/totals/0/group/id', '/totals/0/group/type', '/totals/0/shares'], 'the check sees what is missing')
  t.same(missingDerived(SegmentsDataSchema, done), [], 'nothing missing after')
  t.equal(done.step, 50)
  t.same((done.totals as unknown[])[0], { group: { key: 'all', name: '全体', type: 'all', id: 'e1' }, total: 4, counts: [1, 3], cumulative: [1, 4], shares: [0.25, 0.75] })
  t.equal(segments.totals[0]!.group.name, '全体')
  t.notOk('type' in segments.totals[0]!.group, 'the input is not changed')
  const complete = completeAnswer(SegmentsDataSchema, done, FRAME)
  t.equal(complete, done, 'a complete answer comes back as it is')

  const rates = { papers: [], totals: [{ group: { key: 'school:1', name: 'A' }, rates: [{ pindex: 0, totalCount: 8, excellent: { count: 2, rank: 1 }, good: { count: 4, rank: 1, rate: 0.9 }, pass: { count: 6, rank: 1 }, low: { count: 0, rank: 1 } }] }], total: 0, offset: 0, limit: 500, items: [] }
  const r = (completeAnswer(RatesDataSchema, rates, FRAME) as typeof rates).totals[0]!.rates[0]! as unknown as Record<string, { rate: number }>
  t.same([r.excellent!.rate, r.good!.rate, r.pass!.rate, r.low!.rate], [0.25, 0.9, 0.75, 0], 'spec 2 §3 three-rate: count / totalCount, a stated rate kept')

  const absent = { papers: [], total: 1, offset: 0, limit: 500, items: [{ key: 's1', subjects: [{ pindex: 0, score: null }, { pindex: 1, score: null }, { pindex: 2, score: 30 }] }] }
  const row = (completeAnswer(AbsentDataSchema, absent, FRAME) as { items: Array<Record<string, unknown>> }).items[0]!
  t.same([row.absent, row.absentPapers], [false, [1]], '缺考名单: the papers missed from the cells; a student who sat one is no absentee (no 总分 though)')

  t.throws(() => completeAnswer(GroupRefSchema, { key: 'nonsense', name: 'x' }, FRAME), { name: 'UnderivableAnswer', field: '/' })
  const badKey = { ...segments, totals: [segments.totals[0], { group: { key: 'row-2', name: '?' }, total: 1, counts: [1, 0] }] }
  t.throws(() => completeAnswer(SegmentsDataSchema, badKey, FRAME), { name: 'UnderivableAnswer', field: '/totals/*/group' }, 'the walk names where')
})
