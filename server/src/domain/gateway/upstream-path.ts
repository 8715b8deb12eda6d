import { REPORT_PREFIXES } from '@report/contracts/constants'

export type UpstreamPathResult = { ok: true; path: string } | { ok: false; reason: 'not-allowed' | 'unsafe' }

const REPORT_PREFIX_SET: ReadonlySet<string> = new Set(REPORT_PREFIXES)
const UNIFY_TOKEN_PATH = '/obt/v1/user/genUnifyToken'

const DOT_SEGMENT = /(?:^|\/)\.\.?(?:[;/]|$)/
/** A version segment (`v1`) after `exam`. */
const VERSION = /^v\d+$/

/**
 * True when a raw path could climb or smuggle a separator in any spelling: dot segments,
 * backslashes, encoded slash/backslash/dot/percent, NUL and other control characters.
 */
export function isUnsafePath(rawPath: string): boolean {
  if (/[\u0000-\u001f\u007f-\u009f\\#]/.test(rawPath)) return true
  if (/%(2f|5c|2e|25|00)/i.test(rawPath)) return true
  if (rawPath.includes('//')) return true
  // A `.` or `..` segment, bare or before a `;` (`..;/` is `..` to servlet containers that strip matrix parameters).
  return DOT_SEGMENT.test(rawPath)
}

/** Report prefixes that also name client routes (`/report/exam/dashboard`): only versioned paths are API. */
const SHARED_WITH_CLIENT_ROUTES: ReadonlySet<string> = new Set(['exam'])

/**
 * Whether a path under `/report` (given without it, e.g. `/exam/v1/exam/info`) is an upstream API
 * call rather than a client page: a report prefix, and for `exam` a version segment after it.
 */
export function isApiPath(path: string): boolean {
  // The second and third `/`-separated pieces of the path before any `?` or `#`, found without splitting it.
  let end = path.length
  const query = path.indexOf('?')
  if (query !== -1) end = query
  const fragment = path.indexOf('#')
  if (fragment !== -1 && fragment < end) end = fragment
  const slash1 = path.indexOf('/')
  if (slash1 === -1 || slash1 >= end) return false
  const slash2 = path.indexOf('/', slash1 + 1)
  const firstEnd = slash2 === -1 || slash2 > end ? end : slash2
  const first = path.slice(slash1 + 1, firstEnd)
  if (!REPORT_PREFIX_SET.has(first)) return false
  if (!SHARED_WITH_CLIENT_ROUTES.has(first)) return true
  if (firstEnd === end) return false
  const slash3 = path.indexOf('/', firstEnd + 1)
  return VERSION.test(path.slice(firstEnd + 1, slash3 === -1 || slash3 > end ? end : slash3))
}

/**
 * DESIGN.md path rules: `/obt/…` and the other report prefixes go upstream under `/report`;
 * `/api/v3|v4/…` go as they are; in a PDF-export session `obt` becomes `pdf` except for the
 * unify-token exchange. `path` is the client path without `/report` (query string included or not).
 */
export function toUpstreamPath(path: string, exportMode: boolean): UpstreamPathResult {
  const queryAt = path.indexOf('?')
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt)
  const search = queryAt === -1 ? '' : path.slice(queryAt)
  if (!pathname.startsWith('/') || isUnsafePath(pathname)) return { ok: false, reason: 'unsafe' }
  if (/[\u0000-\u001f\u007f]/.test(search)) return { ok: false, reason: 'unsafe' }
  const segments = pathname.split('/')
  const first = segments[1] ?? ''
  if (first === 'api' && (segments[2] === 'v3' || segments[2] === 'v4') && segments.length > 3) {
    return { ok: true, path: pathname + search }
  }
  if (!isApiPath(pathname) || segments.length < 3 || segments[2] === '') return { ok: false, reason: 'not-allowed' }
  if (exportMode && first === 'obt' && pathname !== UNIFY_TOKEN_PATH) {
    return { ok: true, path: `/report/pdf${pathname.slice('/obt'.length)}${search}` }
  }
  return { ok: true, path: `/report${pathname}${search}` }
}
