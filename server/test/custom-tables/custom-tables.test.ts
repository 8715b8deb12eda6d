// Custom tables through the BFF on the reference upstream (issue 18; spec 2 §3–§4 custom-table state and
// wizard, spec 3 §3–§4 custom (norm) tasks, §7 norm and template calls): the wizard's choices from real
// data, a computed preview, generating a real .xlsx whose figures are the report page's, the lists,
// templates, /customTablePage, and who may use it (students none, basic edition the version tip).

import ExcelJS from 'exceljs'
import t from 'tap'
import type { CustomTableGrid, CustomTableListView, CustomTablePageView, CustomTableWizardView } from '@report/contracts/bff/custom-tables'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, listen, type Teardown } from '../helpers/build.ts'

// Five rigs, each computing the exam's statistics and writing files: more than tap's 120 s on a loaded machine.
t.setTimeout(360_000)

const MIDTERM = '100152611100'
const ADMIN = 'fxtoken=demo-school-admin'
const json = { 'content-type': 'application/json' }

async function rig(t: Teardown) {
  let now = Date.parse('2026-11-21T02:00:00Z')
  const upstream = buildUpstream({ now: () => new Date(now), tasks: { failureRate: 0 } })
  const app = await buildBff(t, await listen(t, upstream))
  const get = async <T>(url: string, cookie = ADMIN) => {
    const res = await app.inject({ url: `/report/bff${url}`, headers: { cookie } })
    return { status: res.statusCode, data: (res.json() as { data: T }).data, body: res.json() as Record<string, unknown> }
  }
  const post = async <T>(url: string, payload: object, cookie = ADMIN) => {
    const res = await app.inject({ method: 'POST', url: `/report/bff${url}`, headers: { cookie, ...json, origin: 'http://localhost:80' }, payload })
    return { status: res.statusCode, data: (res.json() as { data: T }).data, body: res.json() as Record<string, unknown> }
  }
  return {
    app,
    upstream,
    get,
    post,
    /** Moves the upstream's clock past a norm task's build, once its file is written. */
    finish: async () => {
      await upstream.taskStore!.files.idle()
      now += 10_000
    },
  }
}

const config = { scope: 2, pindexes: [0, 1, 2], indicators: ['total', 'mean', 'max'], columns: 'subject', totals: true, privacy: true }

t.test('the wizard: the exams of the template list, the chosen exam\'s papers, scopes, indicators and the spec defaults', async (t) => {
  const r = await rig(t)
  const w = await r.get<CustomTableWizardView>(`/custom-tables/wizard?examid=${MIDTERM}&org=0`)
  t.equal(w.status, 200, JSON.stringify(w.body).slice(0, 300))
  t.same(w.data.access, { allowed: true, reason: 'ok', notice: null })
  t.match(w.data.exam, { examid: MIDTERM, org: 0 })
  t.same(w.data.subjects.slice(0, 2).map((s) => s.subject), ['总分', '语文'])
  t.equal(w.data.defaults.scope, 2, 'spec 2 §3: scope default 2')
  t.equal(w.data.defaults.privacy, true, 'spec 2 §3: isPrivacy default true')
  t.same(w.data.defaults.subjects, w.data.subjects.map((s) => s.subject), 'every paper, named by subject')
  t.same(w.data.subjects.map((s) => s.pindex), w.data.subjects.map((_, i) => i), 'the exam\'s own pindexes')
  t.same(w.data.scopes.map((s) => s.label), ['学校', '班级', '学生'])
  t.ok(w.data.indicators.some((i) => i.label === '平均分'))
})

t.test('preview, generate, the panel and the lists, the file and /customTablePage: 平均分 equals the 总体概况 page for the same classes', async (t) => {
  const r = await rig(t)
  const preview = await r.post<CustomTableGrid>('/custom-tables/preview', { examid: MIDTERM, org: 0, config })
  t.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 300))
  t.same(preview.data.columns, ['班级', '总分实考人数', '总分平均分', '总分最高分', '语文实考人数', '语文平均分', '语文最高分', '数学实考人数', '数学平均分', '数学最高分'])
  t.equal(preview.data.rows.length, 8)

  // 总体概况 of the same exam, 总分 (the page's default paper), by class: the totals then the classes.
  const page = (await r.get<ReportPageView>(`/report-page?route=general-overview&examid=${MIDTERM}&org=0`)).data
  t.notOk(page.filters.some((f) => f.key === 'unit'), 'a school sees classes only (no 统计单位 choice)')
  const block = page.blocks.find((b) => 'table' in b && b.table) as unknown as { table: { rows: Array<{ cells: Record<string, string | number> }> } }
  const rows = block.table.rows
  t.ok(rows.length >= 5)

  const created = await r.post<{ taskId: string }>('/custom-tables/create', { examid: MIDTERM, org: 0, config, name: '高二期中班级均分' })
  t.equal(created.status, 200, JSON.stringify(created.body))
  const generating = (await r.get<CustomTableListView>('/custom-tables/list')).data.tables
  t.match(generating, [{ id: created.data.taskId, name: '高二期中班级均分', state: 'generating', downloadUrl: null }])
  const panel = (await r.get<{ tabs: Array<{ kind: string; rows: Array<{ id: string; progress: { mode: string } }> }> }>('/tasks')).data
  t.match(panel.tabs.find((x) => x.kind === 'norm')?.rows.find((x) => x.id === created.data.taskId), { progress: { mode: 'simulated' } }, 'spec 3 §4: below 3 a simulated progress in the 自定义表格 tab')

  await r.finish()
  const [done] = (await r.get<CustomTableListView>('/custom-tables/list')).data.tables
  t.match(done, { state: 'done', statusText: String })
  t.match(done!.downloadUrl, /^\/report\/bff\/tasks\/file\?src=/)
  const file = await r.app.inject({ url: done!.downloadUrl!, headers: { cookie: ADMIN } })
  t.equal(file.statusCode, 200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
  const ws = book.worksheets[0]!
  t.same((ws.getRow(1).values as unknown[]).slice(1), preview.data.columns, 'the file has the preview\'s columns')
  for (let i = 0; i < preview.data.rows.length; i++) {
    t.same((ws.getRow(i + 2).values as unknown[]).slice(1), preview.data.rows[i], `row ${i + 1}: the preview was computed, not faked`)
  }

  const table = (await r.get<CustomTablePageView>(`/custom-tables/table?id=${done!.id}`)).data.table!
  t.equal(table.grid!.total, ws.rowCount - 1)
  t.same(table.grid!.rows[0], preview.data.rows[0])
  // The 总体概况 page's rows are the totals then the classes; its 平均分 is the file's, at its precision.
  const pageMeans = rows.slice(0, 5).map((x) => Number(x.cells['mean']))
  const fileMeans = table.grid!.rows.slice(0, 5).map((x) => x[2] as number)
  t.same(fileMeans, pageMeans, 'the file\'s 总分平均分 equals the report page\'s for the same units')
})

