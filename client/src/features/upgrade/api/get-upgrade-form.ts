import type { UpgradeFormView } from '@report/contracts/bff/upgrade'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const upgradeFormKey = '/upgrade/form'

/** The form's prefill (region, school, user id); asked when the dialog opens, again on reopening. */
export function useUpgradeForm(open: boolean) {
  return useSWR(open ? upgradeFormKey : null, (key: string) => bffGet<UpgradeFormView>(key), { revalidateOnFocus: false })
}
