import type { TutoringHomeView } from '@report/contracts/bff/tutoring'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const TUTORING_HOME_KEY = '/tutoring/home'

export const getTutoringHome = (key: string): Promise<TutoringHomeView> => bffGet<TutoringHomeView>(key)

export function useTutoringHome() {
  return useSWR(TUTORING_HOME_KEY, getTutoringHome, { revalidateOnFocus: false })
}