t.test('templates: save, list, update; the wizard offers them; a bad configuration is refused with its first problem', async (t) => {
  const r = await rig(t)
  const saved = await r.post<{ tempid: string }>('/custom-tables/templates', { name: '班级均分', config })
  t.equal(saved.status, 200, JSON.stringify(saved.body))
  await r.post('/custom-tables/templates', { tempid: saved.data.tempid, name: '班级均分（新）', config: { ...config, scope: 1 } })
  const list = (await r.get<CustomTableListView>('/custom-tables/list')).data
  t.match(list.templates, [{ tempid: saved.data.tempid, name: '班级均分（新）', config: { scope: 1 }, summary: /按学校/ }])
  t.equal((await r.get<CustomTableWizardView>('/custom-tables/wizard')).data.templates.length, 1)
  // Removing a template (issue 18): gone from the lists and the wizard; twice is the catalogue's 404.
  const removed = await r.post<{ message: string }>('/custom-tables/templates/remove', { tempid: saved.data.tempid })
  t.match(removed, { status: 200, data: { message: '模板已删除' } })
  t.same((await r.get<CustomTableListView>('/custom-tables/list')).data.templates, [])
  t.same((await r.get<CustomTableWizardView>('/custom-tables/wizard')).data.templates, [])
  t.match(await r.post('/custom-tables/templates/remove', { tempid: saved.data.tempid }), { status: 404, body: { code: 'BFF_ERR_CUSTOM_TABLE_TEMPLATE_NOT_FOUND', kind: 'not-found', message: '该模板不存在或已被删除' } })
  t.equal((await r.post('/custom-tables/templates/remove', { tempid: saved.data.tempid }, 'fxtoken=demo-student')).status, 403, 'students have none of it')

  const noName = await r.post('/custom-tables/create', { examid: MIDTERM, org: 0, config, name: ' ' })
  t.match(noName, { status: 400, body: { code: 'BFF_ERR_CUSTOM_TABLE_CONFIG', kind: 'invalid-input', message: '请输入表格名称' } })
  const unknownPaper = await r.post('/custom-tables/preview', { examid: MIDTERM, org: 0, config: { ...config, pindexes: [0, 42] } })
  t.match(unknownPaper, { status: 400, body: { message: '所选科目不在该考试中，请重新选择' } })
  t.equal((await r.post('/custom-tables/preview', { examid: MIDTERM, org: 0, config: { ...config, scope: 3 } })).status, 400, 'the schema refuses a scope it does not know')
  t.equal((await r.get('/custom-tables/table?id=n999')).status, 404)
})

t.test('who: students have none of it; the basic edition gets the version tip; the upstream is never asked for them', async (t) => {
  const r = await rig(t)
  for (const [token, reason] of [['demo-student', 'student'], ['demo-small-school', 'edition']] as const) {
    const cookie = `fxtoken=${token}`
    t.match((await r.get<CustomTableWizardView>('/custom-tables/wizard', cookie)).data, { access: { allowed: false, reason }, exams: [] }, token)
    t.match((await r.get<CustomTableListView>('/custom-tables/list', cookie)).data, { access: { allowed: false, reason }, tables: [] })
    const refused = await r.post('/custom-tables/create', { examid: MIDTERM, org: 0, config, name: 'x' }, cookie)
    t.equal(refused.status, 403, token)
  }
  t.match((await r.post('/custom-tables/create', { examid: MIDTERM, org: 0, config, name: 'x' }, 'fxtoken=demo-small-school')).body, { kind: 'version-limit' })
})

t.test('spec 3 §4 reload of a custom table: the same configuration made again (params.table kept), the old one deleted silently', async (t) => {
  const r = await rig(t)
  const created = await r.post<{ taskId: string }>('/custom-tables/create', { examid: MIDTERM, org: 0, config: { ...config, scope: 1, privacy: false, indicators: ['mean', 'mean_rank'] }, name: '学校均分' })
  await r.finish()
  const reloaded = await r.post<{ taskId: string }>('/tasks/reload', { kind: 'norm', id: created.data.taskId })
  t.equal(reloaded.status, 200, JSON.stringify(reloaded.body))
  t.not(reloaded.data.taskId, created.data.taskId)
  await r.finish()
  const tables = (await r.get<CustomTableListView>('/custom-tables/list')).data.tables
  t.same(tables.map((x) => [x.id, x.name, x.state]), [[reloaded.data.taskId, '学校均分', 'done']], 'only the new one is left')
  const grid = (await r.get<CustomTablePageView>(`/custom-tables/table?id=${reloaded.data.taskId}`)).data.table!.grid!
  t.same(grid.columns, ['学校', '总分平均分', '总分平均分排名', '语文平均分', '语文平均分排名', '数学平均分', '数学平均分排名'])
})

