import { InConstruction } from '../../components/feedback/in-construction.tsx'
import { ConfigViewFrame } from './config-view-frame.tsx'

/** config-view/transcript-export: transcript export is its own issue; until then the page says so. */
export default function ConfigViewTranscriptExport() {
  return <ConfigViewFrame routeKey="transcriptExport">{() => <InConstruction />}</ConfigViewFrame>
}
