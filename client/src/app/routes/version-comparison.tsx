import { useSearch } from 'wouter'
import { EditionMatrix } from '../../features/version-comparison/components/edition-matrix.tsx'

/** /comparison-list/version?type=0|1 (spec 1 §2). */
export default function VersionComparisonRoute() {
  const type = new URLSearchParams(useSearch()).get('type')
  return <EditionMatrix type={type} />
}
