// spec 2 §3 "Custom-table state" (scope default 2, isPrivacy default true), §4 "Custom-table wizard"; issue 18 custom tables.

import t from 'tap'
import { customTableColumns, type CustomTableConfig } from '../../src/upstream/custom-table.ts'
import { defaultTableConfig, lastStep, TABLE_MESSAGES as M, tableProblems, wizardStep } from '../../src/rules/custom-table-wizard.ts'

t.test('spec 2 §4: prev decrements, next increments; above 5 (4 in the split scene) wraps to 1; any other value resets to 0', async (t) => {
  const table: Array<[current: number, action: string, scene: 'full' | 'split', expected: number]> = [
    [0, 'next', 'full', 1], [3, 'next', 'full', 4], [4, 'next', 'full', 5], [5, 'next', 'full', 1],
    [3, 'next', 'split', 4], [4, 'next', 'split', 1], [5, 'next', 'split', 1],
    [3, 'prev', 'full', 2], [1, 'prev', 'full', 0], [0, 'prev', 'full', 0], [4, 'prev', 'split', 3],
    [2, 'jump', 'full', 0], [Number.NaN, 'next', 'full', 0], [1.5, 'next', 'full', 0], [-3, 'next', 'full', 0],
  ]
  for (const [current, action, scene, expected] of table) t.equal(wizardStep(current, action, scene), expected, `${current} ${action} (${scene}) → ${expected}`)
  t.same([lastStep('full'), lastStep('split')], [5, 4])
})

t.test('spec 2 §3 defaults: scope 2 (班级), privacy on, every paper given', async (t) => {
  const c = defaultTableConfig(['总分', '语文', '地理'])
  t.equal(c.scope, 2)
  t.equal(c.privacy, true)
  t.same(c.subjects, ['总分', '语文', '地理'], 'every paper of the chosen exams, by subject name')
  t.same(c.pindexes, [], 'named by subject, not by one exam\'s pindexes')
  t.ok(c.indicators.length > 0)
})

t.test('a configuration is generated only when an exam, a subject it has, an indicator and a file-safe name are given', async (t) => {
  const papers = [{ pindex: 0 }, { pindex: 1 }]
  const ok = { exam: true, papers, config: { pindexes: [0, 1], indicators: ['mean' as const] }, name: '高二均分' }
  const named = { ...ok, papers: [{ pindex: 0, subject: '总分' }, { pindex: 1, subject: '语文' }, { pindex: 2, subject: '地理' }], config: { ...ok.config, pindexes: [] } }
  const table: Array<[input: Parameters<typeof tableProblems>[0], expected: string[]]> = [
    [ok, []],
    [{ ...ok, exam: false }, [M.noExam]],
    [{ ...ok, config: { ...ok.config, pindexes: [] } }, [M.noSubject]],
    [{ ...ok, config: { ...ok.config, pindexes: [7] } }, [M.unknownSubject]],
    [{ ...ok, config: { ...ok.config, indicators: [] } }, [M.noIndicator]],
    [{ ...ok, name: '  ' }, [M.noName]],
    [{ ...ok, name: '表'.repeat(41) }, [M.longName]],
    [{ ...ok, name: '表'.repeat(40) }, []],
    [{ ...ok, name: '高二/均分' }, [M.badName]],
    [{ exam: false, papers: [], config: { pindexes: [], indicators: [] }, name: '' }, [M.noExam, M.noSubject, M.noIndicator, M.noName]],
    [{ ...ok, config: { ...ok.config, scope: 2 } }, []],
    [{ ...ok, config: { ...ok.config, scope: 3 } }, [M.indicatorScope]],
    [{ ...ok, config: { ...ok.config, scope: 3, indicators: ['score', 'classRank'] } }, []],
    [{ ...ok, config: { ...ok.config, scope: 1, indicators: ['mean', 'score'] } }, [M.indicatorScope]],
    // Papers named by subject: any chosen exam's (papers = their union by name); a name none has is unknown.
    [{ ...named, config: { ...named.config, subjects: ['总分', '地理'] } }, []],
    [{ ...named, config: { ...named.config, subjects: ['物理'] } }, [M.unknownSubject]],
    [{ ...named, config: { ...named.config, subjects: [] } }, [M.noSubject]],
    [{ ...named, config: { ...named.config, pindexes: [7], subjects: ['语文'] } }, []], // the names win over pindexes
  ]
  for (const [input, expected] of table) t.same(tableProblems(input), expected, JSON.stringify(input).slice(0, 90))
})