t.test('issue 32 a table is the platform\'s form (/analysis/v1/cfg/form create, list, get) and its task: the lists and /customTablePage show the form as the platform keeps it', async (t) => {
  const r = await rig(t)
  const created = await r.post<{ taskId: string }>('/custom-tables/create', { examid: MIDTERM, org: 0, config, name: '高二期中班级均分' })
  t.equal(created.status, 200, JSON.stringify(created.body))
  const upstream = (method: 'GET' | 'POST', url: string, payload?: object, cookie = ADMIN) =>
    r.upstream.inject({ method, url: `/report/analysis/v1/cfg/form/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) })
  const forms = (await upstream('GET', 'list')).json<{ data: { forms: Array<{ formid: string; name: string; exams: unknown; cfgs: unknown }> } }>().data.forms
  t.match(forms, [{ name: '高二期中班级均分', exams: [{ examid: MIDTERM, org: 0 }], cfgs: config }], 'create made the form: name, exams, configuration')
  const formid = forms[0]!.formid
  t.match((await upstream('GET', `get?formid=${formid}`)).json(), { code: 0, data: { form: { formid, name: '高二期中班级均分' } } })
  await r.finish()

  // Renamed on the platform: the lists and the page show the form's name, not the one the task was made with.
  t.equal((await upstream('POST', `update?formid=${formid}`, { name: '期中均分（教务处）' })).statusCode, 200)
  t.match((await r.get<CustomTableListView>('/custom-tables/list')).data.tables, [{ id: created.data.taskId, name: '期中均分（教务处）', state: 'done' }])
  const page = (await r.get<CustomTablePageView>(`/custom-tables/table?id=${created.data.taskId}`)).data.table!
  t.match(page, { name: '期中均分（教务处）', state: 'done' })
  t.ok(page.grid!.rows.length > 0, 'the file is read back beside the form')

  // The platform's rules: another account sees none of this one's forms; a student makes none.
  t.same((await upstream('GET', 'list', undefined, 'fxtoken=demo-teacher')).json<{ data: { forms: unknown[] } }>().data.forms, [])
  t.equal((await upstream('GET', `get?formid=${formid}`, undefined, 'fxtoken=demo-teacher')).statusCode, 404)
  t.not((await upstream('POST', 'create', { name: 'x', exams: [{ examid: MIDTERM, org: 0 }], cfgs: config }, 'fxtoken=demo-student')).json<{ code: number }>().code, 0)
})

t.test('issue 18 rates: 优秀率/及格率/低分率 in the preview and the file equal the 学科分析 page\'s 三率 (the published lines) for the same classes', async (t) => {
  const r = await rig(t)
  const rated = { ...config, pindexes: [1], indicators: ['excellentRate', 'goodRate', 'passRate', 'lowRate'] }
  const w = (await r.get<CustomTableWizardView>(`/custom-tables/wizard?examid=${MIDTERM}&org=0`)).data
  t.same(w.indicators.filter((i) => i.value.endsWith('Rate')).map((i) => i.label), ['优秀率', '良好率', '及格率', '低分率'], 'the wizard offers the rates')
  const preview = await r.post<CustomTableGrid>('/custom-tables/preview', { examid: MIDTERM, org: 0, config: rated })
  t.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 300))
  t.same(preview.data.columns, ['班级', '语文优秀率', '语文良好率', '语文及格率', '语文低分率'])

  const created = await r.post<{ taskId: string }>('/custom-tables/create', { examid: MIDTERM, org: 0, config: rated, name: '语文三率' })
  t.equal(created.status, 200, JSON.stringify(created.body))
  await r.finish()
  const done = (await r.get<CustomTableListView>('/custom-tables/list')).data.tables.find((x) => x.id === created.data.taskId)!
  const file = await r.app.inject({ url: done.downloadUrl!, headers: { cookie: ADMIN } })
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
  const ws = book.worksheets[0]!
  t.same((ws.getRow(1).values as unknown[]).slice(1), preview.data.columns)
  t.equal(ws.getCell(2, 4).numFmt, '0.00%', 'a rate is a share the file shows as a percent')
  // Issue 18 defect: people's numbers. The preview and /customTablePage print a rate as the file shows it (69.57%), never the raw share.
  const percentOf = (share: unknown) => (typeof share === 'number' ? `${(share * 100).toFixed(2)}%` : share)
  for (let i = 0; i < preview.data.rows.length; i++) {
    t.same(preview.data.rows[i], (ws.getRow(i + 2).values as unknown[]).slice(1).map((v, c) => (c === 0 ? v : percentOf(v))), `row ${i + 1}: the preview is the file as it shows`)
    t.ok(preview.data.rows[i]!.slice(1).every((c) => c === null || /^-?[0-9]+\.[0-9]{2}%$/.test(String(c))), `row ${i + 1}: rates in percent with two decimals`)
  }
  const online = (await r.get<CustomTablePageView>(`/custom-tables/table?id=${created.data.taskId}`)).data.table!.grid!
  t.same(online.rows.slice(0, preview.data.rows.length), preview.data.rows, '/customTablePage shows the preview\'s percents')

  // 学科分析 of 语文 by class: the totals then the classes, each 比率 as the page prints it.
  const page = (await r.get<ReportPageView>(`/report-page?route=subject-report&examid=${MIDTERM}&org=0&pindex=1`)).data
  const block = page.blocks.find((b) => b.id === 'rates') as unknown as { table: { rows: Array<{ cells: Record<string, string | number> }> } }
  t.ok(block.table.rows.length >= 5, 'the rates page lists the classes')
  const percent = (share: unknown) => (typeof share === 'number' ? `${(share * 100).toFixed(2)}%` : share)
  const byName = new Map(block.table.rows.map((row) => [String(row.cells['unit'] ?? row.cells['name']), row.cells]))
  let compared = 0
  for (let i = 2; i <= Math.min(ws.rowCount, 8); i++) {
    const cells = byName.get(String(ws.getCell(i, 1).value))
    if (!cells) continue
    compared++
    t.same([2, 3, 4, 5].map((c) => percent(ws.getCell(i, c).value)), ['excellent', 'good', 'pass', 'low'].map((k) => cells[`${k}.rate`]), `${ws.getCell(i, 1).value}: the file's rates are the page's`)
    const shown = preview.data.rows.find((row) => row[0] === ws.getCell(i, 1).value)
    if (shown) t.same(shown.slice(1), ['excellent', 'good', 'pass', 'low'].map((k) => cells[`${k}.rate`]), `${ws.getCell(i, 1).value}: the preview prints the page's rates`)
  }
  t.ok(compared >= 5, `compared ${compared} units with the page`)
})

t.test('issue 18 rows of students: privacy on by default hides names (学号 and 班级 stay); the file\'s scores and class ranks are the 排名统计 page\'s', async (t) => {
  const r = await rig(t)
  const students = { ...config, scope: 3, pindexes: [0, 1], indicators: ['score', 'classRank'], privacy: true }
  const w = (await r.get<CustomTableWizardView>(`/custom-tables/wizard?examid=${MIDTERM}&org=0`)).data
  t.same(w.scopes.map((s) => s.label), ['学校', '班级', '学生'])
  t.same(w.indicators.filter((i) => i.scopes.includes(3)).map((i) => i.label), ['得分', '总排名', '校排名', '班排名'], 'a student\'s own figures for rows of students')
  t.notOk(w.indicators.some((i) => i.value === 'mean' && i.scopes.includes(3)), 'a unit\'s mean is not offered for students')
  t.match(await r.post('/custom-tables/preview', { examid: MIDTERM, org: 0, config: { ...students, indicators: ['mean'] } }), { status: 400, body: { message: '所选统计指标不适用于该统计范围，请重新选择' } })

  const preview = await r.post<CustomTableGrid>('/custom-tables/preview', { examid: MIDTERM, org: 0, config: students })
  t.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 300))
  t.same(preview.data.columns, ['学号', '班级', '总分得分', '总分班排名', '语文得分', '语文班排名'])
  // The ranking's first 500 students, as its virtual table asks them page by page.
  const ranking = (await r.get<TableView>(`/report-table?route=report-ranking&block=ranking&examid=${MIDTERM}&org=0&page=1&pageSize=500`)).data
  const names = new Set(ranking.rows.map((row) => String(row.cells['name'])))
  t.ok(names.size > 400, 'the ranking page names the students')
  t.notOk(preview.data.rows.flat().some((c) => names.has(String(c))), 'no student\'s name in the private preview')

  const created = await r.post<{ taskId: string }>('/custom-tables/create', { examid: MIDTERM, org: 0, config: students, name: '学生成绩（隐私）' })
  t.equal(created.status, 200, JSON.stringify(created.body))
  const open = await r.post<{ taskId: string }>('/custom-tables/create', { examid: MIDTERM, org: 0, config: { ...students, privacy: false }, name: '学生成绩' })
  await r.finish()
  const tables = (await r.get<CustomTableListView>('/custom-tables/list')).data.tables
  const sheetOf = async (id: string) => {
    const file = await r.app.inject({ url: tables.find((x) => x.id === id)!.downloadUrl!, headers: { cookie: ADMIN } })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    return book.worksheets[0]!
  }
  const ws = await sheetOf(created.data.taskId)
  t.same((ws.getRow(1).values as unknown[]).slice(1), preview.data.columns)
  for (let i = 0; i < preview.data.rows.length; i++) t.same((ws.getRow(i + 2).values as unknown[]).slice(1), preview.data.rows[i], `row ${i + 1}: the preview is the file's`)
  t.equal(ws.rowCount - 1, preview.data.total, 'one row per student in view')
  const cellsOf = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1).map(String)
  t.notOk(Array.from({ length: ws.rowCount }, (_, i) => cellsOf(ws.getRow(i + 1))).flat().some((c) => names.has(c)), 'no name anywhere in the private file')

  const named = await sheetOf(open.data.taskId)
  t.same((named.getRow(1).values as unknown[]).slice(1, 4), ['学号', '姓名', '班级'], 'privacy off shows names')
  const byXuehao = new Map(ranking.rows.map((row) => [String(row.cells['xuehao']), row.cells]))
  let compared = 0
  for (let i = 2; i <= 12; i++) {
    const [xuehao, name, klass, total, classRank, chinese] = (named.getRow(i).values as unknown[]).slice(1)
    const cells = byXuehao.get(String(xuehao))
    if (!cells) continue
    compared++
    t.same([name, klass, total, classRank, chinese], [cells['name'], cells['class'], cells['p0.score'], cells['p0.classRank'], cells['p1.score']], `${xuehao}: the file's figures are the ranking page's`)
  }
  t.ok(compared >= 10, `compared ${compared} students with the page`)
})

