import { useSearch } from 'wouter'
import { TranscriptCreateView } from '../../features/transcripts/components/transcript-create-view.tsx'

/** transcript/create (query examid, org to preselect an exam). */
export default function TranscriptCreateRoute() {
  const q = new URLSearchParams(useSearch())
  return <TranscriptCreateView examid={q.get('examid') || undefined} org={q.get('org') || undefined} />
}
