import type { ExamContextQuery } from '@report/contracts/bff/exam-context'
import { examContextKey, examContextQueryOf, reportPageKey, reportPageParams, sessionViewKey } from '@report/contracts/bff/view-keys'
import { BASE_PATH } from '@report/contracts/constants'
import { EXAM_ROUTES } from '../exam-context/exam-routes.ts'

/**
 * What the page of a document asks first (issue 34), each view by the key the page asks it under
 * (contracts/bff/view-keys.ts), so the BFF can compute them while it serves the document:
 * - every page behind the session gate: the shell's session view;
 * - an exam route (`/report/exam/…`, spec 1 §2) with an examid: the exam frame's context and the
 *   route's report page, with the address's frame and filters.
 */
export interface DocumentViews {
  session: { key: string; embedded: boolean }
  /** The exam route's name when the path is one (the frame and its page render it), else null. */
  examRoute: string | null
  examContext: { key: string; query: ExamContextQuery } | null
  /** The report page's query as the page sends it, not yet checked against its schema. */
  reportPage: { key: string; query: Record<string, string> } | null
}

const EXAM_ROUTE_BY_PATH: ReadonlyMap<string, string> = new Map(
  [...EXAM_ROUTES.values()].filter((route) => route.path.startsWith('/exam/')).map((route) => [route.path, route.name]),
)

/** The error page stands outside the session gate and asks for nothing. */
const OUTSIDE_THE_GATE: ReadonlySet<string> = new Set([`${BASE_PATH}/error`])

/**
 * `pathname` and `search` of the document's address; `fetchDest` its Sec-Fetch-Dest. The page decides
 * embedded mode itself (inside another site's iframe, or `iframe=1`); a document loaded into an iframe
 * says so in Sec-Fetch-Dest, and a guess that misses only costs the page one request.
 */
export function documentViews(pathname: string, search: string, fetchDest: string | undefined): DocumentViews | null {
  if (OUTSIDE_THE_GATE.has(pathname)) return null
  const params = new URLSearchParams(search)
  const embedded = fetchDest === 'iframe' || params.get('iframe') === '1'
  const views: DocumentViews = { session: { key: sessionViewKey(embedded), embedded }, examRoute: null, examContext: null, reportPage: null }
  const route = pathname.startsWith(`${BASE_PATH}/`) ? EXAM_ROUTE_BY_PATH.get(pathname.slice(BASE_PATH.length)) : undefined
  if (route === undefined) return views
  views.examRoute = route
  const query = examContextQueryOf(params, route)
  if (!query) return views
  views.examContext = { key: examContextKey(query), query }
  const page = reportPageParams(route, search)
  views.reportPage = { key: reportPageKey(page), query: Object.fromEntries(page) }
  return views
}
