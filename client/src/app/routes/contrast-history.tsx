import { ContrastHistory } from '../../features/contrast/components/contrast-history.tsx'

/** /contrast/history (contrastHistory): the user's comparisons. */
export default function ContrastHistoryRoute() {
  return <ContrastHistory />
}
