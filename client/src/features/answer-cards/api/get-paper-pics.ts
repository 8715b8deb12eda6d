import type { PaperPicsView } from '@report/contracts/bff/answer-cards'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export interface PaperParams {
  examid: string
  org?: string | undefined
  grade?: string | undefined
  pindex?: string | undefined
}

export function paperPicsKey(p: PaperParams): string {
  const search = new URLSearchParams({ examid: p.examid, ...(p.org ? { org: p.org } : {}), ...(p.grade ? { grade: p.grade } : {}), ...(p.pindex ? { pindex: p.pindex } : {}) })
  return `/answer-cards/paper?${search.toString()}`
}

export const getPaperPics = (key: string): Promise<PaperPicsView> => bffGet<PaperPicsView>(key)

export function usePaperPics(p: PaperParams | null) {
  return useSWR(p ? paperPicsKey(p) : null, getPaperPics, { revalidateOnFocus: false, keepPreviousData: true })
}
