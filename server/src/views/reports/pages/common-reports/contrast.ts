import type { MetricNote } from '@report/contracts/bff/metric-notes'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { OverviewRow } from '@report/contracts/upstream/reports/overview'
import { contrastFigures, scoreRate, type ContrastFigures, type ContrastInput } from '../../../../domain/reports/common-reports/contrast.ts'
import { referenceTotal } from '../../../../domain/reports/units.ts'
import { formatNumber, roundHalfUp } from '../../../../domain/tables/format-number.ts'
import { definePage, defineTable } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { allUnits, caption, CHART_UNITS, spansSchools, unitColumns, unitRows } from './unit-tables.ts'
import { paperFilter, unitFilter, unitLabel, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'
import { ratesSentence } from '../../../../domain/metrics/line-legends.ts'
import { ratesLines } from '../../../../domain/reports/paper-lines.ts'

/** Units the radar compares: the group chooser's limited mode (spec 2 §9: at most 5). */
const RADAR_UNITS = 5
const score = { kind: 'score' } as const
const percent = { kind: 'percent' } as const

/** Overview and rates of every unit in one parallel round, with the figures of each unit against the view's total. */
async function contrastOf(ctx: ReportContext) {
  const [exam, level, papers, pindex] = await Promise.all([ctx.exam(), unitLevel(ctx), ctx.papers(), ctx.pindex()])
  const [overview, rates] = await Promise.all([
    allUnits(ctx, 'overview', { level }),
    allUnits(ctx, 'rates', { level }),
  ])
  const ratesByKey = new Map([...rates.totals, ...rates.items].map((row) => [row.group.key, row]))
  const inputOf = (key: string, p: number, row: OverviewRow | undefined): ContrastInput => {
    const r = ratesByKey.get(key)?.rates.find((x) => x.pindex === p)
    return { mean: row?.stats.find((s) => s.pindex === p)?.mean ?? null, excellent: r?.excellent.rate ?? null, pass: r?.pass.rate ?? null }
  }
  const reference = referenceTotal(overview.totals, level)
  const figures = (row: OverviewRow, p: number): ContrastFigures =>
    contrastFigures(inputOf(row.group.key, p, row), inputOf(reference?.group.key ?? '', p, reference ?? undefined))
  // The lines the rates were counted with, as the same answer states them.
  const lines = ratesLines(papers, [...rates.totals, ...rates.items])
  return { exam, level, papers, pindex, overview, reference, figures, lines }
}

const FIGURE_COLUMNS: ReadonlyArray<[keyof ContrastFigures, string, typeof score | typeof percent]> = [
  ['mean', '平均分', score],
  ['meanDiff', '均分差', score],
  ['overMean', '超均率', percent],
  ['excellent', '优秀率', percent],
  ['excellentDiff', '优秀率差', percent],
  ['pass', '及格率', percent],
  ['passDiff', '及格率差', percent],
]

function paperColumns(paper: PaperRef): TableColumn {
  return {
    key: `p${paper.pindex}`,
    title: paper.subject,
    children: FIGURE_COLUMNS.map(([what, title, format]) => ({ key: `p${paper.pindex}.${what}`, title, sortable: true, align: 'right' as const, format })),
  }
}

const contrastTable = defineTable({
  id: 'contrast',
  title: '各单位与总体对比',
  description: '差值 = 本单位 − 参照总体（置顶行中标为参照的一行）；优秀、及格按本次考试发布时的分数线设置。点击优秀率、及格率可查看名单。',
  async describe(ctx) {
    const { lines } = await contrastOf(ctx)
    return `差值 = 本单位 − 参照总体（置顶行中标为参照的一行）；${ratesSentence(lines, ['excellent', 'pass'])}。点击优秀率、及格率可查看名单。`
  },
  remote: false,
  collapsible: true,
  async load(ctx) {
    const { exam, level, papers, overview, reference, figures } = await contrastOf(ctx)
    const columns: TableColumn[] = [...unitColumns(level, spansSchools(level, overview.items)), ...papers.map(paperColumns)]
    const rows = unitRows(exam, level, overview, (row, drillable) => {
      const cells: Record<string, number | string> = {}
      const drills: Record<string, Record<string, string>> = {}
      if (row === reference) cells.unit = `${row.group.name}（参照）`
      for (const paper of papers) {
        const f = figures(row, paper.pindex)
        for (const [what, , format] of FIGURE_COLUMNS) cells[`p${paper.pindex}.${what}`] = formatNumber(f[what], format)
        if (!drillable) continue
        for (const [rate, label] of [['excellent', '优秀'], ['pass', '及格']] as const) {
          if (f[rate] === null || f[rate] === 0) continue
          drills[`p${paper.pindex}.${rate}`] = ctx.drill('rate', { tgkey: row.group.key, pindex: paper.pindex, rate, caption: caption(row.group.name, paper.subject, label) })
        }
      }
      return { cells, drills }
    })
    return { columns, rows, paging: null, sort: null }
  },
})

const percentValue = (ratio: number | null): number | null => (ratio === null ? null : roundHalfUp(ratio * 100, 2))

const EXTRA_NOTES: readonly MetricNote[] = [
  { term: '均分差', formula: '本单位平均分 − 参照总体平均分', note: '参照总体为本视图内高一层级的总体：班级对比全校（单校考试即全体），学校对比联考总体或全体。正值高于总体。' },
  { term: '超均率', formula: '(本单位平均分 − 参照总体平均分) / 参照总体平均分', note: '以百分比表示；参照总体同均分差。' },
  { term: '优秀率差、及格率差', formula: '本单位的率 − 参照总体的率', note: '以百分点表示。' },
  { term: '得分率', formula: '平均分 / 满分', note: '雷达图比较各科得分率，消除各科满分不同的影响。' },
]

/** The units the group chooser picked (known ones, at most RADAR_UNITS), else the first ones. */
function chosenUnits<R extends { group: { key: string } }>(rows: readonly R[], groups: string | undefined): R[] {
  const picked = (groups ?? '').split(',').flatMap((key) => rows.filter((row) => row.group.key === key)).slice(0, RADAR_UNITS)
  return picked.length > 0 ? picked : rows.slice(0, RADAR_UNITS)
}

/** report-contrast: units against each other and the view's total, paper by paper. */
export const contrastPage = definePage({
  route: 'report-contrast',
  title: '对比分析',
  notes: ['mean', 'excellentRate', 'passRate', 'absent', 'totalScore'],
  extraNotes: EXTRA_NOTES,
  tables: [contrastTable],
  async build(ctx, kit) {
    const [{ exam, level, papers, pindex, overview, reference, figures, lines }, table] = await Promise.all([contrastOf(ctx), kit.table(contrastTable)])
    const subjects = papers.filter((p) => p.pindex !== 0)
    const paper = papers.find((p) => p.pindex === pindex) ?? papers[0]!
    const blocks: ReportBlock[] = [table]
    const chosen = chosenUnits(overview.items, ctx.query.groups)
    const radarRows = [...(reference ? [reference] : []), ...chosen]
    if (subjects.length > 2 && overview.items.length > 0) {
      blocks.push(
        kit.chart('contrast-radar', `各科得分率（所选 ${chosen.length} 个${unitLabel(level)}与${reference?.group.name ?? '总体'}）`, {
          kind: 'radar',
          labels: subjects.map((p) => p.subject),
          series: radarRows.map((row) => ({ name: row.group.name, values: subjects.map((p) => percentValue(scoreRate(row.stats.find((s) => s.pindex === p.pindex)?.mean ?? null, p.manfen))) })),
          unit: '%',
          yMin: 0,
          yMax: 100,
        }),
      )
    }
    const units = overview.items.slice(0, CHART_UNITS)
    if (units.length > 0) {
      blocks.push(
        kit.chart('contrast-diff', `${paper.subject}均分差（对比${reference?.group.name ?? '总体'}）`, {
          kind: 'bar',
          labels: units.map((row) => row.group.name),
          series: [{ name: '均分差', values: units.map((row) => { const d = figures(row, paper.pindex).meanDiff; return d === null ? null : roundHalfUp(d, 2) }) }],
          yTitle: '分',
          unit: '分',
          horizontal: units.length > 12,
        }),
      )
    }
    return {
      ...(reference ? { subtitle: `参照总体：${reference.group.name}` } : {}),
      filters: usefulFilters([
        paperFilter(papers, pindex, '图表科目'),
        unitFilter(unitLevelsOf(exam), level),
        {
          key: 'groups',
          label: '雷达图对比',
          value: chosen.map((row) => row.group.key).join(','),
          options: overview.items.map((row) => ({ value: row.group.key, label: row.group.name })),
          multiple: { max: RADAR_UNITS, noun: unitLabel(level) },
        },
      ]),
      blocks,
      lines,
    }
  },
})
