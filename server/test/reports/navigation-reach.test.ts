// Every report page is reachable from the navigation (issue 15 item 5: 成绩报表 and 成绩明细 could only be
// opened by typing their address). Starting at the dashboard — where the exam list leads — this walks
// the view models as a user clicks: the exam frame's links (breadcrumb, export menu, three-level
// navbar), every links block and every table cell link of each page reached, and holds the routes
// reached to the list of report pages the BFF builds.
import t from 'tap'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { EXAM_ROUTES } from '../../src/domain/exam-context/exam-routes.ts'
import { REPORT_PAGES } from '../../src/views/reports/pages/index.ts'
import { shellRig } from '../integration/shell-rig.ts'
import { JOINT, MIDTERM } from './report-rig.ts'

const rig = await shellRig(t)
const REPORT_ROUTES = new Set(REPORT_PAGES.map((p) => p.route))
const ROUTE_BY_PATH = new Map([...EXAM_ROUTES.values()].filter((r) => REPORT_ROUTES.has(r.name)).map((r) => [`/report${r.path}`, r.name]))

async function get<T>(who: string, path: string, params: URLSearchParams): Promise<T | null> {
  const res = await rig.app.inject({ url: `${path}?${params.toString()}`, headers: { cookie: await rig.signIn(who) } })
  return res.statusCode === 200 ? (res.json() as { data: T }).data : null
}

/** The hrefs a page offers to click: links blocks and table cell links. */
function pageHrefs(view: ReportPageView): string[] {
  const out: string[] = []
  for (const block of view.blocks) {
    if (block.kind === 'links') out.push(...block.links.map((l) => l.href))
    if (block.kind === 'table') for (const row of block.table.rows) out.push(...Object.values(row.links ?? {}).map((l) => l.href))
  }
  return out
}

function frameHrefs(context: ExamContext): string[] {
  return [
    ...context.breadcrumb.map((c) => c.href).filter((h): h is string => typeof h === 'string'),
    ...context.exportMenu.map((e) => e.href),
    ...(context.navbar ? [...context.navbar.tabs, ...context.navbar.counties.slice(0, 1), ...context.navbar.schools.slice(0, 1)].map((x) => x.href) : []),
  ]
}

/** Report routes reached from the dashboard of `examid`, each with the first page that linked it. */
async function walk(who: string, examid: string): Promise<Map<string, string>> {
  const reached = new Map<string, string>([['dashboard', 'the exam list']])
  const queue: Array<{ route: string; query: URLSearchParams }> = [{ route: 'dashboard', query: new URLSearchParams({ examid, org: '0' }) }]
  while (queue.length > 0) {
    const { route, query } = queue.shift()!
    const params = new URLSearchParams(query)
    params.set('route', route)
    const [view, context] = await Promise.all([get<ReportPageView>(who, '/report/bff/report-page', params), get<ExamContext>(who, '/report/bff/exam-context', params)])
    for (const href of [...(view ? pageHrefs(view) : []), ...(context ? frameHrefs(context) : [])]) {
      const url = new URL(href, 'http://bff')
      const target = ROUTE_BY_PATH.get(url.pathname)
      if (!target || reached.has(target) || url.searchParams.get('examid') !== examid) continue
      reached.set(target, route)
      queue.push({ route: target, query: url.searchParams })
    }
  }
  return reached
}

/**
 * Pages a given exam has no use for, so the walk of that exam need not reach them; the union of the
 * walks must still reach each.
 */
const VIEWERS = [
  { who: 'demo-school-admin', examid: MIDTERM },
  { who: 'demo-city', examid: JOINT },
]

t.test('every report page the BFF builds is linked from the navigation', async (t) => {
  const reachedAll = new Map<string, string>()
  for (const { who, examid } of VIEWERS) {
    const reached = await walk(who, examid)
    t.comment(`${who} ${examid}: ${[...reached.keys()].sort().join(', ')}`)
    for (const [route, from] of reached) if (!reachedAll.has(route)) reachedAll.set(route, `${who}: ${from}`)
  }
  const unreached = [...REPORT_ROUTES].filter((route) => !reachedAll.has(route)).sort()
  t.same(unreached, [], 'report pages only reachable by typing their address')
  t.ok(reachedAll.has('score-report'), '成绩报表 is linked')
  t.ok(reachedAll.has('lesson-report'), '成绩明细 is linked')
})
