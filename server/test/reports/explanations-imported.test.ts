// Issue 36 item 5 on an imported exam: a school's own score file (三科, three classes, a 0 and blanks
// among the scores) imported through 外部导入 is analysed like any exam, and every explained figure of its
// report pages recomputes from its explanation's inputs to the number the page shows.

import t from 'tap'
import { csvBytes, scoreFile } from '@report/fixtures/custom/import-files'
import { shellRig } from '../integration/shell-rig.ts'
import { EXPLAINED_ROUTES, checkExplainedRoutes } from './explanation-check.ts'

const json = { 'content-type': 'application/json' }
const GRADE = '高二'

t.test('an imported exam: recomputing every explained figure from its inputs gives the shown number', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const file = scoreFile({
    schoolId: '10001',
    grade: GRADE,
    rows: 130,
    seed: 'explained',
    problems: [
      { kind: 'absent', row: 5, subject: '语文', mark: '0' },
      { kind: 'absent', row: 9, subject: '数学', mark: '' },
      { kind: 'absent', row: 40, subject: '英语', mark: '缺考' },
    ],
  })
  const up = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/upload?fileName=explained.csv', headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(csvBytes(file, 'utf8')) })
  t.equal(up.statusCode, 200, up.body.slice(0, 300))
  const u = up.json().data
  const body = { draftId: u.draftId, grade: GRADE, columns: u.columns, fullScores: u.fullScores }
  const made = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { ...body, name: '导入的月考' } })
  t.equal(made.statusCode, 200, made.body.slice(0, 300))
  const examid = made.json().data.examid as string

  const get = async (path: string, params: Record<string, string>) => rig.app.inject({ url: `/report/bff/${path}?${new URLSearchParams(params)}`, headers: { cookie } })
  await checkExplainedRoutes(t, get, '导入的月考 as the school admin', { examid, org: '2', grade: GRADE }, EXPLAINED_ROUTES)
})
