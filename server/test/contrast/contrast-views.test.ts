// History comparison view models against the reference upstream (issue 16): create with its bad
// inputs, the build lifecycle with a failure and 重试, each dimension's view, roles and editions,
// another user's comparison (403), the xlsx export and its permission.

import t from 'tap'
import ExcelJS from 'exceljs'
import { CONTRAST_MESSAGES } from '@report/contracts/bff/contrast-rules'
import type { CompareView, ContrastCreateView } from '@report/contracts/bff/contrast'
import { OUT_OF_SCOPE } from '../../src/views/contrast/create.ts'
import { CONTRAST_NOTICES } from '../../src/domain/contrast/access.ts'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'
import type { Teardown } from '../helpers/build.ts'

const json = { 'content-type': 'application/json' }
const GRADE = 'demo-grade-admin'
/** 江州市第一中学 高二 (高中2025级): 9月月考, 10月月考, 期中考试. */
const THREE = ['100152609200', '100152610090', '100152611100'].map((examid) => ({ examid, org: 0 }))
/** 江州市第二中学 高二期中: another school's exam. */
const OTHER_SCHOOL = { examid: '100252604210', org: 0 }

async function rig(t: Teardown, env: Record<string, string>): Promise<ShellRig> {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    return await shellRig(t)
  } finally {
    for (const key of Object.keys(env)) if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
}

async function create(r: ShellRig, token: string, payload: object) {
  return r.app.inject({ method: 'POST', url: '/report/bff/contrast/create', headers: { cookie: await r.signIn(token), ...json }, payload })
}

