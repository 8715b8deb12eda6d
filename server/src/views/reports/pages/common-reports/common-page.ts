import { formatNumber } from '../../../../domain/tables/format-number.ts'
import { dashboardFigure, type DashboardFigureKey } from '../../../../domain/reports/dashboard/paper-figures.ts'
import { shown, subjectCountFigure, tallyFigure, type Figure } from '../../../../domain/metrics/figures.ts'
import { figureItem } from '../../../../domain/metrics/figure-cells.ts'
import type { ReportDashboardData } from '@report/contracts/upstream/reports/exam'
import { smallFigure } from '../../../../domain/metrics/explanation.ts'
import { definePage } from '../../define.ts'
import { dashboardOf, derivedOf, fullOf } from '../dashboard/dashboard-data.ts'
import { explainDashboard } from '../dashboard/dashboard-explain.ts'
import { COMMON_CHILDREN, COMMON_MORE, reportLinks } from '../report-links.ts'
import { unitLabel } from '../filters.ts'

/** The figures of the exam block: the dashboard's headline figures on 总分 (the same answer and dashboardFigure). */
const EXAM_FIGURES: ReadonlyArray<{ key: DashboardFigureKey; label: string }> = [
  { key: 'total', label: '参考人数' },
  { key: 'absent', label: '未考人数' },
  { key: 'mean', label: '总分平均分' },
]

/** The exam block's counts of papers and units (exam|0|subjects, exam|0|units): the cell and its explanation. */
const COUNTS: Readonly<Record<string, { label: (data: ReportDashboardData) => string; figure: (data: ReportDashboardData) => Figure }>> = {
  subjects: { label: () => '考试科目', figure: (data) => subjectCountFigure(data.papers.filter((p) => p.pindex !== 0).length) },
  units: { label: (data) => `${unitLabel(data.level)}数`, figure: (data) => tallyFigure('unitCount', data.units.length) },
}

/** common (常用报表): what each common report answers, under a few figures of the exam as this user sees it. */
export const commonPage = definePage({
  route: 'common',
  title: '常用报表',
  notes: ['headcount', 'absent', 'totalScore', 'mean'],
  tables: [],
  // exam|0|<figure> is the dashboard's headline|0|<figure>: the same answer, the same figure.
  explain: async (ctx, cell, request) => {
    if (cell.block !== 'exam' || cell.row !== '0') return null
    if (EXAM_FIGURES.some((f) => f.key === cell.column)) return explainDashboard(ctx, { ...cell, block: 'headline' }, request)
    const count = Object.hasOwn(COUNTS, cell.column) ? COUNTS[cell.column]! : null
    if (!count) return null
    const data = await dashboardOf(ctx)
    const name = derivedOf(data).figures.name
    return { figure: count.figure(data), context: { caption: `${name} · ${count.label(data)}`, group: name } }
  },
  async build(ctx) {
    const data = await dashboardOf(ctx)
    const { figures } = derivedOf(data)
    const total = figures.papers.find((p) => p.pindex === 0)
    const full = fullOf(data, 0)
    const item = ({ key, label }: (typeof EXAM_FIGURES)[number]) => {
      const figure = dashboardFigure(key, total, full)
      return { label, value: shown(figure), cell: `exam|0|${key}`, ...(smallFigure(figure) ? { small: true } : {}) }
    }
    const [headcount, absent, mean] = EXAM_FIGURES.map(item)
    return {
      filters: [],
      blocks: [
        {
          kind: 'stats',
          id: 'exam',
          title: figures.source === 'units' ? figures.name : '本次考试',
          items: [
            headcount!,
            absent!,
            figureItem(COUNTS.subjects!.label(data), COUNTS.subjects!.figure(data), 'exam|0|subjects'),
            figureItem(COUNTS.units!.label(data), COUNTS.units!.figure(data), 'exam|0|units'),
            { ...mean!, hint: `满分 ${formatNumber(data.papers.find((p) => p.pindex === 0)?.manfen ?? null)}` },
          ],
        },
        reportLinks(ctx, 'reports', '常用报表', COMMON_CHILDREN),
        reportLinks(ctx, 'more', '成绩与学生', COMMON_MORE),
      ],
    }
  },
})
