// A custom exam made from an imported file is an exam like any other (issue 18 "every report page
// work"): each report page, its tables and a drill answer 200 and conform to their schemas for the
// school manager who imported it, on scores with 未考 cells and no question-level data, and on a file
// of question scores (the questions are the papers' items, so the item pages read them).

import t, { type Test } from 'tap'
import { Envelope } from '@report/contracts/envelope'
import { DrillResponseSchema } from '@report/contracts/bff/drill'
import { ReportPageViewSchema } from '@report/contracts/bff/report-page'
import { TableViewSchema } from '@report/contracts/bff/table'
import { csvBytes, NINE_SUBJECTS, scoreFile } from '@report/fixtures/custom/import-files'
import { questionFile } from '@report/fixtures/custom/question-files'
import type { ColumnAssignment } from '@report/contracts/validators/custom-import'
import { walkReports } from '../helpers/report-walk.ts'
import { contractBreaks } from '../helpers/view-contract.ts'
import { shellRig } from '../integration/shell-rig.ts'

const json = { 'content-type': 'application/json' }
const rig = await shellRig(t)
const cookie = await rig.signIn('demo-school-admin')

const file = scoreFile({
  schoolId: '10001',
  grade: '高二',
  rows: 400,
  subjects: NINE_SUBJECTS,
  problems: [
    { kind: 'absent', row: 5, subject: '物理', mark: '缺考' },
    { kind: 'absent', row: 6, subject: '语文', mark: '' },
    { kind: 'absent', row: 7, subject: '地理', mark: '未考' },
  ],
})
const up = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/upload?fileName=nine.csv', headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(csvBytes(file, 'utf8')) })).json().data
const made = (
  await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { draftId: up.draftId, grade: '高二', columns: up.columns, fullScores: up.fullScores, name: '九科自定义' } })
).json().data

async function walkExam(t: Test, examid: string) {
  const pageBreaks = contractBreaks(Envelope(ReportPageViewSchema))
  const tableBreaks = contractBreaks(Envelope(TableViewSchema))
  const drillBreaks = contractBreaks(DrillResponseSchema)
  const visits = await walkReports({ examid, org: '2', grade: '高二' }, async (path, params) => {
    const res = await rig.app.inject({ url: `${path}?${new URLSearchParams(params).toString()}`, headers: { cookie } })
    return { status: res.statusCode, body: res.json() }
  })
  const counts = { page: 0, table: 0, drill: 0 }
  for (const { kind, route, block, answer } of visits) {
    t.equal(answer.status, 200, `${kind} ${route}${block ? `/${block}` : ''} answers 200`)
    if (answer.status !== 200) {
      t.comment(JSON.stringify(answer.body).slice(0, 300))
      continue
    }
    counts[kind]++
    const broken = kind === 'page' ? pageBreaks(answer.body) : kind === 'table' ? tableBreaks(answer.body) : drillBreaks(answer.body)
    if (broken) t.fail(`${kind} ${route}${block ? `/${block}` : ''}: ${broken}`)
  }
  t.ok(counts.page >= 20 && counts.table > 20 && counts.drill >= 5, `${counts.page} pages, ${counts.table} tables, ${counts.drill} drills`)
}

t.test('every report page of the custom exam answers and conforms', async (t) => {
  t.match(made, { org: 2, importedRows: 400, skippedRows: 0 })
  await walkExam(t, made.examid)
})

t.test('every report page of a custom exam imported by question answers and conforms', async (t) => {
  const file = questionFile({
    schoolId: '10001',
    grade: '高二',
    rows: 200,
    subjectColumns: true,
    papers: [
      { subject: '数学', questions: [5, 5, 5, 10, 10, 15, 25, 25, 25, 25] },
      { subject: '物理', questions: [20, 30, 50] },
    ],
    problems: [{ kind: 'absent', row: 5, subject: '物理' }, { kind: 'blank-question', row: 6, subject: '数学', question: 3 }],
  })
  const u = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/upload?fileName=q.csv', headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(csvBytes(file, 'utf8')) })).json().data
  // The questions' full scores as set by the user: the guess (each column's highest score) may be lower.
  const fulls: Record<string, readonly number[]> = { 数学: [5, 5, 5, 10, 10, 15, 25, 25, 25, 25], 物理: [20, 30, 50] }
  const columns = (u.columns as ColumnAssignment[]).map((c) => (c.role === 'question' ? { ...c, fullScore: fulls[c.subject!]![c.question! - 1] } : c))
  const res = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns, fullScores: {}, name: '小题自定义' } })
  t.equal(res.statusCode, 200, res.body.slice(0, 300))
  t.match(res.json().data, { org: 2, importedRows: 200, skippedRows: 0 })
  await walkExam(t, res.json().data.examid)
})
