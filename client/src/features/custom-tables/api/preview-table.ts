import type { CustomTableGrid, CustomTablePreviewBody } from '@report/contracts/bff/custom-tables'
import useSWR from 'swr'
import { bffPost } from '../../../lib/bff-client.ts'

/** The live preview of a configuration (null: nothing to preview yet); a new configuration asks again. */
export function useTablePreview(body: CustomTablePreviewBody | null) {
  return useSWR(body ? ['/custom-tables/preview', JSON.stringify(body)] : null, ([path, text]: [string, string]) => bffPost<CustomTableGrid>(path, JSON.parse(text)), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  })
}
