import { AnswerCardExportView } from '../../features/answer-cards/components/answer-card-export-view.tsx'
import { ConfigViewFrame, examParams } from './config-view-frame.tsx'

/** config-view/answer-card: export answer cards (only listed for exams with paper cards that are not experience exams). */
export default function ConfigViewAnswerCard() {
  return <ConfigViewFrame routeKey="answerCard">{(context) => <AnswerCardExportView params={examParams(context)} />}</ConfigViewFrame>
}
