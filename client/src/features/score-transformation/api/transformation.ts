import type { TransformationBases, TransformationBody, TransformationPage, TransformationResult } from '@report/contracts/bff/transformation'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export const transformationKey = '/transformation'
export const useTransformationPage = () => useSWR(transformationKey, (key: string) => bffGet<TransformationPage>(key))

/** The chosen exam's possible bases, the default first (asked for that exam only). */
export function useTransformationBases(exam: { examid: string; org: number } | null) {
  const key = exam ? `/transformation/bases?${new URLSearchParams({ examid: exam.examid, org: String(exam.org) }).toString()}` : null
  return useSWR(key, (k: string) => bffGet<TransformationBases>(k))
}

export function useTransformationResult(exam: { examid: string; org: number } | null) {
  const key = exam ? `/transformation/result?${new URLSearchParams({ examid: exam.examid, org: String(exam.org) }).toString()}` : null
  return useSWR(key, (k: string) => bffGet<TransformationResult>(k))
}

export const runTransformation = (body: TransformationBody): Promise<TransformationResult> => bffPost<TransformationResult>('/transformation', body)
