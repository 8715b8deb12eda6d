import type { ReactNode } from 'react'
import { EmptyView } from '../components/feedback/empty-view.tsx'
import { navGateOf, type RouteKey } from '../config/paths.ts'
import { useShell } from '../lib/shell-context.ts'

/**
 * For a gated area whose page is not built yet: a user whose nav the BFF did not give that entry
 * (students: custom analysis, grade scoring, comparison, settings — spec 1 §6) gets the empty view
 * rather than "in construction". A built page is not gated here: its own view model carries the
 * BFF's notice (version tip, role), which says more than an empty page.
 */
export function RouteGate({ routeKey, children }: { routeKey: RouteKey; children: ReactNode }) {
  const { nav, show } = useShell()
  const gate = navGateOf(routeKey)
  // Without the nav (embedded, export) the list is empty and says nothing about the user.
  if (gate && show.nav && !nav.some((item) => item.key === gate)) return <EmptyView />
  return children
}
