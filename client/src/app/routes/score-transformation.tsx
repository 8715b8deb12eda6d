import { TransformationTool } from '../../features/score-transformation/components/transformation-tool.tsx'

/** /score/transformation: equivalent scores. */
export default function ScoreTransformationRoute() {
  return <TransformationTool />
}