async function untilDone(r: ShellRig, token: string, id: string): Promise<string[]> {
  const seen: string[] = []
  for (let i = 0; i < 200; i++) {
    const s = (await r.app.inject({ url: `/report/bff/contrast/${id}/status`, headers: { cookie: await r.signIn(token) } })).json().data
    if (seen[seen.length - 1] !== s.statusLabel) seen.push(s.statusLabel)
    if (s.done || s.status === 3) return seen
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return seen
}

/** inOrder(seen, states) = seen holds some of states, in their order, and ends with the last. */
const inOrder = (seen: readonly string[], states: readonly string[]): boolean =>
  seen.at(-1) === states.at(-1) && seen.every((s, i) => states.includes(s) && (i === 0 || states.indexOf(s) > states.indexOf(seen[i - 1]!)))

const view = async (r: ShellRig, token: string, path: string) => r.app.inject({ url: `/report/bff/compare/${path}`, headers: { cookie: await r.signIn(token) } })

t.test('create: the exams to choose, every bad input refused with its message and nothing created', async (t) => {
  const r = await rig(t, { UPSTREAM_CONTRAST_QUEUE_MS: '0', UPSTREAM_CONTRAST_BUILD_MS: '0' })
  const cookie = await r.signIn(GRADE)
  const page: ContrastCreateView = (await r.app.inject({ url: '/report/bff/contrast/create', headers: { cookie } })).json().data
  t.same(page.access, { canCreate: true, canShow: true, canEdit: true, canDownload: true, notice: null, reason: 'ok' })
  t.same(page.limits, { minExams: 2, maxExams: 10, nameMax: 30 })
  t.ok(page.exams.length >= 3)
  t.notOk(page.exams.some((e) => /课堂测试/.test(e.name)), 'class tests are left out (spec 2 §9 type 12)')
  const midterm = page.exams.find((e) => e.examid === '100152611100')!
  t.same([midterm.cohortLabel, midterm.subjects.length], ['高中2025级', 9])
  const otherCohort = page.exams.find((e) => e.cohortKey !== midterm.cohortKey)

  const cases: [string, object, string][] = [
    ['one exam', { name: '对比', exams: THREE.slice(0, 1), subjects: ['数学'] }, CONTRAST_MESSAGES.tooFew],
    ['eleven exams', { name: '对比', exams: page.exams.slice(0, 11).map((e) => ({ examid: e.examid, org: e.org })), subjects: ['数学'] }, CONTRAST_MESSAGES.tooMany],
    ['a duplicate', { name: '对比', exams: [THREE[0], THREE[0], THREE[1]], subjects: ['数学'] }, CONTRAST_MESSAGES.duplicate],
    ['a name over 30', { name: '对'.repeat(31), exams: THREE, subjects: ['数学'] }, CONTRAST_MESSAGES.nameTooLong],
    ['no subject', { name: '对比', exams: THREE, subjects: [] }, CONTRAST_MESSAGES.subjectsEmpty],
    ['a subject the exams lack', { name: '对比', exams: THREE, subjects: ['信息技术'] }, CONTRAST_MESSAGES.subjectMissing],
    ['another school\'s exam', { name: '对比', exams: [THREE[0], OTHER_SCHOOL], subjects: ['数学'] }, OUT_OF_SCOPE],
  ]
  t.equal(otherCohort, undefined, 'a grade director sees their own cohort only')
  // The school manager sees every cohort of the school: 高一 of 2026 is another cohort.
  const all: ContrastCreateView = (await r.app.inject({ url: '/report/bff/contrast/create', headers: { cookie: await r.signIn('demo-school-admin') } })).json().data
  const younger = all.exams.find((e) => e.cohortKey !== midterm.cohortKey && e.subjects.includes('数学'))!
  cases.push(['another cohort', { name: '对比', exams: [THREE[0], { examid: younger.examid, org: younger.org }], subjects: ['数学'] }, CONTRAST_MESSAGES.cohort])
  for (const [name, payload, message] of cases) {
    const res = await create(r, name === 'another cohort' ? 'demo-school-admin' : GRADE, payload)
    t.equal(res.statusCode, 400, name)
    t.match(res.json(), { kind: 'invalid-input', message }, `${name}: ${message}`)
  }
  const history = (await r.app.inject({ url: '/report/bff/contrast/history', headers: { cookie } })).json().data
  t.equal(history.total, 0, 'nothing was created')
})

t.test('the build lifecycle: 排队中 → 生成中 → 已完成; a failed build says so and 重试 builds it', async (t) => {
  const r = await rig(t, { UPSTREAM_CONTRAST_QUEUE_MS: '150', UPSTREAM_CONTRAST_BUILD_MS: '1500', UPSTREAM_CONTRAST_FAIL_FIRST: '1' })
  const failed = (await create(r, GRADE, { name: '会失败的对比', exams: THREE, subjects: ['语文', '数学'] })).json().data.id
  // The upstream's queue and build run on timers: a busy machine polls late and may see a state or two
  // fewer (issue 29), never one out of order, and the last is the outcome.
  const failing = await untilDone(r, GRADE, failed)
  t.ok(inOrder(failing, ['排队中', '生成中', '失败']), failing.join(' → '))
  const blocked = await view(r, GRADE, `multi?id=${failed}`)
  t.match(blocked.json().data, { status: { statusLabel: '失败', canRetry: true, message: '生成失败，请点击重试' }, tables: [], charts: [] })
  const retried = await r.app.inject({ method: 'POST', url: `/report/bff/contrast/${failed}/retry`, headers: { cookie: await r.signIn(GRADE), ...json }, payload: {} })
  t.equal(retried.json().data.statusLabel, '排队中')
  const seen = await untilDone(r, GRADE, failed)
  t.ok(inOrder(seen, ['排队中', '生成中', '已完成']), seen.join(' → '))
  const history = (await r.app.inject({ url: '/report/bff/contrast/history', headers: { cookie: await r.signIn(GRADE) } })).json().data
  t.match(history.items[0], { name: '会失败的对比', statusLabel: '已完成', href: `/report/contrast/content?id=${failed}`, subjects: '总分、语文、数学' })

  // 重新生成 on a finished comparison (the list 'rebuilds'): built again through the same lifecycle, its content kept readable after.
  t.equal(history.items[0].canRetry, true, 'a finished comparison offers 重新生成')
  const rebuilt = await r.app.inject({ method: 'POST', url: `/report/bff/contrast/${failed}/retry`, headers: { cookie: await r.signIn(GRADE), ...json }, payload: {} })
  t.equal(rebuilt.json().data.statusLabel, '排队中', 'the rebuild is queued')
  const again = await untilDone(r, GRADE, failed)
  t.ok(inOrder(again, ['排队中', '生成中', '已完成']), again.join(' → '))
  const after = await view(r, GRADE, `multi?id=${failed}`)
  t.ok(after.json().data.tables.length > 0, 'the rebuilt comparison reads as before')
})

t.test('each dimension as a grade director; another user\'s id is 403; rename, export and remove', async (t) => {
  const r = await rig(t, { UPSTREAM_CONTRAST_QUEUE_MS: '0', UPSTREAM_CONTRAST_BUILD_MS: '0' })
  const id = (await create(r, GRADE, { name: '高二三次考试', exams: THREE, subjects: ['语文', '数学', '英语'] })).json().data.id
  await untilDone(r, GRADE, id)

  const multi: CompareView = (await view(r, GRADE, `multi?id=${id}`)).json().data
  t.same(multi.exams, ['2026学年第一学期高二9月月考（2026/09/20）', '2026学年第一学期高二10月月考（2026/10/09）', '2026学年第一学期高二期中考试（2026/11/10）'])
  // The grade director sees their school only, and its own exams: 各校对比 would repeat the school under 全体, so
  // the comparison opens on its classes (issue 33 item 5).
  t.equal(multi.dimension, 'school')
  t.same(multi.tables[0]!.rows.map((row) => row.cells[0]).slice(0, 2), ['江州市第一中学', '高二(1)班'])
  t.equal(multi.dimensions.find((d) => d.active)?.label, '学校对比')
  t.same(multi.charts.map((c) => [c.kind, c.labels.length]), [['line', 3], ['line', 3]])
  t.same(multi.subjects.map((s) => s.label), ['总分', '语文', '数学', '英语'])
  t.same(multi.tables.slice(1, 3).map((tb) => tb.title), ['进步最多的学生（总分）', '退步最多的学生（总分）'])
  t.equal(multi.tables[1]!.columns[3]!.title, '分数', 'one school: no 学校 column')
  t.match(multi.tables[3]?.title, /^总分缺考名单（\d+ 人）$/, 'then the students 总分 leaves out (issue 31)')
  t.equal(multi.tables[1]!.rows.length, 10)

  const school: CompareView = (await view(r, GRADE, `school?school=10001&id=${id}&subject=${encodeURIComponent('数学')}`)).json().data
  t.match(school.title, /江州市第一中学各班对比（数学）/)
  const classes = school.tables[0]!.rows.slice(1)
  t.ok(classes.length > 3)
  t.same(classes.map((row) => row.cells[0]), school.units.map((u) => u.label), 'a row per class of the school')
  t.same(school.tables.slice(1).map((tb) => tb.title), ['进步最多的学生（数学）', '退步最多的学生（数学）'])
  const risers = school.tables[1]!.rows
  t.ok(risers.length > 0 && risers.every((row) => row.cells[row.cells.length - 1]!.startsWith('+')), 'risers moved up')

  const classId = school.units[2]!.key
  const cls: CompareView = (await view(r, GRADE, `class?school=10001&class=${classId}&id=${id}`)).json().data
  t.same(cls.charts[0]!.series.map((s) => s.name), [school.units[2]!.label, '江州市第一中学（全校）'])
  const students = cls.tables[1]!
  t.ok(students.rows.length > 20)
  t.ok(students.rows.every((row) => row.href?.startsWith(`/report/compare/student/10001/${classId}/`)))

  const studentHref = students.rows[0]!.href!
  const studentId = new URL(studentHref, 'http://x').pathname.split('/').pop()!
  const student: CompareView = (await view(r, GRADE, `student?school=10001&class=${classId}&student=${studentId}&id=${id}`)).json().data
  t.match(student.title, students.rows[0]!.cells[0]!)
  t.same(student.tables[0]!.rows.length, 3)
  t.match(student.findings[0], /总分全体排名由第 \d+ 名到第 \d+ 名/)
  t.same(student.charts[0]!.series.map((s) => s.name), ['总分', '语文', '数学', '英语'])
  t.equal(student.dimensions.find((d) => d.key === 'student')!.active, true)

  // Another user's comparison: 403 in the error shape, on every call.
  const other = await r.signIn('demo-school-admin')
  for (const url of [`/report/bff/compare/multi?id=${id}`, `/report/bff/contrast/${id}/status`]) {
    const res = await r.app.inject({ url, headers: { cookie: other } })
    t.equal(res.statusCode, 403, url)
    t.match(res.json(), { code: 403, kind: 'forbidden', message: '您没有查看该历史对比的权限', requestId: /.+/ })
  }
  const stolen = await r.app.inject({ method: 'POST', url: `/report/bff/contrast/${id}/remove`, headers: { cookie: other, ...json }, payload: {} })
  t.equal(stolen.statusCode, 403)

  // The xlsx of the class table, streamed through table-export.
  const ref = cls.tables[0]!.export!
  const res = await r.app.inject({ url: `/report/bff/table-export?${new URLSearchParams({ source: ref.source, ...ref.params, filename: ref.filename }).toString()}`, headers: { cookie: await r.signIn(GRADE) } })
  t.equal(res.statusCode, 200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  const cells = book.worksheets[0]!.getSheetValues().flat().map(String).join('|')
  t.match(cells, '平均分')
  t.match(cells, school.units[2]!.label)

  const cookie = await r.signIn(GRADE)
  const long = await r.app.inject({ method: 'POST', url: `/report/bff/contrast/${id}/rename`, headers: { cookie, ...json }, payload: { name: '名'.repeat(31) } })
  t.match([long.statusCode, long.json().message], [400, CONTRAST_MESSAGES.nameTooLong])
  await r.app.inject({ method: 'POST', url: `/report/bff/contrast/${id}/rename`, headers: { cookie, ...json }, payload: { name: '改名后的对比' } })
  t.equal((await view(r, GRADE, `multi?id=${id}`)).json().data.name, '改名后的对比')
  await r.app.inject({ method: 'POST', url: `/report/bff/contrast/${id}/remove`, headers: { cookie, ...json }, payload: {} })
  t.equal((await view(r, GRADE, `multi?id=${id}`)).statusCode, 404)
})

t.test('roles and editions: students none, module hide, the trial version tip, a teacher sees their classes only', async (t) => {
  const r = await rig(t, { UPSTREAM_CONTRAST_QUEUE_MS: '0', UPSTREAM_CONTRAST_BUILD_MS: '0' })
  const cases: [string, string, string, string][] = [
    ['demo-student', 'student', CONTRAST_NOTICES.student, 'forbidden'],
    ['demo-small-school', 'module', CONTRAST_NOTICES.module, 'forbidden'],
    ['demo-trial', 'edition', '历史对比属于分析系统高级功能，请升级版本后使用，请联系客户经理', 'version-limit'],
  ]
  for (const [token, reason, notice, kind] of cases) {
    const cookie = await r.signIn(token)
    const history = (await r.app.inject({ url: '/report/bff/contrast/history', headers: { cookie } })).json().data
    t.match(history.access, { canCreate: false, canShow: false, canDownload: false, reason, notice }, token)
    const made = await create(r, token, { name: '对比', exams: THREE, subjects: ['数学'] })
    t.match([made.statusCode, made.json().kind], [403, kind], `${token} cannot create`)
    const exported = await r.app.inject({ url: '/report/bff/table-export?source=contrast&id=ct1&dimension=multi&table=0', headers: { cookie } })
    t.equal(exported.statusCode, 403, `${token} cannot download`)
  }

  const id = (await create(r, 'demo-teacher', { name: '数学老师的对比', exams: THREE, subjects: ['数学'] })).json().data.id
  await untilDone(r, 'demo-teacher', id)
  const school: CompareView = (await view(r, 'demo-teacher', `school?school=10001&id=${id}&subject=${encodeURIComponent('数学')}`)).json().data
  const teacherClasses = school.units.map((u) => u.label)
  t.ok(teacherClasses.length >= 1 && teacherClasses.length <= 3, `the teacher's classes only: ${teacherClasses.join('、')}`)
  const cls: CompareView = (await view(r, 'demo-teacher', `class?school=10001&class=${school.units[0]!.key}&id=${id}`)).json().data
  t.ok(cls.tables[1]!.rows.every((row) => row.cells[2] === school.units[0]!.label))
})

t.test('templates: the create page remembers the subjects and scope last chosen (user_template get/set) until 不再记住 (remove)', async (t) => {
  const r = await rig(t, { UPSTREAM_CONTRAST_QUEUE_MS: '0', UPSTREAM_CONTRAST_BUILD_MS: '0' })
  const cookie = await r.signIn(GRADE)
  const page = async (): Promise<ContrastCreateView> => (await r.app.inject({ url: '/report/bff/contrast/create', headers: { cookie } })).json().data
  const first = await page()
  t.equal(first.remembered, null)
  const newest = first.exams[0]!
  const partner = first.exams.find((e) => e.examid !== newest.examid && e.cohortKey === newest.cohortKey && e.subjects.includes('数学') && e.subjects.includes('物理'))!
  const made = await create(r, GRADE, { name: '记住科目', exams: [partner, newest].map((e) => ({ examid: e.examid, org: e.org })), subjects: ['数学', '物理'], scope: 1 })
  t.equal(made.statusCode, 200)
  t.same((await page()).remembered, { subjects: ['数学', '物理'], scope: 1 }, 'the subjects and the scope (本校) chosen')
  const forget = await r.app.inject({ method: 'POST', url: '/report/bff/contrast/template/remove', headers: { cookie, ...json }, payload: { examid: newest.examid, org: newest.org } })
  t.equal(forget.statusCode, 200)
  t.equal((await page()).remembered, null)
})

t.test('scope (spec 2 §4): 全体 or 本校 for a school account; the comparison counts only the chosen scope\'s students', async (t) => {
  const r = await rig(t, { UPSTREAM_CONTRAST_QUEUE_MS: '0', UPSTREAM_CONTRAST_BUILD_MS: '0' })
  const cookie = await r.signIn(GRADE)
  const page: ContrastCreateView = (await r.app.inject({ url: '/report/bff/contrast/create', headers: { cookie } })).json().data
  t.same(page.scopes.map((s) => [s.value, s.label]), [[0, '全体'], [1, '本校']], 'a school account: 全体 (the default, first) or 本校')
  // 期中考试 of 江州市第一中学, then 江州六校 高二11月联考 (six schools, 3,957 students).
  const exams = [THREE[2]!, { examid: '280152611190', org: 0 }]
  t.ok(page.exams.some((e) => e.examid === exams[1]!.examid), 'the joint exam is one to choose')
  const county = await create(r, GRADE, { name: '区县范围', exams, subjects: ['数学'], scope: 3 })
  t.match([county.statusCode, county.json()], [400, { kind: 'invalid-input', message: CONTRAST_MESSAGES.scope }], 'a scope the account is not offered')

  const wide = (await create(r, GRADE, { name: '全体范围', exams, subjects: ['数学'] })).json().data.id
  const narrow = (await create(r, GRADE, { name: '本校范围', exams, subjects: ['数学'], scope: 1 })).json().data.id
  await untilDone(r, GRADE, wide)
  await untilDone(r, GRADE, narrow)
  const history = (await r.app.inject({ url: '/report/bff/contrast/history', headers: { cookie } })).json().data
  t.same(history.items.map((i: { name: string; scope: string }) => [i.name, i.scope]), [['本校范围', '本校'], ['全体范围', '全体']])

  const multi = async (id: string): Promise<CompareView> => (await view(r, GRADE, `multi?id=${id}&subject=${encodeURIComponent('数学')}`)).json().data
  const [all, own] = [await multi(wide), await multi(narrow)]
  // The reference row, second exam (the joint exam): 实考 + 未考 at cells 10 and 11.
  const sat = (v: CompareView, row: number) => Number(v.tables[0]!.rows[row]!.cells[10]) + Number(v.tables[0]!.rows[row]!.cells[11])
  // 本校 over one school: 各校对比 would repeat the school, so it opens on the school's classes, measured against it (issue 33 item 5).
  t.same([all.dimension, all.tables[0]!.rows[0]!.cells[0], own.dimension, own.tables[0]!.rows[0]!.cells[0]], ['multi', '全体', 'school', '江州市第一中学'])
  t.ok(sat(all, 0) > 3000, `全体 counts the six schools: ${sat(all, 0)}`)
  t.equal(sat(own, 0), sat(all, 1), '本校 counts the school only: its reference is the school')
  t.match(own.notes[0], /^对比范围：本校/)
  t.match(all.notes[0], /^对比范围：全体/)
  // One class's students: their 全体排名 in the joint exam (cell 3 + 6 + 1) is among the school in 本校,
  // among the six schools in 全体, so never better there and worse for some.
  const classRanks = async (id: string): Promise<Map<string, number>> => {
    const school: CompareView = (await view(r, GRADE, `school?school=10001&id=${id}`)).json().data
    const cls: CompareView = (await view(r, GRADE, `class?school=10001&class=${school.units[0]!.key}&id=${id}`)).json().data
    return new Map(cls.tables[1]!.rows.filter((row) => row.cells[10] !== '--').map((row) => [row.key, Number(row.cells[10])]))
  }
  const [ranksAll, ranksOwn] = [await classRanks(wide), await classRanks(narrow)]
  t.ok(ranksOwn.size > 20)
  t.ok([...ranksOwn.values()].every((x) => x >= 1 && x <= sat(own, 0)), 'ranks among the school\'s students')
  t.ok([...ranksOwn].every(([key, x]) => ranksAll.get(key)! >= x), 'a rank among six schools is never better than among one')
  t.ok([...ranksOwn].some(([key, x]) => ranksAll.get(key)! > x), 'and worse for some: other schools\' students count in 全体')
})

t.test('module history_compare hide (spec 1 §2, spec 2 §6): every comparison call refuses, the BFF\'s and the passthrough\'s', async (t) => {
  const r = await rig(t, { UPSTREAM_CONTRAST_QUEUE_MS: '0', UPSTREAM_CONTRAST_BUILD_MS: '0' })
  const id = (await create(r, GRADE, { name: '别人的对比', exams: THREE, subjects: ['数学'] })).json().data.id
  const cookie = await r.signIn('demo-small-school')
  const calls: [string, string, object?][] = [
    ['GET', `/report/bff/compare/multi?id=${id}`],
    ['GET', `/report/bff/compare/student?id=${id}&student=x`],
    ['GET', `/report/bff/contrast/${id}/status`],
    ['POST', `/report/bff/contrast/${id}/retry`, {}],
    ['POST', `/report/bff/contrast/${id}/rename`, { name: '改名' }],
    ['POST', `/report/bff/contrast/${id}/remove`, {}],
    ['POST', '/report/bff/contrast/create', { name: '对比', exams: THREE, subjects: ['数学'] }],
    ['POST', '/report/bff/contrast/template/remove', { examid: THREE[0]!.examid, org: 0 }],
    ['GET', `/report/bff/table-export?source=contrast&id=${id}&dimension=multi&table=0`],
  ]
  for (const [method, url, payload] of calls) {
    const res = await r.app.inject({ method: method as 'GET' | 'POST', url, headers: { cookie, ...(payload ? json : {}) }, ...(payload ? { payload } : {}) })
    t.equal(res.statusCode, 403, `${method} ${url}`)
    t.match(res.json(), { code: 'BFF_ERR_CONTRAST_FORBIDDEN', kind: 'forbidden', message: CONTRAST_NOTICES.module, requestId: /.+/ }, `${url}: the error shape with the notice`)
  }
  // The page view models carry the same refusal for the page to show (and list nothing).
  for (const url of ['/report/bff/contrast/history', '/report/bff/contrast/create']) {
    const data = (await r.app.inject({ url, headers: { cookie } })).json().data
    t.match(data.access, { canCreate: false, canShow: false, canEdit: false, canDownload: false, reason: 'module', notice: CONTRAST_NOTICES.module }, url)
  }
  // The platform's own calls, reached through the obt passthrough, refuse too.
  for (const path of ['list', 'create', 'info']) {
    const res = await r.app.inject({ method: 'POST', url: `/report/obt/exam-contrast/${path}`, headers: { cookie, ...json }, payload: path === 'list' ? { offset: 0, limit: 10 } : path === 'info' ? { id } : { name: '绕过', exams: THREE, subjects: ['数学'] } })
    t.equal(res.statusCode, 403, `passthrough ${path}`)
  }
  const history = (await r.app.inject({ url: '/report/bff/contrast/history', headers: { cookie: await r.signIn(GRADE) } })).json().data
  t.equal(history.total, 1, 'nothing was created or removed by the refused account')
})

t.test('issue 31 item 3: a comparison and the exam’s own report count the same 总分 students, and the comparison lists those it leaves out', async (t) => {
  const r = await rig(t, { UPSTREAM_CONTRAST_QUEUE_MS: '0', UPSTREAM_CONTRAST_BUILD_MS: '0' })
  const token = 'demo-school-admin'
  const page: ContrastCreateView = (await r.app.inject({ url: '/report/bff/contrast/create', headers: { cookie: await r.signIn(token) } })).json().data
  const [october, midterm] = [THREE[1]!, THREE[2]!].map((ref) => page.exams.find((e) => e.examid === ref.examid)!)
  const subjects = midterm!.subjects.filter((s) => october!.subjects.includes(s))
  t.equal(subjects.length, 9, 'all nine subjects, as in the issue')
  const id = (await create(r, token, { name: '本校九科', exams: [THREE[1], THREE[2]], subjects, scope: 1 })).json().data.id
  await untilDone(r, token, id)
  const multi: CompareView = (await view(r, token, `multi?id=${id}`)).json().data
  const table = multi.tables[0]!
  const label = multi.exams[1]!
  const at = (title: string) => table.columns.findIndex((c) => c.group === label && c.title === title)
  const reference = table.rows[0]!.cells
  const compared = { count: Number(reference[at('实考')]), absent: Number(reference[at('未考')]), mean: reference[at('平均分')], excellent: reference[at('优秀率')] }

  const dashboard = (await r.app.inject({ url: `/report/bff/report-page?route=dashboard&examid=${midterm!.examid}&org=0&grade=${encodeURIComponent('高二')}`, headers: { cookie: await r.signIn(token) } })).json().data
  const units = dashboard.blocks.find((b: { id: string }) => b.id === 'units').table
  const all = units.rows.find((row: { cells: { name: string } }) => row.cells.name === '全体').cells
  const text = (x: unknown) => String(x)
  t.equal(compared.count, Number(all.total), `实考: comparison ${compared.count}, report ${all.total}`)
  t.equal(compared.absent, Number(all.absent), `未考: comparison ${compared.absent}, report ${all.absent}`)
  t.equal(compared.mean, Number(all.mean).toFixed(2), '平均分')
  t.equal(compared.excellent, text(all.excellentRate), '优秀率')
  t.ok(compared.absent > 0, 'some students missed a paper')

  // Both views say how many are left out and open the list.
  const link = dashboard.blocks.find((b: { id: string }) => b.id === 'total-absent')
  t.match(link.links[0], { label: `缺考名单（总分未考 ${compared.absent} 人）`, href: /\/report\/exam\/lesson\?/ })
  const list = multi.tables.find((tb) => tb.title.startsWith('总分缺考名单'))!
  t.ok(list, 'the comparison lists the students its 总分 leaves out')
  const col = list.columns.findIndex((c) => c.group === label)
  t.equal(list.rows.filter((row) => row.cells[col] !== '' && row.cells[col] !== '未参加').length, compared.absent, 'the list holds every student the exam’s 未考 counts')
  t.ok(list.rows.some((row) => /^缺考 /.test(row.cells[col]!)), 'with the subjects they missed')
  t.ok(multi.findings.some((f) => /在至少一次考试中缺考所选科目中的一科或多科/.test(f)))
  t.ok(multi.notes.some((n) => n.includes('缺考其中任一科的学生，总分记为“未考”')), '指标说明 states the rule')
  t.ok(dashboard.notes.some((n: { term: string; note: string }) => n.term === '总分' && n.note.includes('缺考其中任一科的学生，总分记为“未考”')))
})