t.test('issue 18 有效分: 上线人数 and 双上线人数 in the file equal the 有效分分析 page\'s for the same classes, 有效分 its line', async (t) => {
  const r = await rig(t)
  const effective = { ...config, pindexes: [0, 1], indicators: ['effectiveScore', 'online', 'double'] }
  const preview = await r.post<CustomTableGrid>('/custom-tables/preview', { examid: MIDTERM, org: 0, config: effective })
  t.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 300))
  t.same(preview.data.columns, ['班级', '总分有效分', '总分上线人数', '总分双上线人数', '语文有效分', '语文上线人数', '语文双上线人数'])
  const created = await r.post<{ taskId: string }>('/custom-tables/create', { examid: MIDTERM, org: 0, config: effective, name: '有效分' })
  await r.finish()
  const done = (await r.get<CustomTableListView>('/custom-tables/list')).data.tables.find((x) => x.id === created.data.taskId)!
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await r.app.inject({ url: done.downloadUrl!, headers: { cookie: ADMIN } })).rawPayload as unknown as ArrayBuffer)
  const ws = book.worksheets[0]!
  for (let i = 0; i < preview.data.rows.length; i++) t.same((ws.getRow(i + 2).values as unknown[]).slice(1), preview.data.rows[i], `row ${i + 1}: the preview is the file's`)

  const page = (await r.get<ReportPageView>(`/report-page?route=standardEffective&examid=${MIDTERM}&org=0`)).data
  const lines = page.blocks.find((b) => b.id === 'lines') as unknown as { items: Array<{ label: string; value: string | number }> }
  t.equal(ws.getCell(2, 2).value, Number(lines.items.find((x) => x.label === '总分有效分线')!.value), '总分有效分 is the page\'s line')
  t.equal(ws.getCell(2, 5).value, Number(lines.items.find((x) => x.label === '语文有效分')!.value))
  const block = page.blocks.find((b) => b.id === 'effective') as unknown as { table: { rows: Array<{ cells: Record<string, string | number> }> } }
  const byName = new Map(block.table.rows.map((row) => [String(row.cells['unit']).replace(/（参照）$/, ''), row.cells]))
  let compared = 0
  for (let i = 2; i <= Math.min(ws.rowCount, 8); i++) {
    const cells = byName.get(String(ws.getCell(i, 1).value))
    if (!cells) continue
    compared++
    t.same([3, 4, 6, 7].map((c) => ws.getCell(i, c).value), [cells['online'], cells['online'], cells['p1.single'], cells['p1.double']], `${ws.getCell(i, 1).value}: the file's counts are the page's`)
  }
  t.ok(compared >= 5, `compared ${compared} units with the page`)
})

