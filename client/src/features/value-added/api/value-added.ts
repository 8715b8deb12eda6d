import type { ValueAddedBody, ValueAddedPage, ValueAddedResult } from '@report/contracts/bff/level-value-added'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export const valueAddedKey = '/value-added'
export const useValueAddedPage = () => useSWR(valueAddedKey, (key: string) => bffGet<ValueAddedPage>(key))
export const runValueAdded = (body: ValueAddedBody): Promise<ValueAddedResult> => bffPost<ValueAddedResult>('/value-added', body)
