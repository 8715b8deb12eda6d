// Every figure explains itself (issue 36): for each report page that explains its figures, on the
// reference exams and a sample of cells of each table (all cells of small tables) and every headline,
// recomputing the figure from the explanation's own inputs gives the number the page shows.

import t from 'tap'
import type { FigureExplanation } from '@report/contracts/bff/metric-definition'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { EXPLAINED_ROUTES, checkExplainedRoutes } from './explanation-check.ts'
import { MIDTERM, reportRig } from './report-rig.ts'

// The 联考 as the city is explanations-joint.test.ts: each frame has its own file, so that the check's time
// (which grows with every page that explains itself) is within one file's budget.
t.test('recomputing every explained figure from its inputs gives the shown number', async (t) => {
  t.ok(EXPLAINED_ROUTES.length >= 7, `${EXPLAINED_ROUTES.length} pages explain their figures: ${EXPLAINED_ROUTES.join(', ')}`)
  const { rig } = await reportRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const get = async (path: string, params: Record<string, string>) => rig.app.inject({ url: `/report/bff/${path}?${new URLSearchParams(params)}`, headers: { cookie } })
  const shown = await checkExplainedRoutes(t, get, '期中 (one school) as its school admin', { examid: MIDTERM, org: '0' }, EXPLAINED_ROUTES)
  // A page may have nothing to show on some exam (notices alone), never on the reference exams.
  t.same(EXPLAINED_ROUTES.filter((route) => !shown.includes(route)), [], 'every explained page shows figures on the 期中')
})

t.test('an explanation: definition, inputs, population, line, rounding and students', async (t) => {
  const { rig } = await reportRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const get = async (params: Record<string, string>) => rig.app.inject({ url: `/report/bff/report-explain?${new URLSearchParams({ examid: MIDTERM, org: '0', ...params })}`, headers: { cookie } })
  const page = (await rig.app.inject({ url: `/report/bff/report-page?route=dashboard&examid=${MIDTERM}&org=0`, headers: { cookie } })).json().data as ReportPageView
  const papers = page.blocks.find((b) => b.kind === 'table' && b.id === 'papers')
  if (papers?.kind !== 'table') throw new Error('no papers table')
  const math = papers.table.rows.find((r) => r.cells.subject === '数学')!
  const pass = (await get({ route: 'dashboard', cell: `papers|${math.key}|passRate` })).json().data as FigureExplanation
  t.equal(pass.definition.term, '及格率')
  t.equal(pass.shown, math.cells.passRate)
  t.equal(pass.computation?.kind, 'ratio')
  t.match(pass.line?.text ?? '', /及格线 .* 分/, 'the line the rate counted against, in points')
  t.match(pass.population.leftOutLabel, /未考学生未计入|不涉及/)
  t.equal(pass.drill?.kind, 'rate', 'its students: the rate drill')
  t.equal(pass.drill?.rate, 'pass')
  const drill = await rig.app.inject({ url: `/report/bff/report-drill?${new URLSearchParams(pass.drill!)}`, headers: { cookie } })
  t.equal(drill.statusCode, 200)
  const part = pass.computation?.kind === 'ratio' ? pass.computation.part : -1
  t.equal(drill.json().data.paging.total, part, 'the drill lists as many students as the rate counted')
  t.equal(pass.small, false, 'a grade is no small group')
  t.equal(pass.interval, null)

  const mean = (await get({ route: 'dashboard', cell: 'headline|0|mean' })).json().data as FigureExplanation
  t.equal(mean.computation?.kind, 'mean')
  t.ok(mean.inputs.some((i) => i.label.includes('Σx')), 'the sum of the scores')

  for (const cell of ['papers|99|mean', 'nowhere|0|mean', 'papers|1|subject']) {
    const res = await get({ route: 'dashboard', cell })
    t.equal(res.statusCode, 404, `${cell}: no such figure`)
    t.equal(res.json().kind, 'not-found')
  }
  t.equal((await get({ route: 'dashboard', cell: 'no-separator' })).statusCode, 400, 'a malformed cell is invalid input')
})