t.test('issue 18 前N名人数: one column per the exam\'s 名次段 cut-off, each count equal to the 名次段 page\'s 累计 for the same classes', async (t) => {
  const r = await rig(t)
  const bands = { ...config, pindexes: [0], indicators: ['total', 'rankBands'] }
  const page = (await r.get<ReportPageView>(`/report-page?route=report-byRankScale&examid=${MIDTERM}&org=0`)).data
  const block = page.blocks.find((b) => b.id === 'rank-scale') as unknown as { table: { columns: Array<{ key: string; title: string }>; rows: Array<{ cells: Record<string, string | number> }> } }
  const cumulative = block.table.columns.filter((c) => /^cum[0-9]+$/.test(c.key))
  t.ok(cumulative.length >= 2, 'the page has cut-offs')
  const preview = await r.post<CustomTableGrid>('/custom-tables/preview', { examid: MIDTERM, org: 0, config: bands })
  t.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 300))
  t.equal(preview.data.columns.length, 2 + cumulative.length, 'one column per cut-off')
  t.same(preview.data.columns.slice(2).map((c) => c.replace(/^总分前([0-9]+)名人数$/, '累计前$1名')), cumulative.map((c) => c.title), 'the page\'s cut-offs, in its order')

  const created = await r.post<{ taskId: string }>('/custom-tables/create', { examid: MIDTERM, org: 0, config: bands, name: '名次段' })
  await r.finish()
  const done = (await r.get<CustomTableListView>('/custom-tables/list')).data.tables.find((x) => x.id === created.data.taskId)!
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await r.app.inject({ url: done.downloadUrl!, headers: { cookie: ADMIN } })).rawPayload as unknown as ArrayBuffer)
  const ws = book.worksheets[0]!
  t.same((ws.getRow(1).values as unknown[]).slice(1), preview.data.columns)
  for (let i = 0; i < preview.data.rows.length; i++) t.same((ws.getRow(i + 2).values as unknown[]).slice(1), preview.data.rows[i], `row ${i + 1}: the preview is the file's`)
  const byName = new Map(block.table.rows.map((row) => [String(row.cells['unit']), row.cells]))
  let compared = 0
  for (let i = 2; i <= Math.min(ws.rowCount, 8); i++) {
    const cells = byName.get(String(ws.getCell(i, 1).value))
    if (!cells) continue
    compared++
    t.same(cumulative.map((_, b) => ws.getCell(i, 3 + b).value), cumulative.map((c) => cells[`${c.key}.count`]), `${ws.getCell(i, 1).value}: the file's counts are the page's`)
  }
  t.ok(compared >= 5, `compared ${compared} units with the page`)
})

