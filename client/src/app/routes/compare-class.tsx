import { CompareDimensionRoute } from './compare-dimension.tsx'

/** /compare/class/:school?/:class?: a class across the exams, its students and risers and fallers. */
export default function CompareClassRoute() {
  return <CompareDimensionRoute dimension="class" />
}
