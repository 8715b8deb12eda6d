// /examSync/addData through the BFF (spec 1 §2): the missing students of a school's paper, a file
// checked row by row, and the checked scores added so that nobody is missing any more.
import t from 'tap'
import ExcelJS from 'exceljs'
import { resetAddedScores } from '@report/fixtures/sync/added-scores'
import { shellRig } from '../integration/shell-rig.ts'

const JOINT = '280152611190'
const json = { 'content-type': 'application/json' }

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('成绩')
  for (const r of rows) sheet.addRow(r)
  return Buffer.from(await book.xlsx.writeBuffer())
}

t.test('check a file row by row, then add the scores', async (t) => {
  t.teardown(resetAddedScores)
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const view = (await rig.app.inject({ url: `/report/bff/exam-sync/add-data?examid=${JOINT}&org=0&schoolid=10002&pindex=2`, headers: { cookie } })).json().data
  t.match(view, { allowed: true, schoolid: '10002', pindex: '2', subject: '数学', full: 150 })
  t.ok(view.missing.length > 0)
  const [first, second] = view.missing
  const upload = async (body: Buffer, fileName = 'scores.xlsx') =>
    rig.app.inject({
      method: 'POST',
      url: `/report/bff/exam-sync/add-data/check?${new URLSearchParams({ examid: JOINT, org: '0', schoolid: '10002', pindex: '2', fileName }).toString()}`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: body,
    })

  const bad = (await upload(await xlsx([['考号', '姓名', '分数'], [first.studentId, first.name, 200], [first.studentId, first.name, 90], ['999', '张三', 10], [second?.studentId ?? 'x', '李四', 'abc']]))).json().data
  t.same(bad.problems.map((p: { row: number }) => p.row), [2, 3, 4, 5])
  t.match(bad.problems[0].message, '第 2 行：分数须在 0 到满分之间（满分 150）')
  t.match(bad.problems[1].message, '第 3 行：考号重复')
  t.match(bad.problems[2].message, /第 4 行：该考号不是本校该科目缺少成绩的学生/)
  t.match(bad.problems[3].message, second ? /第 5 行：姓名与考号不符/ : /第 5 行/)
  const noHeader = (await upload(await xlsx([['学生', '得分x'], ['1', '2']]))).json().data
  t.same(noHeader.problems, [{ row: 1, message: '第一行应为表头，且包含“考号”和“分数”两列' }])

  const good = (await upload(await xlsx([['考号', '姓名', '分数'], ...view.missing.map((m: { studentId: string; name: string }, i: number) => [m.studentId, m.name, 70 + (i % 50)])]))).json().data
  t.same(good.problems, [])
  t.equal(good.accepted.length, view.missing.length)
  const commit = await rig.app.inject({ method: 'POST', url: '/report/bff/exam-sync/add-data/commit', headers: { cookie, ...json }, payload: { examid: JOINT, org: 0, schoolid: '10002', pindex: 2, rows: good.accepted.map((r: { studentId: string; score: number }) => ({ studentId: r.studentId, score: r.score })) } })
  t.same(commit.json().data, { added: view.missing.length, message: `已补充 ${view.missing.length} 名学生的成绩，各报告已按新成绩计算` })
  const after = (await rig.app.inject({ url: `/report/bff/exam-sync/add-data?examid=${JOINT}&org=0&schoolid=10002&pindex=2`, headers: { cookie } })).json().data
  t.same([after.missing, after.notice], [[], '该校该科目没有缺少成绩的学生'])
  const again = await rig.app.inject({ method: 'POST', url: '/report/bff/exam-sync/add-data/commit', headers: { cookie, ...json }, payload: { examid: JOINT, org: 0, schoolid: '10002', pindex: 2, rows: [{ studentId: first.studentId, score: 10 }] } })
  t.match(again.json(), { kind: 'invalid-input', message: /不是本校该科目缺少成绩的学生/ })
})
