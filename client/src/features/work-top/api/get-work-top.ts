import type { WorkTopView } from '@report/contracts/bff/work-top'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export function useWorkTop() {
  return useSWR('/work-top', (key: string) => bffGet<WorkTopView>(key), { refreshInterval: 60_000 })
}
