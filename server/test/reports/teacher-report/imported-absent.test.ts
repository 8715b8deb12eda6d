// 教师教学质量 on a school's imported score file whose first subject has blanks (未考) in a class: a class's
// 实考 opens exactly the students it counted, so a teacher who follows the number finds as many names.

import t from 'tap'
import { scoreFile } from '@report/fixtures/custom/import-files'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { importScoreFile } from '../../custom/import-score-file.ts'
import { shellRig } from '../../integration/shell-rig.ts'

const GRADE = '高二'

t.test('a class with 未考 students: its 实考 drill lists the students present, as many as the cell', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const file = scoreFile({
    schoolId: '10001',
    grade: GRADE,
    rows: 90,
    seed: 'teacher-absent',
    problems: [
      { kind: 'absent', row: 3, subject: '语文', mark: '' },
      { kind: 'absent', row: 4, subject: '语文', mark: '缺考' },
    ],
  })
  const examid = await importScoreFile(t, rig, cookie, file, GRADE, '有缺考的月考')
  const get = async (path: string, params: Record<string, string>) => rig.app.inject({ url: `/report/bff/${path}?${new URLSearchParams(params)}`, headers: { cookie } })
  const frame = { examid, org: '2', grade: GRADE }

  const page = await get('report-page', { route: 'teacher-report', ...frame, pindex: '1' })
  t.equal(page.statusCode, 200, page.body.slice(0, 300))
  const view = page.json().data as ReportPageView
  t.match(view.subtitle, /语文/, 'the first subject, where the blanks are')
  const block = view.blocks.find((b) => b.kind === 'table' && b.id === 'quality')
  if (block?.kind !== 'table') throw new Error('no quality table')
  const classes = block.table.rows.filter((r) => r.drills?.count)
  t.ok(classes.length > 0, 'class rows with a 实考 drill')
  let absentSeen = 0
  for (const row of classes) {
    const drill = await get('report-drill', row.drills!.count!)
    t.equal(drill.statusCode, 200)
    const students = drill.json().data
    t.equal(students.paging.total, row.cells.count, `${row.cells.unit}: the 实考 drill lists as many students as 实考 counts`)
    const all = await get('report-drill', { ...row.drills!.count!, filter: 'all' })
    absentSeen += all.json().data.paging.total - students.paging.total
  }
  t.equal(absentSeen, 2, 'the two blanks are the students the 实考 drills leave out')
})
