import type { ImportRecordsPage } from '@report/contracts/bff/custom-import'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export const importRecordsKey = '/custom/import-records'

export function useImportRecords() {
  return useSWR(importRecordsKey, (key: string) => bffGet<ImportRecordsPage>(key))
}
