import type { TableColumn } from '@report/contracts/bff/table'
import { orderPapers } from '../../../../domain/reports/papers.ts'
import { formatNumber } from '../../../../domain/tables/format-number.ts'
import { definePage, defineTable } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { allUnits, caption, spansSchools, unitColumns, unitRows } from './unit-tables.ts'
import { unitFilter, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'
import { effectiveLineAsked, effectiveLineBasis, effectiveLineFilter } from '../../../../domain/reports/common-reports/effective-line.ts'

const count = { kind: 'integer' } as const
const percent = { kind: 'percent' } as const
/** A line the drill query can carry (DrillCellProperties: up to 4 decimals); otherwise the drill takes the same default. */
const CLEAN_LINE = /^[0-9]{1,7}(\.[0-9]{1,4})?$/

async function effectiveOf(ctx: ReportContext) {
  const [exam, level] = await Promise.all([ctx.exam(), unitLevel(ctx)])
  // The line the page address asks for; none: the upstream's, the published setting's (by default the top 15 %).
  const data = await allUnits(ctx, 'effective', { level, ...effectiveLineAsked(ctx.query.line) })
  return { exam, level, data, papers: orderPapers(data.papers) }
}

const effectiveTable = defineTable({
  id: 'effective',
  title: '有效分上线情况',
  description: '总分上线：总分 ≥ 总分有效分线；单上线：该科 ≥ 该科有效分；双上线：该科与总分都上线；贡献率 = 双上线 / 总分上线。点击人数可查看名单。',
  remote: false,
  collapsible: true,
  async load(ctx) {
    const { exam, level, data, papers } = await effectiveOf(ctx)
    const line = CLEAN_LINE.test(String(data.line)) ? data.line : undefined
    const columns: TableColumn[] = [
      ...unitColumns(level, spansSchools(level, data.items)),
      { key: 'total', title: '实考人数', sortable: true, align: 'right', format: count },
      { key: 'online', title: '总分上线人数', sortable: true, align: 'right', format: count },
      { key: 'onlineRate', title: '上线率', sortable: true, align: 'right', format: percent },
      ...papers.map((p) => ({
        key: `p${p.pindex}`,
        title: p.subject,
        children: [
          { key: `p${p.pindex}.single`, title: '单上线', sortable: true, align: 'right' as const, format: count },
          { key: `p${p.pindex}.double`, title: '双上线', sortable: true, align: 'right' as const, format: count },
          { key: `p${p.pindex}.contribution`, title: '贡献率', sortable: true, align: 'right' as const, format: percent },
        ],
      })),
    ]
    const rows = unitRows(exam, level, data, (row, drillable) => {
      const cells: Record<string, number | string> = {
        total: formatNumber(row.total, count),
        online: formatNumber(row.online, count),
        onlineRate: formatNumber(row.onlineRate, percent),
      }
      const drills: Record<string, Record<string, string>> = {}
      const drill = (key: string, effective: 'online' | 'single' | 'double', pindex: number, label: string, n: number) => {
        if (drillable && n > 0) drills[key] = ctx.drill('effective', { tgkey: row.group.key, pindex, effective, line, caption: caption(row.group.name, label) })
      }
      drill('online', 'online', 0, '总分上线', row.online)
      const byPindex = new Map(row.papers.map((p) => [p.pindex, p]))
      for (const paper of papers) {
        const cell = byPindex.get(paper.pindex)
        cells[`p${paper.pindex}.single`] = formatNumber(cell?.single ?? null, count)
        cells[`p${paper.pindex}.double`] = formatNumber(cell?.double ?? null, count)
        cells[`p${paper.pindex}.contribution`] = formatNumber(cell?.contribution ?? null, percent)
        drill(`p${paper.pindex}.single`, 'single', paper.pindex, `${paper.subject}单上线`, cell?.single ?? 0)
        drill(`p${paper.pindex}.double`, 'double', paper.pindex, `${paper.subject}双上线`, cell?.double ?? 0)
      }
      return { cells, drills }
    })
    return { columns, rows, paging: null, sort: null }
  },
})

/** standardEffective: the 总分 line, each paper's matching 有效分, and per unit who reaches them. */
export const effectivePage = definePage({
  route: 'standardEffective',
  title: '有效分分析',
  notes: ['effectiveScore', 'singleLine', 'doubleLine', 'contributionRate', 'absent', 'totalScore'],
  tables: [effectiveTable],
  async build(ctx, kit) {
    const [{ exam, level, data, papers }, table, examPapers] = await Promise.all([effectiveOf(ctx), kit.table(effectiveTable), ctx.papers()])
    const total = examPapers.find((p) => p.pindex === 0)?.manfen ?? 0
    const basis = effectiveLineBasis(data.ratio)
    return {
      subtitle: `总分有效分线 ${formatNumber(data.line)} 分${basis ? `（${basis}）` : ''}，上线 ${data.online} 人（${formatNumber(data.share, percent)}）`,
      filters: [effectiveLineFilter(ctx.query.line, data, total), ...usefulFilters([unitFilter(unitLevelsOf(exam), level)])],
      blocks: [
        {
          kind: 'stats',
          id: 'lines',
          title: '有效分',
          items: [
            { label: '总分有效分线', value: formatNumber(data.line), hint: `${basis ? `${basis}；` : ''}上线 ${data.online} / ${data.students} 人` },
            ...papers.map((p) => ({ label: `${p.subject}有效分`, value: formatNumber(p.effectiveScore), hint: p.k > 0 ? `本科第 ${p.k} 名 / 参考 ${p.takers} 人` : `参考 ${p.takers} 人，按上线比例无人上线` })),
          ],
        },
        table,
      ],
    }
  },
})