t.test('columns: papers the exam has × indicators, grouped by subject or indicator; privacy drops 平均分排名', async (t) => {
  const papers = [{ pindex: 0, subject: '总分' }, { pindex: 1, subject: '语文' }, { pindex: 2, subject: '数学' }]
  const base: CustomTableConfig = { scope: 2, pindexes: [2, 0, 9], indicators: ['mean', 'mean_rank'], columns: 'subject', totals: true, privacy: false }
  const titles = (c: CustomTableConfig) => customTableColumns(c, papers).map((x) => x.title)
  t.same(titles(base), ['数学平均分', '数学平均分排名', '总分平均分', '总分平均分排名'], 'the configured order; a paper the exam lacks is left out')
  t.same(titles({ ...base, columns: 'indicator' }), ['数学平均分', '总分平均分', '数学平均分排名', '总分平均分排名'])
  t.same(titles({ ...base, privacy: true }), ['数学平均分', '总分平均分'])
  t.same(customTableColumns({ ...base, indicators: ['total'] }, papers).map((x) => x.kind), ['int', 'int'])
})

t.test('a cell\'s figure: the statistic as it is; 超均率 = (x̄ − x̄全体) / x̄全体, empty without a usable reference', async (t) => {
  const { customTableValue } = await import('../../src/upstream/custom-table.ts')
  const table: Array<[k: Parameters<typeof customTableValue>[0], mean: number | null, ref: number | null, expected: number | null]> = [
    ['mean', 80, 100, 80], ['overMean', 110, 100, 0.1], ['overMean', 90, 100, -0.1], ['overMean', 100, 100, 0],
    ['overMean', null, 100, null], ['overMean', 90, null, null], ['overMean', 90, 0, null], ['mean', null, 100, null],
  ]
  for (const [k, mean, ref, expected] of table) t.equal(customTableValue(k, { stats: { mean } }, { stats: { mean: ref } }), expected, `${k} ${mean} vs ${ref}`)
  t.equal(customTableValue('total', { stats: { total: Number.NaN } }, undefined), null)
})

t.test('issue 18 rates: 优秀率/良好率/及格率/低分率 are the shares of the unit\'s own 三率 cells (not the reference\'s), empty when nobody sat', async (t) => {
  const { customTableValue, customTableSources, CUSTOM_TABLE_INDICATOR_INFO } = await import('../../src/upstream/custom-table.ts')
  const rates = { excellent: { rate: 0.125 }, good: { rate: 0.4 }, pass: { rate: 0.75 }, low: { rate: 0.05 } }
  const reference = { rates: { excellent: { rate: 0.9 }, good: { rate: 0.9 }, pass: { rate: 0.9 }, low: { rate: 0.9 } } }
  const table: Array<[k: Parameters<typeof customTableValue>[0], unit: Parameters<typeof customTableValue>[1], expected: number | null]> = [
    ['excellentRate', { rates }, 0.125], ['goodRate', { rates }, 0.4], ['passRate', { rates }, 0.75], ['lowRate', { rates }, 0.05],
    ['passRate', { rates: { ...rates, pass: { rate: null } } }, null], ['passRate', { stats: { mean: 80 } }, null], ['excellentRate', undefined, null],
  ]
  for (const [k, unit, expected] of table) t.equal(customTableValue(k, unit, reference), expected, `${k} ${JSON.stringify(unit)}`)
  t.same(['excellentRate', 'goodRate', 'passRate', 'lowRate'].map((k) => CUSTOM_TABLE_INDICATOR_INFO[k as 'passRate']), [
    { title: '优秀率', kind: 'pct' }, { title: '良好率', kind: 'pct' }, { title: '及格率', kind: 'pct' }, { title: '低分率', kind: 'pct' },
  ])
  t.same([...customTableSources({ indicators: ['mean'] })], ['overview'], 'a table of statistics reads 总体概况 alone')
  t.same([...customTableSources({ indicators: ['mean', 'passRate'] })], ['overview', 'rates'], 'a rate reads 三率 as well')
})

t.test('issue 18 rows of students (scope 3): a student\'s own cells; privacy (spec 2 §3 isPrivacy, default on) hides the name, 学号 and 班级 stay', async (t) => {
  const { customTableValue, customTableLead, customTableLeadCells, indicatorFits, customTableSources } = await import('../../src/upstream/custom-table.ts')
  const { scopeIndicators } = await import('../../src/rules/custom-table-wizard.ts')
  const table: Array<[scope: 1 | 2 | 3, privacy: boolean, lead: string[], cells: string[]]> = [
    [3, true, ['学号', '班级'], ['20260101', '高二(1)班']],
    [3, false, ['学号', '姓名', '班级'], ['20260101', '张三', '高二(1)班']],
    [2, true, ['班级'], []],
    [1, false, ['学校'], []],
  ]
  const student = { xuehao: '20260101', name: '张三', class: '高二(1)班' }
  for (const [scope, privacy, lead, cells] of table) {
    t.same(customTableLead({ scope, privacy }), lead, `scope ${scope} privacy ${privacy}`)
    if (scope === 3) t.same(customTableLeadCells({ privacy }, student), cells)
  }
  const cell = { score: 612.5, all: 3, schoolRank: 2, classRank: 1 }
  const values: Array<[k: Parameters<typeof customTableValue>[0], expected: number | null]> = [['score', 612.5], ['allRank', 3], ['schoolRank', 2], ['classRank', 1], ['mean', null]]
  for (const [k, expected] of values) t.equal(customTableValue(k, { student: cell }, undefined), expected, k)
  t.equal(customTableValue('classRank', { student: { ...cell, classRank: null } }, undefined), null, 'a rank the ranking settings hide stays empty')
  t.same([indicatorFits('score', 3), indicatorFits('score', 2), indicatorFits('mean', 3), indicatorFits('passRate', 1)], [true, false, false, true])
  t.same(scopeIndicators(3), ['score', 'classRank'])
  t.same([...customTableSources({ indicators: ['score'] })], ['overview', 'ranking'])
})

