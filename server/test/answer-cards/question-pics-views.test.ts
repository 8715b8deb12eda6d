// The 小分表's cells open a student's answer to the question (issue 20; spec 3 §7 matrix/answer-pic,
// matrix/pics; spec 2 §2 report-matrix), through the BFF against the reference upstream: the link of a
// cell, the page's view with the cut picture and the class's answers, and who may open what.
import t from 'tap'
import { Compile } from 'typebox/compile'
import { QuestionPicViewSchema, type QuestionPicView } from '@report/contracts/bff/question-pics'
import type { TableView } from '@report/contracts/bff/table'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { faultsOf } from '@report/fixtures/upstream/faults'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'

const EXAM_ID = '100152611100'
const upstream = buildUpstream({ now: () => new Date('2026-11-21T02:00:00Z') })
const app = await buildBff(t, await listen(t, upstream))
const cookies = new Map<string, string>()
async function get(token: string, url: string) {
  if (!cookies.has(token)) cookies.set(token, cookieHeaderFrom((await app.inject({ url: `/report/?token=${token}` })).headers['set-cookie']))
  return app.inject({ url, headers: { cookie: cookies.get(token)! } })
}
const viewCheck = Compile(QuestionPicViewSchema)
const matrixTable = async (token: string, examid = EXAM_ID) => {
  const res = await get(token, `/report/bff/report-table?route=report-matrix&block=matrix&examid=${examid}&org=0&pindex=2&page=1`)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().data as TableView
}
const viewUrl = (href: string) => `/report/bff/answer-cards/question-pic?${href.split('?')[1]}`

t.test('a cell of the 小分表 opens that student\'s answer to the question, with the score of the cell', async (t) => {
  const table = await matrixTable('demo-head-teacher')
  const rows = table.rows.filter((r) => !r.pinned && r.links)
  t.ok(rows.length > 0, 'students who sat the paper have picture links')
  const marked = table.columns.flatMap((c) => ('children' in c && c.children ? c.children : [c])).filter((c) => /^q\d+$/.test(c.key)).at(-1)!
  const row = rows[0]!
  const link = row.links![marked.key]!
  t.equal(link.target, 'new-tab')
  t.match(link.href, /^\/report\/answer-pic\?examid=100152611100&org=0&pindex=2&qid=\d+&skey=\d+$/)
  const res = await get('demo-head-teacher', viewUrl(link.href))
  t.equal(res.statusCode, 200, res.body)
  const view = res.json().data as QuestionPicView
  t.ok(viewCheck.Check(view), 'the view schema')
  t.equal(view.scoreText.split('/')[0], String(row.cells[marked.key]), 'the score the cell shows')
  t.equal(view.student.name, row.cells.name)
  t.ok(view.classmates.length > 1 && view.classmates.filter((c) => c.selected).length === 1, 'the class, this student selected')
  // The picture through the BFF's passthrough: the cut of the sheet with the marker's score on it.
  const image = await get('demo-head-teacher', view.picture!.src)
  t.equal(image.statusCode, 200)
  t.match(String(image.headers['content-type']), /^image\/svg\+xml/)
  t.match(image.body, new RegExp(`fill="#e3262b"[^>]*>${String(row.cells[marked.key])}</text>`), 'the mark is drawn on it')
  t.equal(table.rows.filter((r) => r.pinned).every((r) => !r.links), true, 'the mean rows open nothing')
})

t.test('who may open: the student their own answer only', async (t) => {
  const table = await matrixTable('demo-head-teacher')
  const studentId = accountByKey('student')!.scope().studentId!
  const href = Object.values(table.rows.find((r) => r.key === studentId)?.links ?? table.rows.find((r) => r.links)!.links!)[0]!.href
  const own = href.replace(/skey=\d+/, `skey=${studentId}`)
  const mine = await get('demo-student', viewUrl(own))
  t.equal(mine.statusCode, 200, mine.body)
  t.same((mine.json().data as QuestionPicView).classmates, [], 'a student sees no classmates\' answers')
  const classmate = table.rows.find((r) => r.links && r.key !== studentId)!
  const theirs = await get('demo-student', viewUrl(own.replace(`skey=${studentId}`, `skey=${classmate.key}`)))
  t.equal(theirs.statusCode, 403)
  t.match(theirs.json(), { kind: 'forbidden' })
  const unknown = await get('demo-head-teacher', viewUrl(own.replace(/qid=\d+/, 'qid=999')))
  t.equal(unknown.statusCode, 404, 'an unknown question')
  t.ok(['code', 'kind', 'message', 'requestId'].every((k) => k in unknown.json()), 'the error shape')
})

t.test('a broken answer of either call is a 502 in the error shape, never a 500', async (t) => {
  const table = await matrixTable('demo-head-teacher')
  const href = Object.values(table.rows.find((r) => r.links)!.links!)[0]!.href
  const faults = faultsOf(upstream)
  for (const match of ['/report/obt/v1/matrix/answer-pic**', '/api/v3/matrix/pics**']) {
    for (const rule of [{ mode: 'malformed' as const }, { mode: 'huge' as const, bodyBytes: 64 }]) {
      faults.set([{ match, ...rule }])
      const res = await get('demo-head-teacher', viewUrl(href))
      t.equal(res.statusCode, 502, `${match} ${rule.mode}`)
      t.match(res.json(), { kind: 'upstream' })
      t.ok(['code', 'kind', 'message', 'requestId'].every((k) => k in res.json()), 'the error shape')
    }
  }
  faults.set([])
  t.equal((await get('demo-head-teacher', viewUrl(href))).statusCode, 200, 'whole again')
})
