// The custom-analysis import end to end against the reference upstream (issue 18): upload → guessed
// mapping → preview listing every problem by row and column (and as .xlsx) → confirm → an org-2 exam
// whose dashboard and report pages work on those scores, with the analytics engine's figures; the
// import records; who may import (spec 1 §6 editions, students).

import ExcelJS from 'exceljs'
import t from 'tap'
import { describe } from '@report/fixtures/analytics/descriptive'
import { csvBytes, scoreFile, xlsxBytes, type ScoreFile } from '@report/fixtures/custom/import-files'
import type { ColumnAssignment } from '@report/contracts/validators/custom-import'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'

const json = { 'content-type': 'application/json' }

async function upload(rig: ShellRig, cookie: string, bytes: Uint8Array, fileName: string) {
  return rig.app.inject({
    method: 'POST',
    url: `/report/bff/custom/import/upload?fileName=${encodeURIComponent(fileName)}`,
    headers: { cookie, 'content-type': 'application/octet-stream' },
    payload: Buffer.from(bytes),
  })
}

const fileWithTwoBadRows = (): ScoreFile =>
  scoreFile({
    schoolId: '10001',
    grade: '高二',
    rows: 300,
    xuehaoHeader: '编号',
    problems: [
      { kind: 'above-full', row: 10, subject: '数学' },
      { kind: 'unknown-class', row: 20 },
      { kind: 'absent', row: 30, subject: '英语', mark: '缺考' },
    ],
  })

t.test('the page: a school manager may import into the grades of the school; students, simple and basic accounts may not', async (t) => {
  const rig = await shellRig(t)
  const page = (await rig.app.inject({ url: '/report/bff/custom/import', headers: { cookie: await rig.signIn('demo-school-admin') } })).json().data
  t.same(page.access, { allowed: true, reason: 'ok', notice: null })
  t.ok(page.grades.some((g: { grade: string; classCount: number }) => g.grade === '高二' && g.classCount > 5))
  t.equal(page.needSchool, false)
  t.same(page.limits, { maxBytes: 10 * 1024 * 1024, maxRows: 60000 })
  for (const [token, reason] of [['demo-student', 'student'], ['demo-simple', 'simple'], ['demo-small-school', 'edition']] as const) {
    const other = (await rig.app.inject({ url: '/report/bff/custom/import', headers: { cookie: await rig.signIn(token) } })).json().data
    t.match(other, { access: { allowed: false, reason }, grades: [] }, `${token}: ${reason}`)
  }
  const refused = await upload(rig, await rig.signIn('demo-small-school'), csvBytes(fileWithTwoBadRows(), 'utf8'), 'a.csv')
  t.equal(refused.statusCode, 403)
  t.match(refused.json(), { code: 'BFF_ERR_CUSTOM_VERSION', kind: 'version-limit' })
})