t.test('issue 18 分数段人数: one column per segment on the exam\'s step, each count equal to the 分数段 page\'s for the same classes', async (t) => {
  const r = await rig(t)
  const segments = { ...config, pindexes: [1], indicators: ['segments'] }
  const page = (await r.get<ReportPageView>(`/report-page?route=report-segment&examid=${MIDTERM}&org=0&pindex=1`)).data
  const block = page.blocks.find((b) => b.id === 'segments') as unknown as { table: { columns: Array<{ key: string; children?: Array<{ key: string; title: string }> }>; rows: Array<{ cells: Record<string, string | number> }> } }
  const shown = block.table.columns.find((c) => c.key === 'segments')!.children!
  t.ok(shown.length >= 3, 'the page shows segments')
  const preview = await r.post<CustomTableGrid>('/custom-tables/preview', { examid: MIDTERM, org: 0, config: segments })
  t.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 300))
  // The page leaves out empty segments at either end; the file lists every segment, so each shown one is a column.
  const columnOf = (title: string) => preview.data.columns.indexOf(`语文${title}人数`)
  t.ok(shown.every((s) => columnOf(s.title) > 0), `every segment the page shows is a column: ${shown.map((s) => s.title).join(' ')}`)

  const created = await r.post<{ taskId: string }>('/custom-tables/create', { examid: MIDTERM, org: 0, config: segments, name: '分数段' })
  await r.finish()
  const done = (await r.get<CustomTableListView>('/custom-tables/list')).data.tables.find((x) => x.id === created.data.taskId)!
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await r.app.inject({ url: done.downloadUrl!, headers: { cookie: ADMIN } })).rawPayload as unknown as ArrayBuffer)
  const ws = book.worksheets[0]!
  t.same((ws.getRow(1).values as unknown[]).slice(1), preview.data.columns)
  for (let i = 0; i < preview.data.rows.length; i++) t.same((ws.getRow(i + 2).values as unknown[]).slice(1), preview.data.rows[i], `row ${i + 1}: the preview is the file's`)
  const byName = new Map(block.table.rows.map((row) => [String(row.cells['unit']), row.cells]))
  let compared = 0
  for (let i = 2; i <= Math.min(ws.rowCount, 8); i++) {
    const cells = byName.get(String(ws.getCell(i, 1).value))
    if (!cells) continue
    compared++
    t.same(shown.map((s) => ws.getCell(i, columnOf(s.title) + 1).value), shown.map((s) => cells[s.key]), `${ws.getCell(i, 1).value}: the file's counts are the page's`)
  }
  t.ok(compared >= 5, `compared ${compared} units with the page`)
})

t.test('issue 18 tables over several exams: one cohort only; one column group per exam whose figures are that exam\'s 总体概况 page\'s for the same classes, in the preview, the file and /customTablePage', async (t) => {
  const r = await rig(t)
  const w = (await r.get<CustomTableWizardView>(`/custom-tables/wizard?examid=${MIDTERM}&org=0`)).data
  const mid = w.exams.find((e) => e.examid === MIDTERM)!
  t.ok(mid.grade && mid.schoolid, 'the exams list names each exam\'s grade and school')
  const other = w.exams.find((e) => e.examid !== MIDTERM && e.grade === mid.grade && e.schoolid === mid.schoolid)!
  t.ok(other, 'another exam of the same cohort')
  const mixed = w.exams.find((e) => e.grade !== mid.grade)!
  const two = { ...config, pindexes: [0, 1], indicators: ['mean', 'passRate'] }
  const refused = await r.post('/custom-tables/preview', { examid: MIDTERM, org: 0, moreExams: [{ examid: mixed.examid, org: mixed.org }], config: two })
  t.match(refused, { status: 400, body: { message: '所选考试须为同一学校（单位）同一年级的考试，请重新选择' } }, 'another grade is refused with the rule\'s message')
  t.equal((await r.post('/custom-tables/create', { examid: MIDTERM, org: 0, moreExams: [{ examid: mixed.examid, org: mixed.org }], config: two, name: '混合' })).status, 400, 'and not generated')

  const more = [{ examid: other.examid, org: other.org }]
  const preview = await r.post<CustomTableGrid>('/custom-tables/preview', { examid: MIDTERM, org: 0, moreExams: more, config: two })
  t.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 300))
  const titles = ['总分平均分', '总分及格率', '语文平均分', '语文及格率']
  t.same(preview.data.groups, [{ title: mid.name, span: 4 }, { title: other.name, span: 4 }], 'one group per exam, titled with its name')
  t.same(preview.data.columns, ['班级', ...titles, ...titles])
  t.equal(preview.data.rows.length, 8)

  // Each exam's group holds that exam's 总体概况 总分平均分 for the same class (empty where the exam lacks the class).
  for (const [exam, at] of [[mid, 1], [other, 5]] as const) {
    const page = (await r.get<ReportPageView>(`/report-page?route=general-overview&examid=${exam.examid}&org=${exam.org}`)).data
    const block = page.blocks.find((b) => 'table' in b && b.table) as unknown as { table: { rows: Array<{ cells: Record<string, string | number> }> } }
    let compared = 0
    for (const row of preview.data.rows) {
      const pageRow = block.table.rows.find((x) => x.cells['name'] === row[0] || x.cells['unit'] === row[0] || (row[0] !== '全体' && Object.values(x.cells).includes(row[0]!)))
      if (!pageRow) continue
      compared++
      t.equal(row[at], Number(pageRow.cells['mean']), `${exam.name} ${row[0]}: 总分平均分 is the page's`)
    }
    t.ok(compared >= 5, `${exam.name}: compared ${compared} classes with its page`)
  }

  const created = await r.post<{ taskId: string }>('/custom-tables/create', { examid: MIDTERM, org: 0, moreExams: more, config: two, name: '两次考试' })
  t.equal(created.status, 200, JSON.stringify(created.body))
  await r.finish()
  const done = (await r.get<CustomTableListView>('/custom-tables/list')).data.tables.find((x) => x.id === created.data.taskId)!
  t.match(done, { state: 'done', examName: `${mid.name}、${other.name}` })
  const file = await r.app.inject({ url: done.downloadUrl!, headers: { cookie: ADMIN } })
  t.equal(file.statusCode, 200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
  const ws = book.worksheets[0]!
  t.equal(ws.getCell(1, 2).value, mid.name, 'the file\'s group row: the first exam over its columns')
  t.equal(ws.getCell(1, 6).value, other.name)
  t.ok(ws.getCell(1, 2).isMerged, 'each exam\'s title is merged over its columns')
  t.same((ws.getRow(2).values as unknown[]).slice(1), preview.data.columns, 'then the preview\'s titles')
  const shown = (v: unknown, c: number) => (typeof v === 'number' && c % 2 === 0 && c > 0 ? `${(v * 100).toFixed(2)}%` : v ?? null)
  for (let i = 0; i < preview.data.rows.length; i++) {
    const cells = Array.from({ length: preview.data.columns.length }, (_, c) => shown(ws.getCell(i + 3, c + 1).value, c))
    t.same(cells, preview.data.rows[i], `row ${i + 1}: the preview is the file's`)
  }
  const online = (await r.get<CustomTablePageView>(`/custom-tables/table?id=${done.id}`)).data.table!.grid!
  t.same(online.groups, preview.data.groups, '/customTablePage shows the groups')
  t.same(online.columns, preview.data.columns)
  t.same(online.rows.slice(0, 8), preview.data.rows)
})

