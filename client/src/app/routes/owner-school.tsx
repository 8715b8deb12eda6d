import { Stack } from '@chakra-ui/react'
import { useLocation, useParams, useSearchParams } from 'wouter'
import { InConstruction } from '../../components/feedback/in-construction.tsx'
import { ExamList } from '../../features/exams/components/exam-list.tsx'
import { OwnerHeader } from '../../features/owner/components/owner-header.tsx'
import { toRouteHref } from '../../lib/route-href.ts'
import { useShell } from '../../lib/shell-context.ts'
import { RouteGate } from '../route-gate.tsx'

/**
 * /compare/school/:school?: with owner=true and a multi-school owner, the owner view over the
 * chosen school's exams; otherwise the single-school comparison, a later issue.
 */
export default function OwnerSchoolRoute() {
  const shell = useShell()
  const params = useParams<{ school?: string }>()
  const [search] = useSearchParams()
  const [, navigate] = useLocation()
  const owner = shell.ownerView

  if (search.get('owner') !== 'true' || !owner) {
    return (
      <RouteGate routeKey="compareSchool">
        <InConstruction />
      </RouteGate>
    )
  }
  const schoolId = params.school && owner.schools.some((s) => s.id === params.school) ? params.school : owner.currentSchoolId
  const school = owner.schools.find((s) => s.id === schoolId)

  return (
    <Stack gap="4">
      <OwnerHeader owner={owner} schoolId={schoolId} onChange={(change) => {
          const target = owner.schools.find((s) => s.id === change.key)
          if (target) navigate(toRouteHref(target.href), { replace: true })
        }} />
      <ExamList key={schoolId} schoolid={schoolId} heading={school ? `${school.name} · 考试列表` : '考试列表'} />
    </Stack>
  )
}
