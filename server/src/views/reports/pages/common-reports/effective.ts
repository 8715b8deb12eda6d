import type { TableColumn } from '@report/contracts/bff/table'
import { orderPapers } from '../../../../domain/reports/papers.ts'
import { formatNumber } from '../../../../domain/tables/format-number.ts'
import { effectiveScoreFigure, type Figure } from '../../../../domain/metrics/figures.ts'
import { figureItem } from '../../../../domain/metrics/figure-cells.ts'
import type { EffectiveRow } from '@report/contracts/upstream/reports/effective'
import { effectiveFigure } from '../../../../domain/reports/common-reports/unit-figures.ts'
import { definePage, defineTable, type ReportPageDef, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { caption, figureCells, unitCellFigure, unitColumns, unitRows, unitTableAnswer, unitTablePaging, unitTableSpansSchools, type UnitRowParts } from './unit-tables.ts'
import { unitFilter, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'
import { effectiveLineAsked, effectiveLineBasis, effectiveLineFilter } from '../../../../domain/reports/common-reports/effective-line.ts'

const count = { kind: 'integer' } as const
const percent = { kind: 'percent' } as const
/** A line the drill query can carry (DrillCellProperties: up to 4 decimals); otherwise the drill takes the same default. */
const CLEAN_LINE = /^[0-9]{1,7}(\.[0-9]{1,4})?$/

/** The units' 有效分 answer at the line the page address asks for (none: the upstream's, the published setting's, by default the top 15 %). */
async function effectiveOf(ctx: ReportContext, request?: ReportTableRequest) {
  const [exam, level] = await Promise.all([ctx.exam(), unitLevel(ctx)])
  const answer = await unitTableAnswer(ctx, 'effective', { level, ...effectiveLineAsked(ctx.query.line) }, request, UPSTREAM_SORTS)
  return { exam, level, data: answer.data, papers: orderPapers(answer.data.papers), answer }
}

/** The columns the upstream sorts a paged table by (EFFECTIVE_SORT_KEYS): 实考人数, 总分上线人数, 上线率. */
const UPSTREAM_SORTS: ReadonlySet<string> = new Set(['total', 'online', 'onlineRate'])

type EffectiveView = Awaited<ReturnType<typeof effectiveOf>>
type PaperOf = EffectiveView['papers'][number]

/** Every figure key of a unit's row: 实考, 总分上线, 上线率, then per paper 单上线, 双上线, 贡献率. */
const figureKeys = (papers: readonly PaperOf[]): string[] => ['total', 'online', 'onlineRate', ...papers.flatMap((p) => [`p${p.pindex}.single`, `p${p.pindex}.double`, `p${p.pindex}.contribution`])]

const FIGURE_TITLES: Readonly<Record<string, string>> = { total: '实考人数', online: '总分上线人数', onlineRate: '上线率', single: '单上线', double: '双上线', contribution: '贡献率' }

/** A cell's title as its explanation names it: 总分上线人数, 数学 · 单上线 … */
function figureTitle(key: string, papers: readonly PaperOf[]): string | null {
  const [head, what] = key.split('.')
  if (what === undefined) return FIGURE_TITLES[key] ?? null
  const paper = papers.find((p) => `p${p.pindex}` === head)
  return paper && FIGURE_TITLES[what] ? `${paper.subject} · ${FIGURE_TITLES[what]}` : null
}

/** A unit's row: every figure from effectiveFigure; the counts drill to their students at the same line. */
function effectiveParts(ctx: ReportContext, { data, papers }: EffectiveView) {
  const line = CLEAN_LINE.test(String(data.line)) ? data.line : undefined
  const keys = figureKeys(papers)
  return (row: EffectiveRow, drillable: boolean): UnitRowParts => {
    const parts = figureCells(keys, (key) => effectiveFigure(key, row))
    const drills: Record<string, Record<string, string>> = {}
    const drill = (key: string, effective: 'online' | 'single' | 'double', pindex: number, label: string, n: number) => {
      if (drillable && n > 0) drills[key] = ctx.drill('effective', { tgkey: row.group.key, pindex, effective, line, caption: caption(row.group.name, label) })
    }
    drill('online', 'online', 0, '总分上线', row.online)
    const byPindex = new Map(row.papers.map((p) => [p.pindex, p]))
    for (const paper of papers) {
      const cell = byPindex.get(paper.pindex)
      drill(`p${paper.pindex}.single`, 'single', paper.pindex, `${paper.subject}单上线`, cell?.single ?? 0)
      drill(`p${paper.pindex}.double`, 'double', paper.pindex, `${paper.subject}双上线`, cell?.double ?? 0)
    }
    return { ...parts, drills }
  }
}

const effectiveTable = defineTable({
  id: 'effective',
  title: '有效分上线情况',
  description: '总分上线：总分 ≥ 总分有效分线；单上线：该科 ≥ 该科有效分；双上线：该科与总分都上线；贡献率 = 双上线 / 总分上线。点击人数可查看名单。',
  remote: false,
  collapsible: true,
  async load(ctx, request) {
    const view = await effectiveOf(ctx, request)
    const { exam, level, data, papers, answer } = view
    // Paged, a paper's columns are not sorted: the upstream sorts a unit list by its totals only.
    const perPaper = !answer.paged
    const columns: TableColumn[] = [
      ...unitColumns(level, unitTableSpansSchools(exam, level, answer)),
      { key: 'total', title: '实考人数', sortable: true, align: 'right', format: count },
      { key: 'online', title: '总分上线人数', sortable: true, align: 'right', format: count },
      { key: 'onlineRate', title: '上线率', sortable: true, align: 'right', format: percent },
      ...papers.map((p) => ({
        key: `p${p.pindex}`,
        title: p.subject,
        children: [
          { key: `p${p.pindex}.single`, title: '单上线', sortable: perPaper, align: 'right' as const, format: count },
          { key: `p${p.pindex}.double`, title: '双上线', sortable: perPaper, align: 'right' as const, format: count },
          { key: `p${p.pindex}.contribution`, title: '贡献率', sortable: perPaper, align: 'right' as const, format: percent },
        ],
      })),
    ]
    const rows = unitRows(exam, level, data, effectiveParts(ctx, view))
    return { columns, rows, paging: unitTablePaging(answer, request), sort: answer.sort, explain: figureKeys(papers) }
  },
})

/** A line of the 有效分 block (lines|0|total, lines|0|p{pindex}): the 总分's line or a paper's 有效分, as the answer states it. */
function lineFigure(key: string, view: EffectiveView): { figure: Figure; label: string; paper: PaperOf | null } | null {
  if (key === 'total') return { figure: effectiveScoreFigure(view.data.line), label: '总分有效分线', paper: null }
  const paper = view.papers.find((p) => `p${p.pindex}` === key)
  return paper ? { figure: effectiveScoreFigure(paper.effectiveScore), label: `${paper.subject}有效分`, paper } : null
}

/** The 有效分 block: the 总分 line and each paper's 有效分, from lineFigure. */
function linesBlock(view: EffectiveView) {
  const { data, papers } = view
  const basis = effectiveLineBasis(data.ratio)
  const item = (key: string, hint: string) => {
    const line = lineFigure(key, view)!
    return figureItem(line.label, line.figure, `lines|0|${key}`, hint)
  }
  return {
    kind: 'stats' as const,
    id: 'lines',
    title: '有效分',
    items: [
      item('total', `${basis ? `${basis}；` : ''}上线 ${data.online} / ${data.students} 人`),
      ...papers.map((p) => item(`p${p.pindex}`, p.k > 0 ? `本科第 ${p.k} 名 / 参考 ${p.takers} 人` : `参考 ${p.takers} 人，按上线比例无人上线`)),
    ],
  }
}

/** 有效分分析's figure of one cell (effective|group|column): the same answer at the same line, effectiveFigure and drills as the table. */
const explainEffective: NonNullable<ReportPageDef['explain']> = async (ctx, cell, request) => {
  if (cell.block === 'lines') {
    const view = await effectiveOf(ctx)
    const line = cell.row === '0' ? lineFigure(cell.column, view) : null
    if (!line) return null
    const { data } = view
    const inputs = line.paper
      ? [
          { label: '上线比例 r = 总分上线人数 / 有总分人数', value: `${data.online} / ${data.students}` },
          { label: '本科参考人数', value: String(line.paper.takers) },
          { label: '取本科第 k 名的分数，k', value: String(line.paper.k) },
        ]
      : [{ label: '总分上线人数 / 有总分人数', value: `${data.online} / ${data.students}` }]
    return { figure: line.figure, context: { caption: line.label, group: view.exam.name ?? '本次考试', line: effectiveLine(data, ctx.query.line), inputs } }
  }
  if (cell.block !== 'effective') return null
  const view = await effectiveOf(ctx, request)
  const title = figureTitle(cell.column, view.papers)
  if (!title) return null
  const found = unitCellFigure(view.exam, view.data, cell, (row) => effectiveFigure(cell.column, row), effectiveParts(ctx, view), () => title)
  return found && { ...found, context: { ...found.context, line: effectiveLine(view.data, ctx.query.line) } }
}

/** The 总分 line the figures counted against, as the page's subtitle states it, and where it came from. */
function effectiveLine(data: EffectiveView['data'], asked: string | undefined): { text: string; settings: string } {
  const basis = effectiveLineBasis(data.ratio)
  const chosen = Object.keys(effectiveLineAsked(asked)).length > 0
  return { text: `总分有效分线 ${formatNumber(data.line)} 分${basis ? `（${basis}）` : ''}`, settings: chosen ? '本页所选的总分线' : '本次考试发布时的有效分设置版本' }
}

/** standardEffective: the 总分 line, each paper's matching 有效分, and per unit who reaches them. */
export const effectivePage = definePage({
  route: 'standardEffective',
  title: '有效分分析',
  notes: ['effectiveScore', 'singleLine', 'doubleLine', 'contributionRate', 'absent', 'totalScore'],
  tables: [effectiveTable],
  explain: explainEffective,
  async build(ctx, kit) {
    const [view, table, examPapers] = await Promise.all([effectiveOf(ctx), kit.table(effectiveTable), ctx.papers()])
    const { exam, level, data } = view
    const total = examPapers.find((p) => p.pindex === 0)?.manfen ?? 0
    const basis = effectiveLineBasis(data.ratio)
    return {
      subtitle: `总分有效分线 ${formatNumber(data.line)} 分${basis ? `（${basis}）` : ''}，上线 ${data.online} 人（${formatNumber(data.share, percent)}）`,
      filters: [effectiveLineFilter(ctx.query.line, data, total), ...usefulFilters([unitFilter(unitLevelsOf(exam), level)])],
      blocks: [
        linesBlock(view),
        table,
      ],
    }
  },
})
