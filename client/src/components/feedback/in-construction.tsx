import { StatusView } from './status-view.tsx'

export function InConstruction() {
  return <StatusView title="该功能建设中" description="敬请期待" />
}
