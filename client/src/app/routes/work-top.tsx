import { WorkOverview } from '../../features/work-top/components/work-overview.tsx'

export default function WorkTopRoute() {
  return <WorkOverview />
}
