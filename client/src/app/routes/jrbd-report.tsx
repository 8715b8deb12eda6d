import { HonourRoll } from '../../features/jrbd-report/components/honour-roll.tsx'

export default function JrbdReportRoute() {
  return <HonourRoll />
}
