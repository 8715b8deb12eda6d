import { BASE_PATH } from '@report/contracts/constants'
import { isApiPath } from '../gateway/upstream-path.ts'

export const TRANSCRIPT_INDEX = `${BASE_PATH}/transcript/index`

/**
 * spec 1 §4 guard step 1: "On certain report-card hosts, any route other than the transcript pages
 * redirects to the transcript index." `hosts` is configuration (REPORT_CARD_HOSTS). Only page
 * requests move: the BFF's views, the API, assets and the transcript pages themselves stay; the query
 * goes along, so a sign-in token in the link is still exchanged on the index.
 */
export function reportCardRedirect(hosts: readonly string[], hostname: string, url: string): string | null {
  if (hosts.length === 0 || !hosts.includes(hostname.toLowerCase())) return null
  const at = url.indexOf('?')
  const path = at === -1 ? url : url.slice(0, at)
  const query = at === -1 ? '' : url.slice(at)
  if (path !== BASE_PATH && !path.startsWith(`${BASE_PATH}/`)) return null
  const rest = path.slice(BASE_PATH.length) || '/'
  if (rest.startsWith('/bff/') || rest.startsWith('/assets/') || isApiPath(rest)) return null
  // Files (favicon.ico, a chunk) are not pages.
  if (/\.[a-z0-9]{1,8}$/i.test(rest)) return null
  if (rest === '/transcript' || rest.startsWith('/transcript/')) return null
  return `${TRANSCRIPT_INDEX}${query}`
}

/** REPORT_CARD_HOSTS: host names, comma or space separated, compared without port and case. */
export function parseHostList(raw: string | undefined): string[] {
  return (raw ?? '').split(/[\s,]+/).map((h) => h.trim().toLowerCase()).filter(Boolean)
}
