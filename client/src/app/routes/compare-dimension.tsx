import type { CompareDimension } from '@report/contracts/bff/contrast'
import { useParams, useSearchParams } from 'wouter'
import { ComparePage } from '../../features/contrast/components/compare-page.tsx'

/**
 * /compare/{multi|school|class|student}: the route's params and query as the comparison's target. A
 * user who may not read comparisons (a student, module history_compare hide, an edition without it)
 * gets the page's own refusal notice (ComparePage), as on /contrast/*.
 */
export function CompareDimensionRoute({ dimension }: { dimension: CompareDimension }) {
  const params = useParams<{ school?: string; class?: string; student?: string }>()
  const [search] = useSearchParams()
  const id = search.get('id')
  return (
    <ComparePage
      dimension={dimension}
      params={id ? { id, subject: search.get('subject') ?? undefined, school: params.school, class: params.class, student: params.student } : null}
    />
  )
}
