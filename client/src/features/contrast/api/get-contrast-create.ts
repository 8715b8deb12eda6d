import type { ContrastCreateView } from '@report/contracts/bff/contrast'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const contrastCreateKey = '/contrast/create'
export const useContrastCreate = () => useSWR(contrastCreateKey, () => bffGet<ContrastCreateView>(contrastCreateKey), { revalidateOnFocus: false })
