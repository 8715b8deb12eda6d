import type { ChartView } from '@report/contracts/bff/chart'
import type { ContinueShortData, KeyStudentsData, WeakRow, WeakSubjectsData } from '@report/contracts/upstream/reports/focus-students'
import { weakCellKey, weakFigure } from '../../../../domain/reports/score-report/focus-rows.ts'
import { orderPapers } from '../../../../domain/reports/papers.ts'
import { referenceTotal } from '../../../../domain/reports/units.ts'
import { formatNumber } from '../../../../domain/tables/format-number.ts'
import { cellId, definePage } from '../../define.ts'
import { unitFilter, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'
import { continueTable, explainFocus, keyTable, weakTable } from './focus-tables.ts'
import { formatDate } from '@report/contracts/format/date-time'

function keyDescription(data: KeyStudentsData): string {
  const s = data.settings
  if (s === null) return `尖子生、临界生、学困生按平台设定的条件统计（${data.paper.subject}）。点击人数查看学生名单。`
  const border = s.line === null ? '临界生：没有可用的分数线，不统计' : `临界生：${data.paper.subject}在 ${formatNumber(s.line - s.window)} ≤ 分数 < ${formatNumber(s.line + s.window)} 之间（一档线 ${formatNumber(s.line)} 分上下 ${formatNumber(s.window)} 分）`
  return `尖子生：${data.paper.subject}全体排名前 ${s.top} 名；${border}；学困生：${data.paper.subject}最低的 ${s.bottom} 名（同分并列计入）。点击人数查看学生名单。`
}

function weakDescription(data: WeakSubjectsData): string {
  const gap = data.gap === null ? '差距' : `${formatNumber(data.gap)} 名`
  return `学科全体排名落后总分全体排名超过${data.gap === null ? '' : ' '}${gap}即为该科短板（默认差距为有总分的学生数的五分之一）。点击人数查看学生名单及其短板学科。`
}

function continueDescription(data: ContinueShortData): string {
  const history = data.history.map((e) => `${e.name}（${formatDate(e.time)}）`).join('、')
  const before = data.exams - 1
  return `本次考试和此前 ${before} 次同科考试都是该科短板（每次考试按各自的默认差距判断）。${history ? `参照的往次考试：${history}。` : '没有可参照的往次考试，因此无人计入。'}`
}

/**
 * Short-board counts of the view's total by subject: this exam against the consecutive ones. Each is the
 * total's 人数 cell of the 短板 or 连续短板 table (its pinned row, on every page), by the same weakFigure.
 */
function weakChart(weak: WeakSubjectsData, continuous: ContinueShortData): ChartView {
  const papers = orderPapers(weak.papers.filter((p) => p.pindex !== 0))
  const w = referenceTotal(weak.totals, 'class')
  const c = continuous.totals.find((r) => r.group.key === w?.group.key) ?? null
  const series = (block: string, row: WeakRow | null, continuing: boolean) => {
    const keys = papers.map((p) => weakCellKey(p.pindex, 'count'))
    return {
      values: keys.map((key) => (row ? weakFigure(key, row, continuing)!.raw : null)),
      cells: keys.map((column) => (row ? cellId({ block, row: row.group.key, column }) : null)),
    }
  }
  const weakSeries = series(weakTable.id, w, false)
  const continueSeries = series(continueTable.id, c, true)
  return {
    kind: 'bar',
    labels: papers.map((p) => p.subject),
    series: [
      { name: '短板人数', values: weakSeries.values },
      { name: '连续短板人数', values: continueSeries.values },
    ],
    yTitle: '人数',
    unit: '人',
    explain: { cells: [weakSeries.cells, continueSeries.cells] },
  }
}

/** dynamic (学生动态): the students who need attention per unit — key students, weak subjects, weak subjects that persist. */
export const dynamicPage = definePage({
  route: 'dynamic',
  title: '学生动态',
  // The key-student and weak-subject figures are the catalogue's entries, as their explanations are.
  notes: ['rank', 'keyTop', 'keyBorderline', 'keyBottom', 'weakSubject', 'weakCount', 'weakShare', 'continueShort', 'continueShortShare', 'absent', 'totalScore'],
  tables: [keyTable, weakTable, continueTable],
  explain: explainFocus,
  async build(ctx, kit) {
    const [exam, level] = await Promise.all([ctx.exam(), unitLevel(ctx)])
    const [key, weak, continuous, keyData, weakData, continueData] = await Promise.all([
      kit.table(keyTable),
      kit.table(weakTable),
      kit.table(continueTable),
      ctx.call('keyStudents', { level, limit: 1 }),
      ctx.call('weakSubjects', { level, limit: 1 }),
      ctx.call('continueShort', { level, limit: 1 }),
    ])
    key.description = keyDescription(keyData)
    weak.description = weakDescription(weakData)
    continuous.description = continueDescription(continueData)
    return {
      subtitle: `按${level === 'county' ? '区县' : level === 'school' ? '学校' : '班级'}统计 · ${exam.inView.toLocaleString('zh-CN')} 名学生`,
      filters: usefulFilters([unitFilter(unitLevelsOf(exam), level)]),
      blocks: [key, weak, kit.chart('weak-by-subject', '各学科短板人数', weakChart(weakData, continueData)), continuous],
    }
  },
})
