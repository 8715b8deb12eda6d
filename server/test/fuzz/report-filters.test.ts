import t from 'tap'
import fc from 'fast-check'
import { Envelope } from '@report/contracts/envelope'
import { ReportPageViewSchema } from '@report/contracts/bff/report-page'
import { REPORT_PAGES } from '../../src/views/reports/pages/index.ts'
import { contractBreaks } from '../helpers/view-contract.ts'
import { faultRig, isErrorShape } from '../faults/rig.ts'
import { holds } from './arbitraries.ts'

const RUNS = Number(process.env.FUZZ_REPORT_RUNS ?? 8)
const MIDTERM = 'examid=100152611100&org=0'
const DEFAULT_TIMEOUTS = { UPSTREAM_HEADERS_TIMEOUT_MS: '15000', UPSTREAM_BODY_TIMEOUT_MS: '30000' }

const pageBreaks = contractBreaks(Envelope(ReportPageViewSchema))

const key = fc.stringMatching(/^[0-9A-Za-z_.:-]{1,20}$/)
/** Filter values the query schema accepts, whether or not they mean anything for the page. */
const filters = fc.record(
  {
    pindex: fc.integer({ min: 0, max: 99 }).map(String),
    unit: fc.constantFrom('county', 'school', 'class', 'tclass'),
    group: fc.oneof(key, fc.constantFrom('all', 'sall', 'class:1', 'school:10001', 'county:1')),
    groups: fc.array(fc.oneof(key, fc.constantFrom('class:1', 'school:10001')), { minLength: 1, maxLength: 4 }).map((keys) => keys.join(',')),
    student: key,
    qid: key,
    tab: fc.stringMatching(/^[0-9A-Za-z_-]{0,12}$/),
  },
  { requiredKeys: [] },
)

// Spec-wise bad filter input never crashes, and a value that does not apply falls back: every page
// answers 200 for any filter value its query schema accepts, for a school admin on a real exam, with a
// view that conforms to the page schema (the route is written with JSON.stringify).
t.test('every report page, any accepted filter value: 200, never a 5xx', async (t) => {
  const rig = await faultRig(t, DEFAULT_TIMEOUTS, 'demo-school-admin')
  for (const page of REPORT_PAGES) {
    await holds(
      t,
      page.route,
      fc.asyncProperty(filters, async (values) => {
        const query = new URLSearchParams({ route: page.route, ...Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined)) })
        const res = await rig.app.inject({ url: `/report/bff/report-page?${MIDTERM}&${query.toString()}`, headers: { cookie: rig.cookie() } })
        if (res.statusCode !== 200) {
          const body = res.body.slice(0, 300)
          if (res.statusCode >= 400 && !isErrorShape(res.json())) throw new Error(`not the error shape: ${body}`)
          throw new Error(`${res.statusCode} for ${query.toString()}: ${body}`)
        }
        const breaks = pageBreaks(res.json())
        if (breaks) throw new Error(`${query.toString()}: the page does not conform: ${breaks}`)
      }),
      { numRuns: RUNS },
    )
  }
})
