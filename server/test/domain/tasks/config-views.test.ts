import t from 'tap'
import { examConfigProblems } from '@report/contracts/rules/exam-export-settings'
import type { ExamConfigValues } from '@report/contracts/bff/tasks-config'
import { toDownloadCfg, toDownloadConfigView, toExamConfigValues, toExamConfigView, toReportExportView, toScopeSave } from '../../../src/domain/tasks/config-views.ts'
import { panelKinds, showsExcelTasks, toTaskPanelView } from '../../../src/domain/tasks/panel.ts'

const values: ExamConfigValues = { lines: { excellent: 85, good: 70, pass: 60, low: 40 }, subjectStep: 10, totalStep: 50, ranks: [50, 100], scales: [10, 20] }

t.test('exam settings: percents in the page, shares upstream, both ways', async (t) => {
  const save = toScopeSave({ ...values, lines: { excellent: 87.5, good: 70, pass: 60, low: 40 } })
  t.same(save.rates.lines, { excellent: 0.875, good: 0.7, pass: 0.6, low: 0.4 })
  t.same(toExamConfigValues(save.rates, save.segments, save.scales).lines.excellent, 87.5)
})

t.test('exam settings checks (as the user types, and the BFF\'s verdict)', async (t) => {
  t.same(examConfigProblems(values), [])
  t.same(examConfigProblems({ ...values, lines: { excellent: 60, good: 70, pass: 50, low: 40 } }), ['必须满足 优秀线 ≥ 良好线 ≥ 及格线 ≥ 低分线'])
  t.same(examConfigProblems({ ...values, lines: { excellent: 120, good: 70, pass: 60, low: 40 } }), ['分数线比例必须在 0 到 100 之间'])
  t.same(examConfigProblems({ ...values, ranks: [100, 50] }), ['名次段必须是逐个增大的正整数'])
  t.same(examConfigProblems({ ...values, scales: [10, 200] }), ['比例段必须是逐个增大的 1 到 100 之间的整数'])
  t.equal(examConfigProblems({ ...values, subjectStep: 0, totalStep: 1.5 }).length, 2)
})

t.test('version lock: a trial plan sees the version tip instead of exam settings and report export', async (t) => {
  t.same(toExamConfigView('期中', values, true, true).locked, { text: '当前版本暂不支持该功能，升级版本后即可使用' })
  t.equal(toExamConfigView('期中', values, true, true).canEdit, false)
  t.equal(toExamConfigView('期中', values, true, false).locked, null)
  t.match(toReportExportView('期中', '学校分析报告', false), { locked: null, options: [{ key: 'total', label: '学校分析报告' }, { key: 'subject' }, { key: 'class' }] })
  t.match(toReportExportView('期中', '学校分析报告', false).note, /等待生成/)
})

t.test('download configuration: the eight tables, the layouts, the export ways (cloud by default)', async (t) => {
  const cfg = { package_type: 1, excel_cfgs: { irrank: true, matrix: false, rate: true, question: true, segment: true, byrank: true, byscale: true, byscore: true } }
  const view = toDownloadConfigView(cfg)
  t.same(view.tables.map((x) => x.label), ['排名榜', '小分表', '三率统计', '试题分析', '分数段统计', '名次段统计', '按比例统计', '分数线统计'])
  t.same(view.exportWays.map((w) => [w.value, w.label]), [[1, '云端导出'], [2, '本地导出']])
  t.equal(view.defaultExportWay, 1)
  t.same(toDownloadCfg({ packageType: 2, tables: { matrix: true, nonsense: true } }, cfg), { package_type: 2, excel_cfgs: { ...cfg.excel_cfgs, matrix: true } })
})

t.test('the panel: four tabs, two in embedded mode; the Excel list only above 5000 students', async (t) => {
  t.same(panelKinds(false), ['group', 'exam', 'norm', 'report'])
  t.same(panelKinds(true), ['group', 'exam'])
  t.same([showsExcelTasks(5000), showsExcelTasks(5001), showsExcelTasks(null)], [false, true, true])
  const view = toTaskPanelView({ userId: 'u1', embedded: true, versions: { group: 'a', exam: 'b', norm: 'c', report: 'd' }, rows: {}, errors: { exam: '加载失败' } })
  t.same(view.tabs.map((x) => [x.label, x.error]), [['一键下载', null], ['常用报表', '加载失败']])
  t.same(view.tabs.map((x) => x.actionParams), [{}, {}], "the four lists' actions carry the row alone")
  t.match(view, { title: '下载任务', refreshMs: 60_000, pendingStorageKey: 'report.download-tasks.pending.u1', confirmDelete: { title: '确认信息', text: '确定要删除该导出任务：{name}吗？', confirm: '确认', cancel: '取消' } })
})