// Two exams of one cohort (高二 of school 10001) whose subjects differ: pindex 1 is 历史 in the first and 地理 in the second.
const HISTORY = { examid: '100152610210', org: 1 }
const GEOGRAPHY = { examid: '100152610120', org: 1 }
/** 2026学年第一学期高二(15)班物理课堂测试: one class of the same cohort (49 students), against the midterm's 821. */
const CLASS_TEST = { examid: '100152611170', org: 1 }

t.test('issue 18 subjects of all chosen exams: a subject only the second exam has is offered, has its columns in the preview and the file, filled with that exam\'s 总体概况 figures and empty for the first', async (t) => {
  const r = await rig(t)
  const w = (await r.get<CustomTableWizardView>(`/custom-tables/wizard?examid=${HISTORY.examid}&org=1&more=${GEOGRAPHY.examid}:1`)).data
  t.same(w.subjects, [{ subject: '总分', pindex: 0 }, { subject: '历史', pindex: 1 }, { subject: '地理', pindex: null }], 'the union by subject: 总分, the first exam\'s, then 地理 only the second has')
  t.same(w.moreExams, [GEOGRAPHY])
  t.same(w.defaults.subjects, ['总分', '历史', '地理'])
  t.same((await r.get<CustomTableWizardView>(`/custom-tables/wizard?examid=${HISTORY.examid}&org=1`)).data.subjects.map((s) => s.subject), ['总分', '历史'], 'one exam: its own')

  const config = { scope: 2, pindexes: [], subjects: ['总分', '历史', '地理'], indicators: ['total', 'mean'], columns: 'subject', totals: true, privacy: true }
  const body = { ...HISTORY, moreExams: [GEOGRAPHY], config }
  const preview = await r.post<CustomTableGrid>('/custom-tables/preview', body)
  t.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 300))
  const titles = ['总分实考人数', '总分平均分', '历史实考人数', '历史平均分', '地理实考人数', '地理平均分']
  t.same(preview.data.columns, ['班级', ...titles, ...titles])
  const col = (exam: 0 | 1, title: string) => 1 + exam * titles.length + titles.indexOf(title)

  // Each exam's 总体概况 page, by class, for the subject: the preview's figures are the page's.
  const pageMeans = async (exam: { examid: string; org: number }, pindex: number) => {
    const page = (await r.get<ReportPageView>(`/report-page?route=general-overview&examid=${exam.examid}&org=${exam.org}&pindex=${pindex}`)).data
    const block = page.blocks.find((b) => 'table' in b && b.table) as unknown as { table: { rows: Array<{ cells: Record<string, string | number> }> } }
    return new Map(block.table.rows.map((x) => [String(x.cells['name'] ?? x.cells['unit']), Number(x.cells['mean'])]))
  }
  const geography = await pageMeans(GEOGRAPHY, 1)
  const history = await pageMeans(HISTORY, 1)
  let compared = 0
  for (const row of preview.data.rows) {
    const unit = String(row[0])
    if (!geography.has(unit) || !history.has(unit)) continue
    compared++
    t.equal(row[col(1, '地理平均分')], geography.get(unit), `${unit}: 地理 in the second exam's group is its page's`)
    t.equal(row[col(0, '历史平均分')], history.get(unit), `${unit}: 历史 in the first exam's group is its page's`)
    t.same([row[col(0, '地理实考人数')], row[col(0, '地理平均分')], row[col(1, '历史实考人数')], row[col(1, '历史平均分')]], [null, null, null, null], `${unit}: each exam's group is empty for the subject it lacks`)
  }
  t.ok(compared >= 5, `compared ${compared} classes with the pages`)

  const created = await r.post<{ taskId: string }>('/custom-tables/create', { ...body, name: '历史与地理' })
  t.equal(created.status, 200, JSON.stringify(created.body))
  await r.finish()
  const done = (await r.get<CustomTableListView>('/custom-tables/list')).data.tables.find((x) => x.id === created.data.taskId)!
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await r.app.inject({ url: done.downloadUrl!, headers: { cookie: ADMIN } })).rawPayload as unknown as ArrayBuffer)
  const ws = book.worksheets[0]!
  t.same((ws.getRow(2).values as unknown[]).slice(1), preview.data.columns, 'the file has the preview\'s columns, 地理 in both groups')
  for (let i = 0; i < preview.data.rows.length; i++) {
    t.same(Array.from({ length: preview.data.columns.length }, (_, c) => ws.getCell(i + 3, c + 1).value ?? null), preview.data.rows[i], `row ${i + 1}: the preview is the file's`)
  }
  t.equal(ws.rowCount - 2, preview.data.total, '共 N 行: the file\'s rows')

  // A template saved with pindexes (before papers were named) keeps its meaning: pindex 1 is the first exam's 历史, never the second's 地理.
  const legacy = await r.post<CustomTableGrid>('/custom-tables/preview', { ...body, config: { ...config, subjects: undefined, pindexes: [0, 1] } })
  t.equal(legacy.status, 200, JSON.stringify(legacy.body).slice(0, 300))
  t.same(legacy.data.columns, ['班级', ...titles.slice(0, 4), ...titles.slice(0, 4)])
  t.same(legacy.data.rows, preview.data.rows.map((row) => [row[0], ...row.slice(1, 5), ...row.slice(7, 11)]), 'the same figures as the named subjects')
  const single = await r.post<CustomTableGrid>('/custom-tables/preview', { ...HISTORY, config: { ...config, subjects: undefined, pindexes: [0, 1] } })
  const named = await r.post<CustomTableGrid>('/custom-tables/preview', { ...HISTORY, config: { ...config, subjects: ['总分', '历史'] } })
  t.same(single.data, named.data, 'one exam: a pindex configuration and its named one give the same table')
  t.match(await r.post('/custom-tables/preview', { ...body, config: { ...config, subjects: ['物理'] } }), { status: 400, body: { message: '所选科目不在该考试中，请重新选择' } }, 'a subject none of the exams has')
  t.match(await r.post('/custom-tables/preview', { ...HISTORY, config: { ...config, subjects: ['地理'] } }), { status: 400, body: { message: '所选科目不在该考试中，请重新选择' } }, 'one exam lacking the subject')
})

