import { Stack } from '@chakra-ui/react'
import { useLocation, useParams, useSearchParams } from 'wouter'
import { ComparePage } from '../../features/contrast/components/compare-page.tsx'
import { ExamList } from '../../features/exams/components/exam-list.tsx'
import { OwnerHeader } from '../../features/owner/components/owner-header.tsx'
import { toRouteHref } from '../../lib/route-href.ts'
import { useShell } from '../../lib/shell-context.ts'

/**
 * /compare/school/:school? (route name school): with owner=true and a multi-school owner, the owner
 * view; its school dropdown replaces the route's school (spec 1 §1) and drives the comparison in the
 * query's `id`, or lists the school's exams when no comparison is chosen. Otherwise the comparison's
 * school dimension (spec 2 §2).
 */
export default function OwnerSchoolRoute() {
  const shell = useShell()
  const params = useParams<{ school?: string }>()
  const [search] = useSearchParams()
  const [, navigate] = useLocation()
  const owner = shell.ownerView
  const id = search.get('id')
  const subject = search.get('subject') ?? undefined

  if (search.get('owner') !== 'true' || !owner) {
    return <ComparePage dimension="school" params={id ? { id, subject, school: params.school } : null} />
  }
  const schoolId = params.school && owner.schools.some((s) => s.id === params.school) ? params.school : owner.currentSchoolId
  const school = owner.schools.find((s) => s.id === schoolId)

  return (
    <Stack gap="4">
      <OwnerHeader owner={owner} schoolId={schoolId} onChange={(change) => {
          const target = owner.schools.find((s) => s.id === change.key)
          if (!target) return
          const href = toRouteHref(target.href)
          navigate(id ? `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ id }).toString()}` : href, { replace: true })
        }} />
      {id ? (
        <ComparePage dimension="school" params={{ id, subject, school: schoolId }} />
      ) : (
        <ExamList key={schoolId} schoolid={schoolId} heading={school ? `${school.name} · 考试列表` : '考试列表'} />
      )}
    </Stack>
  )
}
