import { useSearch } from 'wouter'
import { TutoringStudentView } from '../../features/tutoring/components/tutoring-student-view.tsx'

/** /hfsfd/student: the tutoring student report (query examid, org; skey for staff). */
export default function HfsfdStudentRoute() {
  const q = new URLSearchParams(useSearch())
  const opt = (key: string) => q.get(key) || undefined
  return <TutoringStudentView params={{ examid: opt('examid'), org: opt('org'), skey: opt('skey'), class: opt('class') }} />
}
