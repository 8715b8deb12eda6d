import type { ExamsQuery, ExamsView } from '@report/contracts/bff/exams'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export function examsKey(query: ExamsQuery = {}): string {
  const search = new URLSearchParams()
  if (query.isFilter !== undefined) search.set('isFilter', query.isFilter)
  if (query.schoolid !== undefined) search.set('schoolid', query.schoolid)
  const qs = search.toString()
  return qs ? `/exams?${qs}` : '/exams'
}

export const getExams = (query: ExamsQuery = {}): Promise<ExamsView> => bffGet<ExamsView>(examsKey(query))

export function useExams(query: ExamsQuery = {}) {
  return useSWR(examsKey(query), () => getExams(query))
}
