import type { ExamContextQuery } from './exam-context.ts'

/**
 * Where a page asks for the views it starts from, relative to the BFF prefix: the path the client
 * GETs, which is also its SWR key, and the key the document's first view (first-view.ts) files each
 * view under. The client and the BFF build them with these same functions, so an embedded view is
 * found only under the exact key the page asks for.
 */

/** GET /session; `embedded` when the page runs inside another site's iframe. */
export const sessionViewKey = (embedded: boolean): string => (embedded ? '/session?embedded=1' : '/session')

const EXAM_CONTEXT_KEYS = ['examid', 'org', 'grade', 'lkschool', 'qxschool', 'route'] as const satisfies ReadonlyArray<keyof ExamContextQuery>

export function examContextKey(query: ExamContextQuery): string {
  const search = new URLSearchParams()
  for (const key of EXAM_CONTEXT_KEYS) {
    const value = query[key]
    if (value !== undefined && value !== '') search.set(key, value)
  }
  return `/exam-context?${search.toString()}`
}

const ROUTE_PATTERN = /^[A-Za-z-]{1,64}$/
const COMPARE_TYPES: ReadonlySet<string> = new Set(['all', 'county', 'school'])

/**
 * The exam frame's query on an exam route: the scope the address names and the route's name (spec 1
 * §2; `(ours)` dropped); null without an examid, when the frame asks for nothing.
 */
export function examContextQueryOf(params: URLSearchParams, routeName: string): ExamContextQuery | null {
  const examid = params.get('examid') ?? ''
  if (!examid) return null
  const query: ExamContextQuery = { examid }
  for (const key of ['org', 'grade', 'lkschool', 'qxschool'] as const) {
    const value = params.get(key)
    if (value) query[key] = value
  }
  const compareType = params.get('compareType')
  if (compareType && COMPARE_TYPES.has(compareType) && compareType !== 'all') query.compareType = compareType as ExamContextQuery['compareType']
  const route = routeName.replace(/\s*\(ours\)$/, '')
  if (ROUTE_PATTERN.test(route)) query.route = route
  return query
}

/** The filter keys of ReportPageQuery (what a ReportFilter may set). */
export const REPORT_FILTER_KEYS = ['pindex', 'unit', 'school', 'group', 'groups', 'student', 'qid', 'tab', 'line'] as const
/** Frame keys a report link keeps (the exam and the view's focus). */
export const REPORT_FRAME_KEYS = ['examid', 'org', 'grade', 'lkschool', 'qxschool', 'compareType'] as const

/** Keys of the page address that reach the BFF's report-page query. */
const PAGE_KEYS: readonly string[] = [...REPORT_FRAME_KEYS, ...REPORT_FILTER_KEYS]

/** The report-page query of a route and the current address (unknown keys, export=pdf and tokens stay out). */
export function reportPageParams(route: string, search: string): URLSearchParams {
  const from = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const out = new URLSearchParams({ route })
  for (const key of PAGE_KEYS) {
    const value = from.get(key)
    if (value !== null && value !== '') out.set(key, value)
  }
  return out
}

export const reportPageKey = (params: URLSearchParams): string => `/report-page?${params.toString()}`
