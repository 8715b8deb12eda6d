import type { AnswerSheetView } from '@report/contracts/bff/answer-cards'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

/** The answerCard route's query as the page reads it (examid, org, grade, pindex, skey). */
export interface SheetParams {
  examid: string
  org?: string | undefined
  grade?: string | undefined
  pindex?: string | undefined
  skey: string
}

export function answerSheetKey(p: SheetParams): string {
  const search = new URLSearchParams({ examid: p.examid, ...(p.org ? { org: p.org } : {}), ...(p.grade ? { grade: p.grade } : {}), ...(p.pindex ? { pindex: p.pindex } : {}), skey: p.skey })
  return `/answer-cards/sheet?${search.toString()}`
}

export const getAnswerSheet = (key: string): Promise<AnswerSheetView> => bffGet<AnswerSheetView>(key)

export function useAnswerSheet(p: SheetParams | null) {
  return useSWR(p ? answerSheetKey(p) : null, getAnswerSheet, { revalidateOnFocus: false, keepPreviousData: true })
}
