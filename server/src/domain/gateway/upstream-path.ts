import { REPORT_PREFIXES } from '@report/contracts/constants'

export type UpstreamPathResult = { ok: true; path: string } | { ok: false; reason: 'not-allowed' | 'unsafe' }

const REPORT_PREFIX_SET: ReadonlySet<string> = new Set(REPORT_PREFIXES)
const UNIFY_TOKEN_PATH = '/obt/v1/user/genUnifyToken'

/**
 * True when a raw path could climb or smuggle a separator in any spelling: dot segments,
 * backslashes, encoded slash/backslash/dot/percent, NUL and other control characters.
 */
export function isUnsafePath(rawPath: string): boolean {
  if (/[\u0000-\u001f\u007f-\u009f\\#]/.test(rawPath)) return true
  if (/%(2f|5c|2e|25|00)/i.test(rawPath)) return true
  if (rawPath.includes('//')) return true
  // `..;/` is `..` to servlet containers that strip matrix parameters.
  return rawPath.split('/').some((segment) => {
    const bare = segment.split(';', 1)[0]
    return bare === '.' || bare === '..'
  })
}

/** Report prefixes that also name client routes (`/report/exam/dashboard`): only versioned paths are API. */
const SHARED_WITH_CLIENT_ROUTES: ReadonlySet<string> = new Set(['exam'])

/**
 * Whether a path under `/report` (given without it, e.g. `/exam/v1/exam/info`) is an upstream API
 * call rather than a client page: a report prefix, and for `exam` a version segment after it.
 */
export function isApiPath(path: string): boolean {
  const segments = path.split(/[?#]/, 1)[0]!.split('/')
  const first = segments[1] ?? ''
  if (!REPORT_PREFIX_SET.has(first)) return false
  return !SHARED_WITH_CLIENT_ROUTES.has(first) || /^v\d+$/.test(segments[2] ?? '')
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
