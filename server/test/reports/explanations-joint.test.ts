// Every figure explains itself (issue 36) on the 联考 (six schools) as the city: the recomputation check of
// explanations.test.ts in the other reference frame (its own file: the check's time grows with every page).

import t from 'tap'
import { EXPLAINED_ROUTES, checkExplainedRoutes } from './explanation-check.ts'
import { JOINT, reportRig } from './report-rig.ts'

t.test('联考 as the city: recomputing every explained figure from its inputs gives the shown number', async (t) => {
  const { rig } = await reportRig(t)
  const cookie = await rig.signIn('demo-city')
  const get = async (path: string, params: Record<string, string>) => rig.app.inject({ url: `/report/bff/${path}?${new URLSearchParams(params)}`, headers: { cookie } })
  const shown = await checkExplainedRoutes(t, get, '联考 (six schools) as the city', { examid: JOINT, org: '0' }, EXPLAINED_ROUTES)
  // A page may have nothing to show on some exam (notices alone), never on the reference exams.
  t.same(EXPLAINED_ROUTES.filter((route) => !shown.includes(route)), [], 'every explained page shows figures on the 联考')
})
