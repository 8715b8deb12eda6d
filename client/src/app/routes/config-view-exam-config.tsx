import { ExamConfigView } from '../../features/export-menu/components/exam-config-view.tsx'
import { ConfigViewFrame, examParams } from './config-view-frame.tsx'

/** config-view/exam-config: the exam's export settings. */
export default function ConfigViewExamConfig() {
  return <ConfigViewFrame routeKey="examConfig">{(context) => <ExamConfigView params={examParams(context)} />}</ConfigViewFrame>
}
