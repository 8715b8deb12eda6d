import { ValueAddedTool } from '../../features/value-added/components/value-added-tool.tsx'

/** /level/fogang: value-added evaluation. */
export default function LevelFogangRoute() {
  return <ValueAddedTool />
}
