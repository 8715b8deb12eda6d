import { CompareDimensionRoute } from './compare-dimension.tsx'

/** /compare/student/:school?/:class?/:student?: one student's trend. */
export default function CompareStudentRoute() {
  return <CompareDimensionRoute dimension="student" />
}
