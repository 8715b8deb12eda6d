// The custom-analysis import of a per-question file end to end (issue 18 "Import": "per-subject —
// optionally per-question — scores"): the question columns are guessed from their headers, the preview
// checks question cells and a subject column against its questions' sum by row and column, and the
// created exam's question pages (试题分析, 小题分析) show the file's question scores as the engine reads them.

import t from 'tap'
import type { ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import type { ColumnAssignment } from '@report/contracts/validators/custom-import'
import { csvBytes, xlsxBytes } from '@report/fixtures/custom/import-files'
import { questionColumnsOf, questionFile, type QuestionFileSpec } from '@report/fixtures/custom/question-files'
import { shellRig } from '../integration/shell-rig.ts'

const json = { 'content-type': 'application/json' }
const rig = await shellRig(t)
const cookie = await rig.signIn('demo-school-admin')

/** The pages' formatting written out independently: half up at 2 decimals. */
const half = (x: number, d = 2) => Math.round(Number((x * 10 ** d).toPrecision(15))) / 10 ** d
const pct = (x: number) => `${half(x * 100).toFixed(2)}%`

async function upload(bytes: Uint8Array, fileName: string) {
  const res = await rig.app.inject({ method: 'POST', url: `/report/bff/custom/import/upload?fileName=${encodeURIComponent(fileName)}`, headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(bytes) })
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`)
  return res.json().data as { draftId: string; headers: string[]; columns: ColumnAssignment[]; fullScores: Record<string, number> }
}

/** The guessed columns with each question's full score as the spec has it (the user sets them). */
const withFulls = (spec: QuestionFileSpec, columns: ColumnAssignment[]) =>
  columns.map((c) => (c.role === 'question' ? { ...c, fullScore: spec.papers.find((p) => p.subject === c.subject)!.questions[c.question! - 1]! } : c))

async function page(route: string, examid: string, query: string): Promise<ReportPageView> {
  const res = await rig.app.inject({ url: `/report/bff/report-page?route=${route}&examid=${examid}&org=2&grade=${encodeURIComponent('高二')}${query}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`${route}: ${res.statusCode} ${res.body.slice(0, 300)}`)
  return res.json().data as ReportPageView
}
function table(view: ReportPageView, id: string): TableBlock {
  const block = view.blocks.find((b) => b.id === id)
  if (!block || block.kind !== 'table') throw new Error(`no table ${id} in ${view.route}`)
  return block
}
function stat(view: ReportPageView, id: string, label: string) {
  const block = view.blocks.find((b) => b.id === id)
  if (!block || block.kind !== 'stats') throw new Error(`no stats ${id} in ${view.route}`)
  return block.items.find((i) => i.label === label)?.value
}

t.test('a file of question columns only: guessed, previewed, imported; 试题分析 and 小题分析 show the file’s 得分率', async (t) => {
  const spec: QuestionFileSpec = {
    schoolId: '10001',
    grade: '高二',
    rows: 120,
    papers: [
      { subject: '数学', questions: [5, 5, 10, 15, 15] },
      { subject: '物理', questions: [10, 20, 30, 40] },
    ],
    header: (s, n) => (s === '数学' ? `${s}-第${n}题` : `${s}T${n}`),
    problems: [
      { kind: 'absent', row: 5, subject: '数学' },
      { kind: 'blank-question', row: 6, subject: '数学', question: 1 },
    ],
  }
  const file = questionFile(spec)
  const u = await upload(csvBytes(file, 'gbk'), '高二小题分.csv')
  t.same(
    u.columns.map((c) => [c.role, c.subject, c.question]),
    [['xuehao', undefined, undefined], ['name', undefined, undefined], ['class', undefined, undefined], ...[1, 2, 3, 4, 5].map((n) => ['question', '数学', n]), ...[1, 2, 3, 4].map((n) => ['question', '物理', n])],
    'every question column guessed from its header',
  )
  for (const [i, c] of u.columns.entries()) {
    if (c.role !== 'question') continue
    const cells = file.rows.map((r) => Number(r[i] || 0))
    t.equal(c.fullScore, Math.max(1, Math.ceil(Math.max(...cells))), `${u.headers[i]}: full score guessed from the column’s highest score`)
  }
  const columns = withFulls(spec, u.columns)
  const body = { draftId: u.draftId, grade: '高二', columns, fullScores: {} }
  const preview = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, ...json }, payload: body })).json().data
  t.match(preview, { totalRows: 120, validRows: 120, badRows: 0, problemCount: 0 })
  t.same(preview.subjects, [{ subject: '数学', fullScore: 50, questionCount: 5 }, { subject: '物理', fullScore: 100, questionCount: 4 }])
  const math = questionColumnsOf(spec, '数学')
  const sum = (r: string[], cols: number[]) => cols.reduce((s, c) => s + Number(r[c] || 0), 0)
  t.same(preview.sample[0].scores.slice(0, 1), [String(sum(file.rows[0]!, math.questions))], 'the subject score is the questions’ sum')
  t.equal(preview.sample[3].scores[0], '未考', 'every question blank: 未考')

  const confirm = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { ...body, name: '高二小题自定义' } })
  t.equal(confirm.statusCode, 200, confirm.body)
  const made = confirm.json().data
  t.match(made, { org: 2, importedRows: 120, skippedRows: 0 })

  // Recomputed from the file: the students who sat 数学 (some question cell filled), a blank question 0.
  const sat = file.rows.filter((r) => math.questions.some((c) => r[c] !== ''))
  t.equal(sat.length, 119)
  const rate = (col: number, full: number) => sat.reduce((s, r) => s + Number(r[col] || 0), 0) / sat.length / full
  const view = await page('report-question', made.examid, '&pindex=1')
  const quality = table(view, 'quality').table.rows
  t.equal(quality.length, 5)
  t.same(quality.map((r) => r.cells.name), ['第1题', '第2题', '第3题', '第4题', '第5题'])
  t.equal(quality[0]!.cells.rate, pct(rate(math.questions[0]!, 5)), `试题分析: 第1题得分率 ${quality[0]!.cells.rate}`)
  t.equal(quality[4]!.cells.rate, pct(rate(math.questions[4]!, 15)), '试题分析: 第5题得分率')
  t.equal(stat(view, 'summary', '满分'), 50)
  t.equal(stat(view, 'summary', '题量'), 5)

  const q1 = quality[0]!.key
  const single = await page('question-report', made.examid, `&pindex=1&qid=${q1}`)
  const mean = sat.reduce((s, r) => s + Number(r[math.questions[0]!] || 0), 0) / sat.length
  t.equal(stat(single, 'figures', '平均分'), half(mean), '小题分析: 第1题平均分')
})

