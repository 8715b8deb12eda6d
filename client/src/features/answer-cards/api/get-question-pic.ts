import type { QuestionPicView } from '@report/contracts/bff/question-pics'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export interface QuestionPicParams {
  examid: string
  org?: string | undefined
  grade?: string | undefined
  pindex: string
  qid: string
  skey: string
}

export function questionPicKey(p: QuestionPicParams): string {
  const search = new URLSearchParams({ examid: p.examid, ...(p.org ? { org: p.org } : {}), ...(p.grade ? { grade: p.grade } : {}), pindex: p.pindex, qid: p.qid, skey: p.skey })
  return `/answer-cards/question-pic?${search.toString()}`
}

export const getQuestionPic = (key: string): Promise<QuestionPicView> => bffGet<QuestionPicView>(key)

export function useQuestionPic(p: QuestionPicParams | null) {
  return useSWR(p ? questionPicKey(p) : null, getQuestionPic, { revalidateOnFocus: false, keepPreviousData: true })
}
