import { BASE_PATH } from '@report/contracts/constants'

/**
 * View models carry full paths (`/report/exam/dashboard?…`); the router works below its base.
 * A path outside the base gets wouter's `~` (absolute) prefix rather than being mangled.
 */
export function toRouteHref(fullPath: string): string {
  if (!fullPath.startsWith(BASE_PATH)) return `~${fullPath}`
  const rest = fullPath.slice(BASE_PATH.length)
  if (rest === '') return '/'
  if (rest.startsWith('?')) return `/${rest}`
  return rest.startsWith('/') ? rest : `~${fullPath}`
}
