import type { MetricNote } from '@report/contracts/bff/metric-notes'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { OverviewRow } from '@report/contracts/upstream/reports/overview'
import { contrastFigure, contrastScoreRate, type ContrastFigureKey, type ContrastSide } from '../../../../domain/reports/common-reports/contrast.ts'
import { overviewFigure } from '../../../../domain/reports/common-reports/overview-figures.ts'
import { rateTableFigure } from '../../../../domain/reports/common-reports/unit-figures.ts'
import type { Figure } from '../../../../domain/metrics/figures.ts'
import { referenceTotal, wholeInView } from '../../../../domain/reports/units.ts'
import { roundHalfUp } from '../../../../domain/tables/format-number.ts'
import { blockChartExplain } from '../../chart-explain.ts'
import { cellId, definePage, defineTable, type CellRef, type ExplainedFigure, type ReportPageDef } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { allUnits, caption, CHART_UNITS, figureCells, spansSchools, unitColumns, unitRows, type UnitRowParts } from './unit-tables.ts'
import { paperFilter, unitFilter, unitLabel, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'
import { rateLine, ratesSentence } from '../../../../domain/metrics/line-legends.ts'
import { groupFigureDrill } from '../figure-drills.ts'
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
  // A side of the contrast: the figures of the group's own 平均分, 优秀率 and 及格率 cells.
  const sideOf = (row: OverviewRow | undefined, p: number): ContrastSide => {
    const r = row ? ratesByKey.get(row.group.key)?.rates.find((x) => x.pindex === p) : undefined
    return { mean: overviewFigure('mean', row?.stats.find((s) => s.pindex === p)), excellent: rateTableFigure('excellent.rate', r)!, pass: rateTableFigure('pass.rate', r)! }
  }
  const reference = referenceTotal(overview.totals, level)
  const figureOf = (row: OverviewRow, p: number, what: ContrastFigureKey): Figure => contrastFigure(what, sideOf(row, p), sideOf(reference ?? undefined, p))
  // The lines the rates were counted with, as the same answer states them.
  const lines = ratesLines(papers, [...rates.totals, ...rates.items])
  return { exam, level, papers, pindex, overview, reference, figureOf, lines }
}

type ContrastView = Awaited<ReturnType<typeof contrastOf>>

const FIGURE_COLUMNS: ReadonlyArray<[ContrastFigureKey, string, typeof score | typeof percent]> = [
  ['mean', '平均分', score],
  ['meanDiff', '均分差', score],
  ['overMean', '超均率', percent],
  ['excellent', '优秀率', percent],
  ['excellentDiff', '优秀率差', percent],
  ['pass', '及格率', percent],
  ['passDiff', '及格率差', percent],
]

/** The rate a column shows or differs in (优秀率, 优秀率差 → excellent); null for the means. */
const rateOf = (what: ContrastFigureKey): 'excellent' | 'pass' | null => (what.startsWith('excellent') ? 'excellent' : what.startsWith('pass') ? 'pass' : null)

function paperColumns(paper: PaperRef): TableColumn {
  return {
    key: `p${paper.pindex}`,
    title: paper.subject,
    children: FIGURE_COLUMNS.map(([what, title, format]) => ({ key: `p${paper.pindex}.${what}`, title, sortable: true, align: 'right' as const, format })),
  }
}

/** The students of a unit's rate (优秀率, 及格率; not their differences), when the unit is wholly in view. */
function rateDrill(ctx: ReportContext, row: OverviewRow, paper: PaperRef, what: ContrastFigureKey, figure: Figure, drillable: boolean): Record<string, string> | null {
  if (!drillable || (what !== 'excellent' && what !== 'pass')) return null
  return groupFigureDrill(ctx, figure, { tgkey: row.group.key, pindex: paper.pindex, students: what, caption: caption(row.group.name, paper.subject, what === 'excellent' ? '优秀' : '及格') })
}

/** A unit's row: each paper's figures by contrastFigure, its rates opening their students. */
function contrastParts(ctx: ReportContext, view: ContrastView) {
  return (row: OverviewRow, drillable: boolean): UnitRowParts => {
    const drills: Record<string, Record<string, string>> = {}
    const keys = view.papers.flatMap((paper) => FIGURE_COLUMNS.map(([what]) => ({ paper, what, key: `p${paper.pindex}.${what}` })))
    const figures = new Map(keys.map(({ paper, what, key }) => [key, view.figureOf(row, paper.pindex, what)]))
    const { cells, small } = figureCells([...figures.keys()], (key) => figures.get(key) ?? null)
    if (row === view.reference) cells.unit = `${row.group.name}（参照）`
    for (const { paper, what, key } of keys) {
      const drill = rateDrill(ctx, row, paper, what, figures.get(key)!, drillable)
      if (drill) drills[key] = drill
    }
    return { cells, drills, small }
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
    const view = await contrastOf(ctx)
    const { exam, level, papers, overview } = view
    const columns: TableColumn[] = [...unitColumns(level, spansSchools(level, overview.items)), ...papers.map(paperColumns)]
    const rows = unitRows(exam, level, overview, contrastParts(ctx, view))
    return { columns, rows, paging: null, sort: null, explain: papers.flatMap((p) => FIGURE_COLUMNS.map(([what]) => `p${p.pindex}.${what}`)) }
  },
})

const RADAR_ID = 'contrast-radar'

/** The radar's value of a group on a paper (contrast-radar|group|p{pindex}): its 得分率, from the 平均分 its cell shows. */
const radarCell = (group: string, pindex: number): string => cellId({ block: RADAR_ID, row: group, column: `p${pindex}` })

