// Issue 36 item 5 on an imported exam: a school's own score file (三科, three classes, a 0 and blanks
// among the scores) imported through 外部导入 is analysed like any exam, and every explained figure of its
// report pages recomputes from its explanation's inputs to the number the page shows.

import t from 'tap'
import { scoreFile } from '@report/fixtures/custom/import-files'
import { importScoreFile } from '../custom/import-score-file.ts'
import { shellRig } from '../integration/shell-rig.ts'
import { EXPLAINED_ROUTES, checkExplainedRoutes } from './explanation-check.ts'

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
  const examid = await importScoreFile(t, rig, cookie, file, GRADE, '导入的月考')

  const get = async (path: string, params: Record<string, string>) => rig.app.inject({ url: `/report/bff/${path}?${new URLSearchParams(params)}`, headers: { cookie } })
  await checkExplainedRoutes(t, get, '导入的月考 as the school admin', { examid, org: '2', grade: GRADE }, EXPLAINED_ROUTES)
})
