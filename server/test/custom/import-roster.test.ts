// issue 31 item 4: the import checks its rows against the school's roster. The issue's file: an .xlsx
// whose 学号 0012520134 Excel stored as the number 12520134, an unknown 学号 9999999999 and a real 学号 with
// the wrong name previewed as "共 4 行，全部可以导入", and merged with the platform's exam it made one
// student two (the number and the roster's 学号) and a phantom. Now the preview restores the zeros, warns
// for the other two rows (also in the problem list download), and the merge has the student once.

import ExcelJS from 'exceljs'
import t from 'tap'
import { examById } from '@report/fixtures/dataset/exams'
import { scoreFile } from '@report/fixtures/custom/import-files'
import { examScores } from '@report/fixtures/scores/exam-scores'
import { shellRig } from '../integration/shell-rig.ts'

const json = { 'content-type': 'application/json' }
const MIDTERM = '100152611100'

/** The file as a teacher's Excel saves it: one 学号 a number, the others text. */
async function issueFile(): Promise<{ bytes: Buffer; zeros: string[]; wrongName: string[]; good: string[] }> {
  const roster = scoreFile({ schoolId: '10001', grade: '高二', rows: 40 }).rows
  const good = roster[0]!
  const zeros = roster[33]!
  const wrongName = roster[5]!
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('成绩')
  sheet.addRow(['学号', '姓名', '班级', '语文', '数学', '英语'])
  sheet.addRow([good[0], good[1], good[2], 101, 99, 87])
  sheet.addRow([Number(zeros[0]), zeros[1], zeros[2], 95, 88, 120])
  sheet.addRow(['9999999999', '不存在', '高二(1)班', 80, 70, 60])
  sheet.addRow([wrongName[0], `${wrongName[1]}某`, wrongName[2], 66, 77, 88])
  return { bytes: Buffer.from(await book.xlsx.writeBuffer()), zeros, wrongName, good }
}

t.test('the preview restores Excel’s lost zeros and warns for an unknown 学号 and a wrong name; the merge keeps one student', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const file = await issueFile()
  t.notOk(file.zeros[0]!.startsWith('1'), 'the roster 学号 has leading zeros')
  const up = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/upload?fileName=issue31.xlsx', headers: { cookie, 'content-type': 'application/octet-stream' }, payload: file.bytes })).json().data
  const body = { draftId: up.draftId, grade: '高二', columns: up.columns, fullScores: up.fullScores }
  const res = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, ...json }, payload: body })
  t.equal(res.statusCode, 200, res.body.slice(0, 300))
  const preview = res.json().data
  t.match(preview, { totalRows: 4, validRows: 4, badRows: 0, warningCount: 3, rosterNote: null })
  t.equal(preview.summary, '共 4 行，全部可以导入；其中 3 行请对照学籍核对（学号已补全前导零 1，姓名与学籍不符 1，学号不在学籍中 1），这些行仍会导入')
  t.same(
    preview.warnings.map((w: { row: number; column: string; kind: string }) => [w.row, w.column, w.kind]),
    [[3, '学号', 'roster-zeros'], [4, '学号', 'roster-unknown'], [5, '姓名', 'roster-name']],
  )
  t.equal(preview.sample[1].xuehao, file.zeros[0], 'the row imports with the roster’s 学号')
  t.ok(preview.problemsHref, 'the warnings can be downloaded')

  const xlsx = await rig.app.inject({ url: preview.problemsHref, headers: { cookie } })
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer)
  const listed = book.worksheets[0]!.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1, 3))
  t.same(listed, [[3, '学号'], [4, '学号'], [5, '姓名']], 'the download lists every row to check')

  const made = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { ...body, name: '学号核对' } })).json().data
  t.match(made, { importedRows: 4 })
  const exams = [{ examid: MIDTERM, org: 0 }, { examid: made.examid, org: 2 }]
  const plan = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/merge/preview', headers: { cookie, ...json }, payload: { exams } })).json().data
  const platform = examScores(examById(MIDTERM)!).students
  t.equal(plan.students, platform.length + 1, 'the platform’s students and the one the roster lacks, nobody twice')
  const merged = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/merge/confirm', headers: { cookie, ...json }, payload: { exams, name: '合并核对', choices: {} } })).json().data
  t.equal(merged.students, platform.length + 1)
  const ids = examScores(examById(merged.examid)!).students.map((s) => s.xuehao)
  t.equal(ids.filter((x) => x === file.zeros[0]).length, 1, `${file.zeros[1]} once`)
  t.notOk(ids.includes(String(Number(file.zeros[0]))), 'no student under the number Excel made of the 学号')
})
