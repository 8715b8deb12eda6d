import { TranscriptSetView } from '../../features/transcripts/components/transcript-set-view.tsx'

/** transcript/set (TranscriptSet). */
export default function TranscriptSetRoute() {
  return <TranscriptSetView />
}