t.test('xlsx with two bad rows: guessed mapping, fixed, every problem by row and column, confirm, a working exam', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const file = fileWithTwoBadRows()
  const up = await upload(rig, cookie, await xlsxBytes(file), '高二月考成绩.xlsx')
  t.equal(up.statusCode, 200, up.body)
  const u = up.json().data
  t.equal(u.rowCount, 300)
  t.equal(u.format, 'xlsx')
  t.same(u.headers, ['编号', '姓名', '班级', '语文', '数学', '英语'])
  // 编号 is not a header the guess knows: the user maps it.
  t.same(u.columns.map((c: ColumnAssignment) => c.role), ['ignore', 'name', 'class', 'subject', 'subject', 'subject'])
  t.same(u.fullScores, { 语文: 150, 数学: 150, 英语: 150 })
  const columns = [{ role: 'xuehao' }, ...u.columns.slice(1)]

  const unmapped = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns: u.columns, fullScores: u.fullScores } })
  t.equal(unmapped.statusCode, 400)
  t.equal(unmapped.json().message, '请指定“学号”所在的列')

  const res = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns, fullScores: u.fullScores } })
  t.equal(res.statusCode, 200, res.body)
  const preview = res.json().data
  t.match(preview, { totalRows: 300, validRows: 298, badRows: 2, problemCount: 2 })
  t.same(preview.problems.map((p: { row: number; column: string; kind: string }) => [p.row, p.column, p.kind]), [[10, '数学', 'above-full'], [20, '班级', 'unknown-class']])
  t.equal(preview.summary, '共 300 行，其中 2 行有问题，确认导入时将跳过这些行（298 行将被导入）；学号和姓名都与学籍一致')

  const xlsx = await rig.app.inject({ url: preview.problemsHref, headers: { cookie } })
  t.equal(xlsx.statusCode, 200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer)
  const sheet = book.worksheets[0]!
  t.same((sheet.getRow(1).values as unknown[]).slice(1), ['行号', '列', '问题', '单元格内容'])
  t.same((sheet.getRow(2).values as unknown[]).slice(1), [10, '数学', '超过满分150', '155'])
  t.same((sheet.getRow(3).values as unknown[]).slice(1), [20, '班级', '班级不存在', '高二(99)班'])

  const confirm = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns, fullScores: u.fullScores, name: '高二月考（自定义）' } })
  t.equal(confirm.statusCode, 200, confirm.body)
  const made = confirm.json().data
  t.match(made, { org: 2, importedRows: 298, skippedRows: 2 })
  t.equal(made.dashboardHref, `/report/exam/dashboard?examid=${made.examid}&org=2&grade=%E9%AB%98%E4%BA%8C`)

  // The exam is in the user's list and its figures are the analytics engine's on the file's scores.
  const list = (await rig.app.inject({ url: '/report/bff/exams', headers: { cookie } })).json().data
  t.ok(list.exams.some((e: { examid: string }) => e.examid === made.examid), 'listed')
  const kept = file.rows.filter((_, i) => i + 2 !== 10 && i + 2 !== 20)
  const overview = await rig.app.inject({ method: 'POST', url: '/api/v4/exam/overview', headers: { cookie, ...json }, payload: { examid: made.examid, org: 2, offset: 0, limit: 50 } })
  t.equal(overview.statusCode, 200, overview.body)
  const all = overview.json().data.totals.find((r: { group: { key: string } }) => r.group.key === 'all')
  for (const [k, subject] of ['语文', '数学', '英语'].entries()) {
    const scores = Float32Array.from(kept, (r) => (r[3 + k] === '缺考' ? NaN : Number(r[3 + k])))
    const want = describe(scores, 150)
    const got = all.stats.find((s: { pindex: number }) => s.pindex === k + 1)
    t.match(got, { total: want.count, max: want.max, min: want.min }, `${subject} count, max, min`)
    t.ok(Math.abs(got.mean - want.mean!) < 1e-9, `${subject} mean ${got.mean} = ${want.mean}`)
  }
  t.equal(all.stats.find((s: { pindex: number }) => s.pindex === 3).absent, 1, 'the 缺考 cell is 未考')

  const dashboard = await rig.app.inject({ url: `/report/bff/report-page?route=dashboard&examid=${made.examid}&org=2&grade=${encodeURIComponent('高二')}`, headers: { cookie } })
  t.equal(dashboard.statusCode, 200, dashboard.body.slice(0, 300))

  const records = (await rig.app.inject({ url: '/report/bff/custom/import-records', headers: { cookie } })).json().data.records
  t.match(records[0], { fileName: '高二月考成绩.xlsx', examName: '高二月考（自定义）', totalRows: 300, importedRows: 298, skippedRows: 2, problems: '超过满分 1，班级不存在 1', dashboardHref: made.dashboardHref })
  const again = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns, fullScores: u.fullScores, name: 'x' } })
  t.equal(again.statusCode, 404, 'a confirmed draft is gone')
})

t.test('GBK and UTF-8 CSV read alike', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const file = scoreFile({ schoolId: '10001', grade: '高二', rows: 40 })
  for (const encoding of ['gbk', 'utf8', 'utf8-bom'] as const) {
    const res = await upload(rig, cookie, csvBytes(file, encoding), 'scores.csv')
    t.equal(res.statusCode, 200, `${encoding}: ${res.body}`)
    t.match(res.json().data, { format: encoding === 'gbk' ? 'csv-gbk' : 'csv-utf8', rowCount: 40, headers: ['学号', '姓名', '班级', '语文', '数学', '英语'] }, encoding)
    t.same(res.json().data.sample[0], file.rows[0], `${encoding}: cells as written`)
  }
})

