import { LevelLinesPanel } from '../../features/level-lines/components/level-lines-panel.tsx'
import { LevelScoreTool } from '../../features/level-score/components/level-score-tool.tsx'

/** /level/score: the generation tool, and the grade-band settings of the chosen exam below it. */
export default function LevelScoreRoute() {
  return <LevelScoreTool extra={(exam) => <LevelLinesPanel key={`${exam.examid}:${exam.org}`} exam={exam} />} />
}
