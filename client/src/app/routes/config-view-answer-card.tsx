import { InConstruction } from '../../components/feedback/in-construction.tsx'
import { ConfigViewFrame } from './config-view-frame.tsx'

/** config-view/answer-card: answer-card export is its own issue; until then the page says so. */
export default function ConfigViewAnswerCard() {
  return <ConfigViewFrame routeKey="answerCard">{() => <InConstruction />}</ConfigViewFrame>
}
