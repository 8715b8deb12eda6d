import { TranscriptIndexView } from '../../features/transcripts/components/transcript-index-view.tsx'

/** transcript/index (TranscriptIndex). */
export default function TranscriptIndexRoute() {
  return <TranscriptIndexView />
}
