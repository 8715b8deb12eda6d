import type { RouteKey } from '../../config/paths.ts'

/**
 * A route of the route table with no page registered is a bug, not a state to show users: it fails
 * like a page that cannot load (the load-error view), which the route walk fails on.
 */
export function MissingPage({ routeKey }: { routeKey: RouteKey }): never {
  throw new Error(`no page is registered for the route ${routeKey}`)
}
