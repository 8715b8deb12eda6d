import type { TutoringHomeView } from '@report/contracts/bff/tutoring'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const TUTORING_HOME_KEY = '/tutoring/home'

export const getTutoringHome = (key: string): Promise<TutoringHomeView> => bffGet<TutoringHomeView>(key)

/** One page of the staff's exam list (page 1: the newest exams). */
export function useTutoringHome(page: number) {
  return useSWR(page > 1 ? `${TUTORING_HOME_KEY}?page=${page}` : TUTORING_HOME_KEY, getTutoringHome, { revalidateOnFocus: false })
}
