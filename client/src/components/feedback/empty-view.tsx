import { StatusView } from './status-view.tsx'

/** Spec 1 §2: the catch-all route and any page with nothing for this user. */
export function EmptyView() {
  return <StatusView title="暂无与您相关的数据" />
}