t.test('issue 18 students over several exams: every page of the other exam is matched (a student ranked beyond 500 has his cells) and 共 N 行 counts the merged rows', async (t) => {
  const r = await rig(t)
  const config = { scope: 3, pindexes: [], subjects: ['总分'], indicators: ['score', 'allRank'], columns: 'subject', totals: true, privacy: true }
  // 成绩排名 of an exam, every page, as the upstream answers the ranking page.
  const rankingOf = async (exam: { examid: string; org: number }) => {
    const students = new Map<string, { score: number | null; all: number | null }>()
    for (let offset = 0; ; offset += 500) {
      const res = await r.upstream.inject({ method: 'POST', url: '/report/analysis/v1/exam/irrank/table', headers: { cookie: ADMIN }, payload: { ...exam, offset, limit: 500 } })
      const data = (res.json() as { data: { total: number; items: Array<{ xuehao: string; subjects: Array<{ pindex: number; score: number | null; all: number | null }> }> } }).data
      for (const s of data.items) students.set(s.xuehao, s.subjects.find((x) => x.pindex === 0)!)
      if (offset + 500 >= data.total) return students
    }
  }

  // The 地理 test's first students in the 历史 test (one ranked beyond its first page of 500).
  const preview = await r.post<CustomTableGrid>('/custom-tables/preview', { ...GEOGRAPHY, moreExams: [HISTORY], config })
  t.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 300))
  t.same(preview.data.columns, ['学号', '班级', '总分得分', '总分总排名', '总分得分', '总分总排名'])
  t.equal(preview.data.rows.length, 8)
  const history = await rankingOf(HISTORY)
  let beyond = 0
  for (const row of preview.data.rows) {
    const s = history.get(String(row[0]))
    t.ok(s, `${row[0]} sat the 历史 test`)
    t.same(row.slice(4), [s?.score ?? null, s?.all ?? null], `${row[0]}: the 历史 test's score and rank (${s?.all})`)
    if ((s?.all ?? 0) > 500 && row[4] !== null) beyond++
  }
  t.ok(beyond >= 1, `${beyond} shown student(s) ranked beyond the first 500 of the 历史 test have their cells`)

  // 共 N 行: the one-class test (49 students) with the midterm counts the midterm's students too, each 学号 once.
  const midterm = await rankingOf({ examid: MIDTERM, org: 0 })
  const classTest = await rankingOf(CLASS_TEST)
  const merged = await r.post<CustomTableGrid>('/custom-tables/preview', { ...CLASS_TEST, moreExams: [{ examid: MIDTERM, org: 0 }], config })
  t.equal(merged.status, 200, JSON.stringify(merged.body).slice(0, 300))
  t.equal(classTest.size, 49)
  t.equal(merged.data.total, new Set([...classTest.keys(), ...midterm.keys()]).size, `共 ${merged.data.total} 行, not the first exam's ${classTest.size}`)
  t.equal(merged.data.total, 821)
  const alone = await r.post<CustomTableGrid>('/custom-tables/preview', { ...CLASS_TEST, config })
  t.equal(alone.data.total, 49, 'one exam: its own students')

  // Rows of units: the one-class test with the 历史 test lists the 历史 test's classes too.
  const units = { ...config, scope: 2, indicators: ['mean'], totals: false }
  const oneClass = await r.post<CustomTableGrid>('/custom-tables/preview', { ...CLASS_TEST, config: units })
  const classes = await r.post<CustomTableGrid>('/custom-tables/preview', { ...CLASS_TEST, moreExams: [HISTORY], config: units })
  const historyClasses = await r.post<CustomTableGrid>('/custom-tables/preview', { ...HISTORY, config: units })
  t.equal(oneClass.data.total, 1)
  t.equal(classes.data.total, historyClasses.data.total, `共 ${classes.data.total} 行: every class of either exam, the one class once`)
})
