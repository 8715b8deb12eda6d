import { BASE_PATH } from '@report/contracts/constants'
import { isExamRoute, routeKeyOfPath } from '../../../config/paths.ts'
import { bffGetAhead } from '../../../lib/bff-client.ts'
import { routeViews } from './route-views.ts'

/**
 * A click that will take the app to another exam route asks that route's views at once: the router's
 * render of the next route (the old page's unmount, the frame's) then runs while they travel, not before
 * they leave (issue 34: some 25 ms of a report-to-report click). Only a plain click on a same-window link,
 * which the router turns into in-app navigation, asks; a held answer not taken within its freshness is
 * dropped (views-ahead.ts).
 */
export function askViewsOfClickedLink(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
  const url = new URL(link.href)
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${BASE_PATH}/`)) return
  if (url.pathname === window.location.pathname && url.search === window.location.search) return
  const key = routeKeyOfPath(url.pathname.slice(BASE_PATH.length))
  if (!key || !isExamRoute(key)) return
  for (const view of routeViews(key, url.search)) if (view) bffGetAhead(view)
}
