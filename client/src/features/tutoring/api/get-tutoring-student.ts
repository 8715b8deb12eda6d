import type { TutoringStudentView } from '@report/contracts/bff/tutoring'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export interface TutoringParams {
  examid?: string | undefined
  org?: string | undefined
  skey?: string | undefined
  class?: string | undefined
}

export function tutoringStudentKey(p: TutoringParams): string {
  const search = new URLSearchParams({ ...(p.examid ? { examid: p.examid } : {}), ...(p.org ? { org: p.org } : {}), ...(p.skey ? { skey: p.skey } : {}), ...(p.class ? { class: p.class } : {}) })
  const text = search.toString()
  return `/tutoring/student${text ? `?${text}` : ''}`
}

export const getTutoringStudent = (key: string): Promise<TutoringStudentView> => bffGet<TutoringStudentView>(key)

export function useTutoringStudent(p: TutoringParams) {
  return useSWR(tutoringStudentKey(p), getTutoringStudent, { revalidateOnFocus: false, keepPreviousData: true })
}