t.test('a file with subject and question columns: every bad cell and every sum mismatch by row and column; the rest imported', async (t) => {
  const spec: QuestionFileSpec = {
    schoolId: '10001',
    grade: '高二',
    rows: 40,
    subjectColumns: true,
    papers: [
      { subject: '数学', questions: [10, 20, 20] },
      { subject: '物理', questions: [30, 30, 40] },
    ],
    problems: [
      { kind: 'above-full', row: 3, subject: '数学', question: 2 },
      { kind: 'negative', row: 4, subject: '数学', question: 1 },
      { kind: 'not-number', row: 5, subject: '物理', question: 3 },
      { kind: 'sum-mismatch', row: 6, subject: '物理' },
      { kind: 'absent', row: 7, subject: '数学' },
      { kind: 'blank-question', row: 8, subject: '物理', question: 1 },
    ],
  }
  const file = questionFile(spec)
  const u = await upload(await xlsxBytes(file), '小题分（含科目列）.xlsx')
  t.same(u.columns.map((c) => c.role), ['xuehao', 'name', 'class', 'subject', 'question', 'question', 'question', 'subject', 'question', 'question', 'question'])
  t.same(u.fullScores, Object.fromEntries(['数学', '物理'].map((s) => [s, u.columns.filter((c) => c.subject === s && c.role === 'question').reduce((a, c) => a + c.fullScore!, 0)])), 'a subject with questions: the sum of their guessed full scores')
  const body = { draftId: u.draftId, grade: '高二', columns: withFulls(spec, u.columns), fullScores: {} }
  const preview = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, ...json }, payload: body })).json().data
  const physics = file.rows[4]![7]!
  t.same(
    preview.problems.map((p: { row: number; column: string; kind: string; message: string }) => [p.row, p.column, p.kind, p.message]),
    [
      [3, '数学2', 'above-full', '超过该题满分20'],
      [4, '数学1', 'negative', '分数为负'],
      [5, '物理3', 'not-number', '不是数字'],
      [6, '物理', 'sum-mismatch', `各小题之和为${Number(physics) - 1}，与科目成绩${physics}不一致`],
    ],
  )
  t.match(preview, { totalRows: 40, validRows: 36, badRows: 4 })
  t.same(preview.counts.map((c: { kind: string; count: number }) => [c.kind, c.count]), [['above-full', 1], ['negative', 1], ['not-number', 1], ['sum-mismatch', 1]])
  const made = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { ...body, name: '含科目列的小题分' } })).json().data
  t.match(made, { org: 2, importedRows: 36, skippedRows: 4 })
  const records = (await rig.app.inject({ url: '/report/bff/custom/import-records', headers: { cookie } })).json().data.records
  t.match(records[0], { fileName: '小题分（含科目列）.xlsx', problems: '超过满分 1，分数为负 1，不是数字 1，小题分之和与科目成绩不符 1' })
})
