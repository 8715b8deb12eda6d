// The report routes are written with JSON.stringify (lib/plain-json.ts), not by the serializer compiled
// from their response schemas. This walks every report page for users of each scope, every table of each
// page (a later page, sorted) and a drill of each page, and holds each answer to its schema: conforming,
// and carrying nothing the schema does not declare.
import t from 'tap'
import { Envelope } from '@report/contracts/envelope'
import { DrillResponseSchema } from '@report/contracts/bff/drill'
import { ReportPageViewSchema, type ReportPageView } from '@report/contracts/bff/report-page'
import { TableViewSchema } from '@report/contracts/bff/table'
import { walkReports } from '../helpers/report-walk.ts'
import { contractBreaks } from '../helpers/view-contract.ts'
import { shellRig } from '../integration/shell-rig.ts'
import { JOINT, MIDTERM } from './report-rig.ts'

const rig = await shellRig(t)
const pageBreaks = contractBreaks(Envelope(ReportPageViewSchema))
const tableBreaks = contractBreaks(Envelope(TableViewSchema))
const drillBreaks = contractBreaks(DrillResponseSchema)

const VIEWERS = [
  { who: 'demo-school-admin', examid: MIDTERM },
  { who: 'demo-head-teacher', examid: MIDTERM },
  { who: 'demo-teacher', examid: MIDTERM },
  { who: 'demo-city', examid: JOINT },
]

async function get(who: string, path: string, params: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const res = await rig.app.inject({ url: `${path}?${new URLSearchParams(params).toString()}`, headers: { cookie: await rig.signIn(who) } })
  return { status: res.statusCode, body: res.json() }
}

for (const { who, examid } of VIEWERS) {
  t.test(`${who}: every report page, its tables and a drill conform to their schemas`, async (t) => {
    const visits = await walkReports({ examid, org: '0' }, (path, params) => get(who, path, params))
    let pages = 0
    let tables = 0
    let drills = 0
    for (const { kind, route, block, params, answer } of visits) {
      if (kind === 'page') {
        if (who === 'demo-school-admin') t.equal(answer.status, 200, `${route} opens for a school admin`)
        if (answer.status !== 200) continue
        pages += 1
        const breaks = pageBreaks(answer.body)
        if (breaks) t.fail(`${route}: ${breaks}`)
      } else if (kind === 'table') {
        t.equal(answer.status, 200, `${route}/${block} page ${params.page} answers`)
        tables += 1
        const tableBroken = tableBreaks(answer.body)
        if (tableBroken) t.fail(`${route}/${block}: ${tableBroken}`)
      } else {
        t.equal(answer.status, 200, `${route}/${block} drill answers`)
        drills += 1
        const drillBroken = drillBreaks(answer.body)
        if (drillBroken) t.fail(`${route}/${block} drill: ${drillBroken}`)
      }
    }
    t.ok(pages > 0 && tables > 0, `${pages} pages, ${tables} tables, ${drills} drills held to their schemas`)
    if (who === 'demo-school-admin') t.ok(drills >= 10, 'drills on most pages')
  })
}

t.test('issue 14: every upstream answer of the walk above was decoded against its registry schema', async (t) => {
  const decoder = rig.app.upstream.decoder
  if (!decoder) throw new Error('the BFF decodes answers')
  t.same([...decoder.undecodedCalls], [], 'the decoder read no answer undecoded')
})

t.test('the check itself fails on an undeclared property and on a wrong type', async (t) => {
  const page = await get('demo-school-admin', '/report/bff/report-page', { route: 'dashboard', examid: MIDTERM, org: '0' })
  t.equal(pageBreaks(page.body), null)
  const view = structuredClone(page.body) as { data: ReportPageView & Record<string, unknown> }
  view.data.internal = { upstream: 'leak' }
  t.match(pageBreaks(view), /undeclared properties: \/data\/internal/)
  const nested = structuredClone(page.body) as { data: ReportPageView }
  const papers = nested.data.blocks.find((b) => b.kind === 'table')
  if (papers?.kind !== 'table') throw new Error('the dashboard has a table')
  Object.assign(papers.table.rows[0]!, { studentIds: ['s1'] })
  t.match(pageBreaks(nested), /undeclared properties: \/data\/blocks\/\d+\/table\/rows\/0\/studentIds/, 'inside a block of the union too')
  const typed = structuredClone(page.body) as { data: { title: unknown } }
  typed.data.title = 7
  t.match(pageBreaks(typed), /\/data\/title/)
})
