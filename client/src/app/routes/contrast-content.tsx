import { useParams, useSearchParams } from 'wouter'
import { ComparePage } from '../../features/contrast/components/compare-page.tsx'

/** /contrast/content[/:school[/:class]] (contrastContent, …School, …Class): a comparison's content, by schools, a school's classes, or a class. */
export default function ContrastContentRoute() {
  const params = useParams<{ school?: string; class?: string }>()
  const [search] = useSearchParams()
  const id = search.get('id')
  const dimension = params.class ? 'class' : params.school ? 'school' : 'multi'
  return <ComparePage dimension={dimension} params={id ? { id, subject: search.get('subject') ?? undefined, school: params.school, class: params.class } : null} />
}
