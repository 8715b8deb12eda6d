// Issue 31 item 1: an imported 0 is a score (analytics.md "a score of 0 is a score"). The preview showed
// 0 and the row checks kept it a number, but the reference upstream read the row through a coercing
// validator whose first choice was null, so after confirm every page counted the 0 as 未考. A teacher's
// hand count over the file is the expected figure here: 实考 counts the 0, 未考 only the blank cells,
// the mean includes the 0 and the minimum is 0; 等级赋分 with 包含0分考生 converts the 0 too.

import t from 'tap'
import { scoreFile } from '@report/fixtures/custom/import-files'
import { importScoreFile } from './import-score-file.ts'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'

const json = { 'content-type': 'application/json' }
const GRADE = '高二'

/** The 语文 row of the 全体 line of the dashboard's per-paper table, as the page shows it. */
async function chineseOnDashboard(rig: ShellRig, cookie: string, examid: string) {
  const res = await rig.app.inject({ url: `/report/bff/report-page?route=dashboard&examid=${examid}&org=2&grade=${encodeURIComponent(GRADE)}`, headers: { cookie } })
  const tables = res.json().data.blocks.filter((b: { kind: string }) => b.kind === 'table')
  const row = tables.flatMap((b: { table: { rows: { cells: Record<string, unknown> }[] } }) => b.table.rows).find((r: { cells: Record<string, unknown> }) => r.cells.subject === '语文')
  return row.cells as { total: number; absent: number; mean: number; min: number; max: number }
}

t.test('an imported 0 counts in 实考, the mean and the minimum; blanks are 未考', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const file = scoreFile({
    schoolId: '10001',
    grade: GRADE,
    rows: 10,
    problems: [
      { kind: 'absent', row: 3, subject: '语文', mark: '0' },
      { kind: 'absent', row: 6, subject: '语文', mark: '' },
      { kind: 'absent', row: 8, subject: '语文', mark: '缺考' },
    ],
  })
  const chinese = file.rows.map((r) => r[3]!).filter((c) => c !== '' && c !== '缺考').map(Number)
  t.equal(chinese.length, 8)
  t.ok(chinese.includes(0))
  const examid = await importScoreFile(t, rig, cookie, file, GRADE, '含0分的导入')
  const cells = await chineseOnDashboard(rig, cookie, examid)
  t.equal(cells.total, 8, '实考 8: the 0 sat the paper')
  t.equal(cells.absent, 2, '未考 2: the blank and the 缺考 cells')
  t.equal(cells.min, 0, 'the minimum is the 0')
  t.equal(cells.mean, Math.round((chinese.reduce((s, x) => s + x, 0) / 8) * 100) / 100, 'the mean of the eight scores, the 0 among them')
})

t.test('等级赋分 包含0分考生 converts an imported 0 (3+1+2: the lone lowest score is level E, 40)', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  // 60 students: 98 % of them is 59, so the one lowest score is alone in E and converts to E's top, 40.
  const file = scoreFile({ schoolId: '10001', grade: GRADE, rows: 60, problems: [{ kind: 'absent', row: 9, subject: '语文', mark: '0' }] })
  const examid = await importScoreFile(t, rig, cookie, file, GRADE, '含0分的导入（赋分）')
  const rows = [['15', '86', '100'], ['35', '71', '85'], ['35', '56', '70'], ['13', '41', '55'], ['2', '30', '40']].map(([rate, min, max]) => ({ rate: rate!, min: min!, max: max! }))
  const res = await rig.app.inject({ method: 'POST', url: '/report/bff/level-score/generate', headers: { cookie, ...json }, payload: { examid, org: 2, pindexs: [1], rows, includeZero: true, grade: GRADE } })
  t.equal(res.statusCode, 200, res.body.slice(0, 300))
  const created = res.json().data.created
  t.ok(created, 'generated')
  const cells = await chineseOnDashboard(rig, cookie, created.examid)
  t.equal(cells.total, 60, 'every student converted, the 0 among them')
  t.equal(cells.absent, 0)
  t.equal(cells.min, 40, 'the raw 0 became 40 (level E)')
})
