import type { CompareDimension } from '@report/contracts/bff/contrast'
import { useParams, useSearchParams } from 'wouter'
import type { RouteKey } from '../../config/paths.ts'
import { ComparePage } from '../../features/contrast/components/compare-page.tsx'
import { RouteGate } from '../route-gate.tsx'

export const COMPARE_ROUTE: Record<CompareDimension, RouteKey> = { multi: 'multi', school: 'compareSchool', class: 'compareClass', student: 'compareStudent' }

/**
 * /compare/{multi|school|class|student}: the route's params and query as the comparison's target. A
 * user without 历史对比 in the nav (a student) gets the empty view, not an invitation to pick a comparison.
 */
export function CompareDimensionRoute({ dimension }: { dimension: CompareDimension }) {
  const params = useParams<{ school?: string; class?: string; student?: string }>()
  const [search] = useSearchParams()
  const id = search.get('id')
  return (
    <RouteGate routeKey={COMPARE_ROUTE[dimension]}>
      <ComparePage
        dimension={dimension}
        params={id ? { id, subject: search.get('subject') ?? undefined, school: params.school, class: params.class, student: params.student } : null}
      />
    </RouteGate>
  )
}