t.test('a bad file gets a clear message and creates nothing', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const header = '学号,姓名,班级,语文\r\n'
  const cases: [string, Uint8Array, string, number][] = [
    ['empty', new Uint8Array(0), '文件是空的，请检查后重新上传', 400],
    ['old .xls', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]), '不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后上传', 400],
    ['broken .xlsx', new TextEncoder().encode('not a zip at all'), '文件无法作为 .xlsx 读取，可能已损坏，请在 Excel 中另存后重新上传', 400],
    ['header only', new TextEncoder().encode(header), '文件中只有表头，没有学生成绩行', 400],
    ['no header', new TextEncoder().encode('1,2,3\r\n4,5,6\r\n'), '第一行应为表头（学号、姓名、班级、各科目），没有找到表头', 400],
    // A bound passed is a 413 since issue 30, as every bound of a file is.
    ['60,001 rows', new TextEncoder().encode(header + '1,张三,1班,90\r\n'.repeat(60_001)), '文件超过60,000行，请拆分后分别导入', 413],
    ['over 10 MB', new Uint8Array(10 * 1024 * 1024 + 1).fill(0x31), '文件超过10MB，请拆分后分别导入', 413],
    ['a .pdf', new TextEncoder().encode('%PDF-1.4'), '只支持 .xlsx 和 .csv 文件，请另存为这两种格式之一后上传', 400],
  ]
  const names: Record<string, string> = { 'old .xls': 'a.xls', 'broken .xlsx': 'a.xlsx', 'a .pdf': 'a.pdf' }
  const before = (await rig.app.inject({ url: '/report/bff/exams', headers: { cookie } })).json().data.exams.length
  const recordsBefore = (await rig.app.inject({ url: '/report/bff/custom/import-records', headers: { cookie } })).json().data.records.length
  for (const [name, bytes, message, status] of cases) {
    const res = await upload(rig, cookie, bytes, names[name] ?? 'a.csv')
    t.equal(res.statusCode, status, name)
    t.equal(res.json().message, message, name)
  }
  // A file whose every row has a problem: the preview says so, and confirming creates nothing.
  const allBad = scoreFile({ schoolId: '10001', grade: '高二', rows: 2, problems: [{ kind: 'unknown-class', row: 2 }, { kind: 'negative', row: 3, subject: '语文' }] })
  const u = (await upload(rig, cookie, csvBytes(allBad, 'utf8'), 'bad.csv')).json().data
  const body = { draftId: u.draftId, grade: '高二', columns: u.columns, fullScores: u.fullScores }
  const preview = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, ...json }, payload: body })).json().data
  t.match(preview, { validRows: 0, badRows: 2, summary: '共 2 行，每一行都有问题，没有可导入的成绩，请修改文件或列的对应关系' })
  const confirm = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { ...body, name: 'x' } })
  t.equal(confirm.statusCode, 400)
  t.equal(confirm.json().message, '没有可导入的成绩：每一行都有问题，请修改文件或列的对应关系')
  const after = (await rig.app.inject({ url: '/report/bff/exams', headers: { cookie } })).json().data.exams.length
  t.equal(after, before, 'no exam created')
  t.equal((await rig.app.inject({ url: '/report/bff/custom/import-records', headers: { cookie } })).json().data.records.length, recordsBefore, 'no record')
})

t.test('an account over several schools maps a 学校 column; each row goes to its school’s class', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-city')
  const page = (await rig.app.inject({ url: '/report/bff/custom/import', headers: { cookie } })).json().data
  t.equal(page.needSchool, true)
  const one = scoreFile({ schoolId: '10001', grade: '高二', rows: 30, subjects: ['语文'], seed: 's1' })
  const two = scoreFile({ schoolId: '10002', grade: '高二', rows: 30, subjects: ['语文'], seed: 's2' })
  const file: ScoreFile = {
    headers: ['学校', ...one.headers],
    rows: [...one.rows.map((r) => ['江州市第一中学', ...r]), ...two.rows.map((r) => ['江州市第二中学', ...r]), ['江州市第九十九中学', '999', '某某', '高二(1)班', '90']],
  }
  const u = (await upload(rig, cookie, csvBytes(file, 'utf8'), 'city.csv')).json().data
  t.same(u.columns.map((c: ColumnAssignment) => c.role), ['school', 'xuehao', 'name', 'class', 'subject'])
  const withoutSchool = [{ role: 'ignore' }, ...u.columns.slice(1)]
  const refused = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns: withoutSchool, fullScores: u.fullScores } })
  t.equal(refused.json().message, '您的账号管理多所学校，请指定“学校”所在的列')
  const preview = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns: u.columns, fullScores: u.fullScores } })).json().data
  t.match(preview, { totalRows: 61, validRows: 60, badRows: 1 })
  t.same(preview.problems.map((p: { row: number; column: string; kind: string }) => [p.row, p.column, p.kind]), [[62, '学校', 'unknown-school']])
  const made = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns: u.columns, fullScores: u.fullScores, name: '两校自定义' } })).json().data
  const dash = (await rig.app.inject({ url: `/api/v3/exam/dashboard?examid=${made.examid}&org=2`, headers: { cookie } })).json().data
  t.same(dash.schools.map((s: { id: string }) => s.id), ['10001', '10002'], 'each row in its own school')
})

t.test('past 10,000 problems the .xlsx lists the first 10,000 and says how many more', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const rows = 10_050
  const file = scoreFile({ schoolId: '10001', grade: '高二', rows, problems: Array.from({ length: rows }, (_, i) => ({ kind: 'above-full' as const, row: i + 2, subject: '数学' })) })
  const u = (await upload(rig, cookie, csvBytes(file, 'utf8'), '全部超过满分.csv')).json().data
  const res = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns: u.columns, fullScores: u.fullScores } })
  t.equal(res.statusCode, 200, res.body.slice(0, 300))
  const preview = res.json().data
  t.equal(preview.problemCount, rows, 'every problem is counted')
  const xlsx = await rig.app.inject({ url: preview.problemsHref, headers: { cookie } })
  t.equal(xlsx.statusCode, 200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer)
  const sheet = book.worksheets[0]!
  t.equal(sheet.rowCount, 1 + 10_000 + 1, 'the header, 10,000 problems and the line that says how many more')
  t.same((sheet.getRow(2).values as unknown[]).slice(1, 3), [2, '数学'])
  t.match(String(sheet.getRow(sheet.rowCount).getCell(3).value), /^另有 50 条问题未列出/)
})
