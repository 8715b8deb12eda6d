import type { DrillAnswer, DrillQuery } from '@report/contracts/bff/drill'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { TableSort, TableView } from '@report/contracts/bff/table'
import { reportPageKey } from '@report/contracts/bff/view-keys'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export function useReportPage(params: URLSearchParams | null) {
  const key = params ? reportPageKey(params) : null
  return useSWR(key, (k: string) => bffGet<ReportPageView>(k), { keepPreviousData: true, revalidateOnFocus: false })
}

export function getReportTable(params: URLSearchParams, block: string, query: { page: number; pageSize: number; sort: TableSort | null }, signal?: AbortSignal): Promise<TableView> {
  const search = new URLSearchParams(params)
  search.set('block', block)
  search.set('page', String(query.page))
  search.set('pageSize', String(query.pageSize))
  if (query.sort) {
    search.set('sortKey', query.sort.key)
    search.set('sortRule', query.sort.rule)
  }
  return bffGet<TableView>(`/report-table?${search.toString()}`, signal ? { signal } : {})
}

export function getReportDrill(query: DrillQuery, signal: AbortSignal): Promise<DrillAnswer> {
  const search = new URLSearchParams(query.params)
  search.set('page', String(query.page))
  search.set('pageSize', String(query.pageSize))
  if (query.sort) {
    search.set('sortKey', query.sort.key)
    search.set('sortRule', query.sort.rule)
  }
  return bffGet<DrillAnswer>(`/report-drill?${search.toString()}`, { signal })
}
