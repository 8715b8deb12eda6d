import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import { REPORT_PAGES } from '../../src/views/reports/pages/index.ts'

/**
 * The walk over every report view of an exam that reports/page-contract.test.ts makes: each report
 * page, each of its tables (a later page when there is one, sorted by the first sortable column)
 * and the first drill of each page. The cassette recording walks the same views, so a replay covers
 * what the contract test covers.
 */

export interface ReportAnswer {
  status: number
  body: unknown
}

/** One GET of a report view, `params` its query. */
export interface ReportVisit {
  kind: 'page' | 'table' | 'drill'
  route: string
  block?: string
  path: string
  params: Record<string, string>
  answer: ReportAnswer
}

export type ViewGet = (path: string, params: Record<string, string>) => Promise<ReportAnswer>

export const REPORT_ROUTES: readonly string[] = REPORT_PAGES.map((page) => page.route)

function firstSortable(table: TableView): string | undefined {
  const leaves = table.columns.flatMap((c) => ('children' in c && c.children ? c.children : [c])) as Array<{ key?: string; sortable?: boolean }>
  return leaves.find((c) => c.sortable && c.key)?.key
}

/** Walks every report page of `frame` (examid, org, …), calling `get` for each view in order. */
export async function walkReports(frame: Record<string, string>, get: ViewGet, routes: readonly string[] = REPORT_ROUTES): Promise<ReportVisit[]> {
  const visits: ReportVisit[] = []
  const visit = async (kind: ReportVisit['kind'], route: string, block: string | undefined, path: string, params: Record<string, string>) => {
    const answer = await get(path, params)
    visits.push({ kind, route, ...(block ? { block } : {}), path, params, answer })
    return answer
  }
  for (const route of routes) {
    const page = await visit('page', route, undefined, '/report/bff/report-page', { route, ...frame })
    if (page.status !== 200) continue
    const view = (page.body as { data: ReportPageView }).data
    let drilled = false
    for (const block of view.blocks) {
      if (block.kind !== 'table') continue
      const sortKey = firstSortable(block.table)
      const later = block.table.paging && block.table.paging.total > block.table.paging.pageSize ? '2' : '1'
      await visit('table', route, block.id, '/report/bff/report-table', { route, block: block.id, ...frame, page: later, ...(sortKey ? { sortKey, sortRule: 'desc' } : {}) })
      const drill = drilled ? undefined : block.table.rows.flatMap((row) => Object.values(row.drills ?? {}))[0]
      if (!drill) continue
      drilled = true
      await visit('drill', route, block.id, '/report/bff/report-drill', drill)
    }
  }
  return visits
}