/** A 得分率 the radar draws (contrast-radar|group|p{pindex}): contrastScoreRate of the same 平均分 figure as the table's. */
async function explainRadar(ctx: ReportContext, cell: CellRef): Promise<ExplainedFigure | null> {
  const pindex = /^p([0-9]{1,2})$/.exec(cell.column)?.[1]
  if (pindex === undefined) return null
  const view = await contrastOf(ctx)
  const paper = view.papers.find((p) => p.pindex === Number(pindex) && p.pindex !== 0)
  const row = [...view.overview.totals, ...view.overview.items].find((r) => r.group.key === cell.row)
  if (!paper || !row) return null
  return { figure: contrastScoreRate(view.figureOf(row, paper.pindex, 'mean'), paper.manfen), context: { caption: caption(row.group.name, paper.subject, '得分率'), group: row.group.name } }
}

/** A figure of 对比分析 (contrast|group|p{pindex}.{figure}): the same answers and contrastFigure; a rate's line and students. */
const explainContrast: NonNullable<ReportPageDef['explain']> = async (ctx, cell) => {
  if (cell.block === RADAR_ID) return explainRadar(ctx, cell)
  const m = /^p([0-9]{1,2})\.([A-Za-z]+)$/.exec(cell.column)
  const column = FIGURE_COLUMNS.find(([what]) => what === m?.[2])
  if (cell.block !== 'contrast' || !m || !column) return null
  const view = await contrastOf(ctx)
  const paper = view.papers.find((p) => p.pindex === Number(m[1]))
  const row = [...view.overview.totals, ...view.overview.items].find((r) => r.group.key === cell.row)
  if (!paper || !row) return null
  const [what, title] = column
  const figure = view.figureOf(row, paper.pindex, what)
  const rate = rateOf(what)
  const lines = view.lines.find((l) => l.pindex === paper.pindex)
  return {
    figure,
    context: {
      caption: caption(row.group.name, paper.subject, title),
      group: row.group.name,
      line: rate && lines ? rateLine(rate, lines) : null,
      drill: rateDrill(ctx, row, paper, what, figure, wholeInView(row.group, view.exam)),
      sigma: what === 'mean' ? (row.stats.find((s) => s.pindex === paper.pindex)?.standardDeviation ?? null) : null,
    },
  }
}

const percentValue = (ratio: number | null): number | null => (ratio === null ? null : roundHalfUp(ratio * 100, 2))

/** 均分差, 超均率 and the rate differences are the catalogue's (their explanations read the same entries); 得分率 is the radar's. */
const EXTRA_NOTES: readonly MetricNote[] = [{ term: '得分率', formula: '平均分 / 满分', note: '雷达图比较各科得分率，消除各科满分不同的影响。' }]

/** The units the group chooser picked (known ones, at most RADAR_UNITS), else the first ones. */
function chosenUnits<R extends { group: { key: string } }>(rows: readonly R[], groups: string | undefined): R[] {
  const picked = (groups ?? '').split(',').flatMap((key) => rows.filter((row) => row.group.key === key)).slice(0, RADAR_UNITS)
  return picked.length > 0 ? picked : rows.slice(0, RADAR_UNITS)
}

/** report-contrast: units against each other and the view's total, paper by paper. */
export const contrastPage = definePage({
  route: 'report-contrast',
  title: '对比分析',
  notes: ['mean', 'meanDiff', 'overMeanRate', 'excellentRate', 'excellentRateDiff', 'passRate', 'passRateDiff', 'absent', 'totalScore'],
  extraNotes: EXTRA_NOTES,
  tables: [contrastTable],
  explain: explainContrast,
  async build(ctx, kit) {
    const [{ exam, level, papers, pindex, overview, reference, figureOf, lines }, table] = await Promise.all([contrastOf(ctx), kit.table(contrastTable)])
    const subjects = papers.filter((p) => p.pindex !== 0)
    const paper = papers.find((p) => p.pindex === pindex) ?? papers[0]!
    const blocks: ReportBlock[] = [table]
    const chosen = chosenUnits(overview.items, ctx.query.groups)
    const radarRows = [...(reference ? [reference] : []), ...chosen]
    if (subjects.length > 2 && overview.items.length > 0) {
      blocks.push(
        kit.chart(RADAR_ID, `各科得分率（所选 ${chosen.length} 个${unitLabel(level)}与${reference?.group.name ?? '总体'}）`, {
          kind: 'radar',
          labels: subjects.map((p) => p.subject),
          series: radarRows.map((row) => ({ name: row.group.name, values: subjects.map((p) => percentValue(contrastScoreRate(figureOf(row, p.pindex, 'mean'), p.manfen).raw)) })),
          unit: '%',
          yMin: 0,
          yMax: 100,
          // 得分率 is no column of the table: each opens into the chart's own cell, from the mean the table shows.
          explain: { cells: radarRows.map((row) => subjects.map((p) => radarCell(row.group.key, p.pindex))) },
        }),
      )
    }
    const units = overview.items.slice(0, CHART_UNITS)
    if (units.length > 0) {
      blocks.push(
        kit.chart('contrast-diff', `${paper.subject}均分差（对比${reference?.group.name ?? '总体'}）`, {
          kind: 'bar',
          labels: units.map((row) => row.group.name),
          series: [{ name: '均分差', values: units.map((row) => { const d = figureOf(row, paper.pindex, 'meanDiff').raw; return d === null ? null : roundHalfUp(d, 2) }) }],
          yTitle: '分',
          unit: '分',
          horizontal: units.length > 12,
          // Each unit's 均分差 is its cell of the table (a local table: every unit is on it).
          explain: blockChartExplain(contrastTable.id, units.map((row) => row.group.key), [`p${paper.pindex}.meanDiff`]),
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
