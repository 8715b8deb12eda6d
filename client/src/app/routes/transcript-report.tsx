import { useSearch } from 'wouter'
import { EmptyView } from '../../components/feedback/empty-view.tsx'
import { TranscriptReportView } from '../../features/transcripts/components/transcript-report-view.tsx'

/** transcript/report?id: the fixed-width print page. */
export default function TranscriptReportRoute() {
  const id = new URLSearchParams(useSearch()).get('id')
  return id ? <TranscriptReportView id={id} /> : <EmptyView />
}
