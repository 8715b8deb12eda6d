import { CompareDimensionRoute } from './compare-dimension.tsx'

/** /compare/multi (multi): every school of a comparison. */
export default function CompareMultiRoute() {
  return <CompareDimensionRoute dimension="multi" />
}