t.test('issue 18 有效分: 有效分 is the paper\'s effective score (总分: the line), 上线人数 its 单上线 (总分: 总分上线), 双上线人数 its 双上线', async (t) => {
  const { customTableValue, effectiveFigures, customTableSources } = await import('../../src/upstream/custom-table.ts')
  const data = { line: 600, papers: [{ pindex: 1, subject: '语文', manfen: 150, takers: 50, k: 7, effectiveScore: 118.5 }] }
  const row = { online: 9, papers: [{ pindex: 1, single: 12, double: 6, contribution: 0.6667 }] }
  const table: Array<[k: Parameters<typeof customTableValue>[0], pindex: number, r: typeof row | undefined, expected: number | null]> = [
    ['effectiveScore', 0, row, 600], ['online', 0, row, 9], ['double', 0, row, 9],
    ['effectiveScore', 1, row, 118.5], ['online', 1, row, 12], ['double', 1, row, 6],
    ['effectiveScore', 2, row, null], ['online', 2, row, null], ['online', 1, undefined, null], ['effectiveScore', 1, undefined, 118.5],
  ]
  for (const [k, pindex, r, expected] of table) t.equal(customTableValue(k, { effective: effectiveFigures(data, r, pindex) }, undefined), expected, `${k} p${pindex}${r ? '' : ' (no row)'}`)
  t.same([...customTableSources({ indicators: ['online'] })], ['overview', 'effective'])
})

t.test('issue 18 前N名人数: one column per cut-off of the paper\'s 名次段, each the unit\'s students up to it (排名 ≤ N)', async (t) => {
  const { customTableColumns, customTableValue } = await import('../../src/upstream/custom-table.ts')
  const papers = [{ pindex: 0, subject: '总分' }, { pindex: 1, subject: '语文' }]
  const { rankBandTitles, segmentTitles } = await import('../../src/upstream/custom-table.ts')
  const cutoffs = (p: number, k: string) => (p === 0 && k === 'rankBands' ? rankBandTitles([50, 100]) : [])
  const config: CustomTableConfig = { scope: 2, pindexes: [0, 1], indicators: ['mean', 'rankBands'], columns: 'subject', totals: true, privacy: true }
  t.same(customTableColumns(config, papers, cutoffs).map((c) => [c.title, c.band]), [['总分平均分', 0], ['总分前50名人数', 0], ['总分前100名人数', 1], ['语文平均分', 0]], 'a paper without known cut-offs gets no band columns')
  t.same(customTableColumns(config, papers).map((c) => c.title), ['总分平均分', '语文平均分'])
  const table: Array<[band: number, expected: number | null]> = [[0, 7], [1, 15], [2, null]]
  for (const [band, expected] of table) t.equal(customTableValue('rankBands', { rankScale: { cumulative: [7, 15] } }, undefined, band), expected, `band ${band}`)
  t.equal(customTableValue('rankBands', undefined, undefined, 0), null)
})

t.test('issue 18 分数段人数: one column per segment of the paper (top down, the top one closed), each the unit\'s students in it', async (t) => {
  const { customTableColumns, customTableValue, segmentTitles } = await import('../../src/upstream/custom-table.ts')
  t.same(segmentTitles([{ lower: 140, upper: 150 }, { lower: 130, upper: 140 }]), ['[140, 150]人数', '[130, 140)人数'])
  const config: CustomTableConfig = { scope: 2, pindexes: [1], indicators: ['segments'], columns: 'subject', totals: true, privacy: true }
  const bands = (_: number, k: string) => (k === 'segments' ? segmentTitles([{ lower: 140, upper: 150 }, { lower: 130, upper: 140 }]) : [])
  t.same(customTableColumns(config, [{ pindex: 1, subject: '语文' }], bands).map((c) => [c.title, c.band]), [['语文[140, 150]人数', 0], ['语文[130, 140)人数', 1]])
  const table: Array<[band: number, expected: number | null]> = [[0, 2], [1, 11], [2, null]]
  for (const [band, expected] of table) t.equal(customTableValue('segments', { segments: { counts: [2, 11] } }, undefined, band), expected, `segment ${band}`)
})
