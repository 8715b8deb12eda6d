// Teacher and student report pages against the reference upstream: teacher-report (教师教学质量) with the teacher
// diagnosis and its save route, and student-report (学生分析). Expected numbers come from the score cube.
import t from 'tap'
import type { DrillResponse } from '@report/contracts/bff/drill'
import type { ReportBlock, ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import { examScoresById } from '@report/fixtures/scores/exam-scores'
import { formatNumber } from '../../src/domain/tables/format-number.ts'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'

const EXAMID = '100152611100'
const MIDTERM = `examid=${EXAMID}&org=0`
const cube = examScoresById(EXAMID)!

type Block<K extends ReportBlock['kind']> = Extract<ReportBlock, { kind: K }>

async function page(rig: ShellRig, who: string, route: string, extra = ''): Promise<ReportPageView> {
  const cookie = await rig.signIn(who)
  const res = await rig.app.inject({ url: `/report/bff/report-page?route=${route}&${MIDTERM}${extra}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`${route} ${extra} answered ${res.statusCode}: ${res.body.slice(0, 300)}`)
  return res.json().data as ReportPageView
}

function block<K extends ReportBlock['kind']>(view: ReportPageView, kind: K, id: string): Block<K> {
  const found = view.blocks.find((b) => b.kind === kind && b.id === id)
  if (!found) throw new Error(`no ${kind} block ${id} in ${view.route}`)
  return found as Block<K>
}

const table = (view: ReportPageView, id: string): TableView => (block(view, 'table', id) as TableBlock).table
const filterValue = (view: ReportPageView, key: string) => view.filters.find((f) => f.key === key)?.value

/** Scores of a paper for the rows matching `keep`, without 未考. */
function scoresOf(pindex: number, keep: (row: number) => boolean): number[] {
  const paper = pindex === 0 ? cube.total : cube.papers.find((p) => p.pindex === pindex)!.scores
  const out: number[] = []
  for (let i = 0; i < paper.length; i++) if (keep(i) && !Number.isNaN(paper[i]!)) out.push(paper[i]!)
  return out
}
const classRow = (classId: string) => (i: number) => cube.classIds[cube.classIndex[i]!] === classId
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

t.test('teacher-report: per class, the numbers of the score cube, the school pinned on top', async (t) => {
  const rig = await shellRig(t)
  const view = await page(rig, 'demo-school-admin', 'teacher-report', '&pindex=2')
  t.equal(view.title, '教师教学质量')
  t.equal(filterValue(view, 'pindex'), '2')
  t.notOk(view.filters.find((f) => f.key === 'pindex')!.options.some((o) => o.value === '0'), 'papers only, no 总分')
  t.same(view.filters.find((f) => f.key === 'tab')!.options.map((o) => o.label), ['按班级', '按教师'])

  const quality = table(view, 'quality')
  t.ok(quality.paging && quality.paging.total === 16, '16 classes, paged upstream')
  const [school, ...classes] = quality.rows
  t.equal(school!.pinned, true)
  t.equal(school!.cells.unit, '全校')
  const all = scoresOf(2, () => true)
  t.equal(school!.cells.count, all.length)
  t.equal(school!.cells.mean, formatNumber(mean(all)))
  t.equal(school!.cells['excellent.count'], all.filter((x) => x >= 127.5).length)

  const classMeans = cube.classIds.map((id) => mean(scoresOf(2, classRow(id))))
  t.equal(classes.length, 16)
  for (const row of classes) {
    const id = row.key.slice('class:'.length)
    const xs = scoresOf(2, classRow(id))
    const m = mean(xs)
    t.equal(row.cells.count, xs.length, `${row.cells.unit} 实考`)
    t.equal(row.cells.mean, formatNumber(m), `${row.cells.unit} 平均分`)
    t.equal(row.cells.meanGap, formatNumber(m - mean(all)), `${row.cells.unit} 均分差`)
    t.equal(row.cells.overMeanRate, formatNumber((m - mean(all)) / mean(all), { kind: 'percent' }))
    t.equal(row.cells.rank, 1 + classMeans.filter((other) => other > m).length, `${row.cells.unit} 排名`)
    t.equal(row.cells['pass.rate'], formatNumber(xs.filter((x) => x >= 90).length / xs.length, { kind: 'percent' }))
    t.equal(row.cells['low.count'], xs.filter((x) => x < 60).length)
  }
  t.same(
    classes.map((r) => r.cells.unit),
    Array.from({ length: 16 }, (_, i) => `高二(${i + 1})班`),
    'natural class order',
  )

  const chart = block(view, 'chart', 'mean-gap').chart
  t.equal(chart.kind, 'bar')
  t.equal(chart.labels.length, 8, 'eight 数学 teachers')
  const values = chart.series[0]!.values as number[]
  t.same(values, [...values].sort((a, b) => b - a), 'highest 均分差 first')
  const stats = block(view, 'stats', 'school')
  t.equal(stats.items.find((i) => i.label === '实考人数')!.value, all.length)
  const diagnosis = block(view, 'diagnosis', 'diagnosis')
  t.same(diagnosis.template, { category: 'teacher', type: '2' })
  t.equal(diagnosis.editable, true, 'a flagship school manager may edit')
  t.equal(view.blocks.at(-1)!.kind, 'diagnosis', 'the diagnosis closes the page')
})

t.test('teacher-report by teacher: each teacher over their classes', async (t) => {
  const rig = await shellRig(t)
  const view = await page(rig, 'demo-school-admin', 'teacher-report', '&pindex=2&tab=teacher')
  const rows = table(view, 'quality').rows.filter((r) => !r.pinned)
  t.equal(rows.length, 8)
  const jia = rows.find((r) => r.cells.teacher === '贾晓楷')!
  t.equal(jia.cells.unit, '高二(3)班、高二(4)班')
  const xs = [...scoresOf(2, classRow('1000125203')), ...scoresOf(2, classRow('1000125204'))]
  t.equal(jia.cells.count, xs.length)
  t.equal(jia.cells.mean, formatNumber(mean(xs)))
  t.equal(jia.cells.head, '高二(3)班', 'heads class 3 only')
  t.notOk(jia.drills, 'a teacher spans classes: no single group to drill')
})

t.test('teacher-report scope: a class director and a teacher see only their classes', async (t) => {
  const rig = await shellRig(t)
  const head = await page(rig, 'demo-head-teacher', 'teacher-report', '&pindex=2')
  t.same(table(head, 'quality').rows.filter((r) => !r.pinned).map((r) => r.key), ['class:1000125203'])
  t.notOk(head.blocks.some((b) => b.id === 'mean-gap'), 'the class director sees no whole teacher (贾晓楷 also teaches class 4)')
  const headByTeacher = await page(rig, 'demo-head-teacher', 'teacher-report', '&pindex=2&tab=teacher')
  t.equal(table(headByTeacher, 'quality').rows.filter((r) => !r.pinned).length, 0)

  const teacher = await page(rig, 'demo-teacher', 'teacher-report', '&pindex=2')
  t.same(table(teacher, 'quality').rows.filter((r) => !r.pinned).map((r) => r.key), ['class:1000125203', 'class:1000125204'])
  const byTeacher = await page(rig, 'demo-teacher', 'teacher-report', '&pindex=2&tab=teacher')
  t.same(table(byTeacher, 'quality').rows.filter((r) => !r.pinned).map((r) => r.cells.teacher), ['贾晓楷'])
  t.same(block(byTeacher, 'chart', 'mean-gap').chart.labels, ['贾晓楷'])
})

t.test('teacher-report: remote paging and sorting, drills, bad filters', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const get = async (url: string) => (await rig.app.inject({ url, headers: { cookie } })).json().data

  const second = (await get(`/report/bff/report-table?route=teacher-report&block=quality&${MIDTERM}&pindex=2&page=2&pageSize=5`)) as TableView
  t.same(second.paging, { page: 2, pageSize: 5, total: 16 })
  t.same(second.rows.filter((r) => !r.pinned).map((r) => r.cells.unit), ['高二(6)班', '高二(7)班', '高二(8)班', '高二(9)班', '高二(10)班'])
  t.equal(second.rows[0]!.pinned, true, 'the school stays on every page')

  const byMean = (await get(`/report/bff/report-table?route=teacher-report&block=quality&${MIDTERM}&pindex=2&page=1&pageSize=50&sortKey=mean&sortRule=desc`)) as TableView
  const means = byMean.rows.filter((r) => !r.pinned).map((r) => r.cells.mean as number)
  t.equal(means.length, 16)
  t.same(means, [...means].sort((a, b) => b - a))
  t.same(byMean.sort, { key: 'mean', rule: 'desc' })
  const unknownSort = (await get(`/report/bff/report-table?route=teacher-report&block=quality&${MIDTERM}&pindex=2&sortKey=teacher&sortRule=asc`)) as TableView
  t.equal(unknownSort.sort, null, 'a column the upstream cannot sort is left in roster order')

  const view = await page(rig, 'demo-school-admin', 'teacher-report', '&pindex=2')
  const row = table(view, 'quality').rows.find((r) => r.key === 'class:1000125203')!
  for (const key of ['count', 'excellent.count', 'low.count']) {
    const params = new URLSearchParams(row.drills![key]!)
    const drill = (await rig.app.inject({ url: `/report/bff/report-drill?${params.toString()}`, headers: { cookie } })).json() as DrillResponse
    t.equal(drill.code, 0, key)
    const { headcount, absent } = drill.data!.summary
    t.equal(headcount, row.cells[key], `${key}: the drill's 人数 (未考 apart, ${absent} of them) is the cell's count`)
    t.equal(drill.data!.paging.total, headcount + absent, `${key}: 实考 lists the class's 未考 students too, marked`)
  }

  for (const bad of ['&pindex=0', '&pindex=99', '&tab=nope', '&pindex=1&tab=']) {
    const fallback = await page(rig, 'demo-school-admin', 'teacher-report', bad)
    t.ok(fallback.blocks.length > 0, bad)
  }
  t.equal(filterValue(await page(rig, 'demo-school-admin', 'teacher-report', '&pindex=0'), 'pindex'), '1', '总分 is not a choice here: the first paper')
  t.equal(filterValue(await page(rig, 'demo-school-admin', 'teacher-report', '&tab=nope'), 'tab'), 'class')
})

const SAVE = '/report/bff/report-diagnosis'
const saveBody = (html: string, type = '2') => ({ examid: EXAMID, org: '0', template: { category: 'teacher', type }, name: '数学诊断', html })

async function save(rig: ShellRig, who: string, body: object, headers: Record<string, string> = {}) {
  const cookie = await rig.signIn(who)
  return rig.app.inject({ method: 'POST', url: SAVE, headers: { cookie, 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) })
}

t.test('teacher diagnosis: saved by an editing account, read back in the page, never shown to another user', async (t) => {
  const rig = await shellRig(t)
  const html = '<p>函数部分失分较多，<strong>建议加强</strong>。</p>'
  const saved = await save(rig, 'demo-school-admin', saveBody(html))
  t.equal(saved.statusCode, 200, saved.body)
  t.same(saved.json(), { code: 0, data: null }, 'the text is not echoed back')

  const mine = block(await page(rig, 'demo-school-admin', 'teacher-report', '&pindex=2'), 'diagnosis', 'diagnosis')
  t.equal(mine.html, html)
  t.equal(mine.name, '数学诊断')
  const otherPaper = block(await page(rig, 'demo-school-admin', 'teacher-report', '&pindex=1'), 'diagnosis', 'diagnosis')
  t.equal(otherPaper.html, '', 'another paper is another diagnosis')

  const colleague = block(await page(rig, 'demo-grade-admin', 'teacher-report', '&pindex=2'), 'diagnosis', 'diagnosis')
  t.equal(colleague.html, '', 'the grade director of the same school does not see it')
  t.equal(colleague.editable, true)
  t.equal(colleague.name, '教师诊断（数学）')
})

t.test('teacher diagnosis: a non-editing account reads only and is refused a save', async (t) => {
  const rig = await shellRig(t)
  for (const who of ['demo-city', 'demo-student']) {
    const view = await page(rig, who, 'teacher-report', '&pindex=2')
    t.equal(block(view, 'diagnosis', 'diagnosis').editable, false, `${who} reads only`)
    const refused = await save(rig, who, saveBody('<p>x</p>'))
    t.equal(refused.statusCode, 403, who)
    t.match(refused.json(), { code: 'BFF_ERR_REPORT_EDIT_FORBIDDEN', kind: 'forbidden' })
  }
  const bad = await save(rig, 'demo-school-admin', { ...saveBody('<p>x</p>'), name: 'x'.repeat(61) })
  t.equal(bad.statusCode, 400, 'the save body is validated')
  const foreign = await save(rig, 'demo-school-admin', { ...saveBody('<p>x</p>'), examid: '100252604210' })
  t.equal(foreign.statusCode, 403, 'an exam outside the scope: the upstream 403 mapped')
  const noSession = await rig.app.inject({ method: 'POST', url: SAVE, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(saveBody('<p>x</p>')) })
  t.equal(noSession.statusCode, 401)
})

t.test('teacher diagnosis: a cross-site POST is refused before anything is saved', async (t) => {
  const rig = await shellRig(t)
  const cross = await save(rig, 'demo-school-admin', saveBody('<p>csrf</p>'), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
  t.equal(cross.statusCode, 403)
  t.match(cross.json(), { code: 'BFF_ERR_CSRF' })
  const form = await rig.app.inject({ method: 'POST', url: SAVE, headers: { cookie: await rig.signIn('demo-school-admin'), 'content-type': 'text/plain' }, payload: JSON.stringify(saveBody('<p>csrf</p>')) })
  t.equal(form.statusCode, 415, 'a body a cross-site form could send is refused')
  t.equal(block(await page(rig, 'demo-school-admin', 'teacher-report', '&pindex=2'), 'diagnosis', 'diagnosis').html, '')
})

t.test('teacher diagnosis: a 10 MB image saves and reads back; a larger body is refused with 413', async (t) => {
  const rig = await shellRig(t)
  const image = Buffer.alloc(10_485_760, 3).toString('base64')
  const html = `<p><img src="data:image/png;base64,${image}"></p>`
  const saved = await save(rig, 'demo-school-admin', saveBody(html))
  t.equal(saved.statusCode, 200, saved.body.slice(0, 200))
  const back = block(await page(rig, 'demo-school-admin', 'teacher-report', '&pindex=2'), 'diagnosis', 'diagnosis')
  t.equal(back.html.length, html.length, 'the whole image comes back')

  const larger = Buffer.alloc(11 * 1024 * 1024, 3).toString('base64')
  const refused = await save(rig, 'demo-school-admin', saveBody(`<p><img src="data:image/png;base64,${larger}"></p>`))
  t.equal(refused.statusCode, 413)
  t.match(refused.json(), { code: 'BFF_ERR_INPUT_TOO_LARGE' })
})

t.test('student-report: the first class and its first student by default, with the cube’s numbers', async (t) => {
  const rig = await shellRig(t)
  const view = await page(rig, 'demo-school-admin', 'student-report')
  t.equal(view.title, '学生分析')
  t.equal(filterValue(view, 'group'), 'class:1000125201')
  const classes = view.filters.find((f) => f.key === 'group')!.options.map((o) => o.label)
  t.same(classes, Array.from({ length: 16 }, (_, i) => `高二(${i + 1})班`), 'natural class order')
  const roster = view.filters.find((f) => f.key === 'student')!.options
  const classOne = cube.students.filter((_, i) => classRow('1000125201')(i))
  t.same(roster.map((o) => o.value).sort(), classOne.map((s) => s.id).sort(), 'the class’s students')
  t.equal(filterValue(view, 'student'), roster[0]!.value, 'the first student of the roster')
  t.equal(filterValue(view, 'pindex'), '1', 'the first paper for the question blocks')

  const id = roster[0]!.value
  const row = cube.rowOf.get(id)!
  const total = cube.total[row]!
  const stats = block(view, 'stats', 'total')
  t.equal(stats.items.find((i) => i.label === '总分')!.value, formatNumber(total))
  const classTotals = scoresOf(0, classRow('1000125201'))
  const classRank = stats.items.find((i) => i.label === '班级排名')!
  t.equal(classRank.value, 1 + classTotals.filter((x) => x > total).length)
  t.equal(classRank.hint, `共 ${classTotals.length} 人`, 'the rank with the students of its scope')
  const allTotals = scoresOf(0, () => true)
  const allRank = stats.items.find((i) => i.label === '年级排名')!
  t.equal(allRank.value, 1 + allTotals.filter((x) => x > total).length)
  t.match(allRank.hint, new RegExp(`^共 ${allTotals.length} 人，超过 `))

  const papers = table(view, 'papers')
  t.same(papers.rows.map((r) => r.cells.subject), ['总分', '语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'])
  t.equal(papers.rows[0]!.pinned, true)
  for (const p of cube.papers) {
    const score = p.scores[row]!
    const cells = papers.rows.find((r) => r.key === `p${p.pindex}`)!.cells
    if (Number.isNaN(score)) t.equal(cells.score, '未考', p.subject)
    else {
      t.equal(cells.score, formatNumber(score), `${p.subject} 得分`)
      t.equal(cells.scoreRate, formatNumber(score / p.full, { kind: 'percent' }), `${p.subject} 得分率`)
    }
  }
  const radar = block(view, 'chart', 'score-rates').chart
  t.equal(radar.kind, 'radar')
  t.same(radar.series.map((s) => s.name), ['本人', '班级', '年级'])
  t.equal(radar.labels.length, 9)

  const questions = table(view, 'questions')
  const chinese = cube.papers.find((p) => p.pindex === 1)!
  t.equal(questions.rows.length, chinese.questions.length)
  const k = chinese.questions.length
  if (!Number.isNaN(chinese.scores[row]!)) {
    questions.rows.forEach((r, j) => {
      if (r.cells.got !== formatNumber(chinese.items[row * k + j]!)) t.fail(`question ${j + 1}: ${r.cells.got}`)
    })
  }
  t.ok(table(view, 'knowledge').rows.length > 0)
  t.ok(block(view, 'stats', 'weak').items.some((i) => i.label === '薄弱学科'))
  t.ok(block(view, 'chart', 'segments').description?.includes('分数段'))
})

t.test('student-report: a chosen class, student and paper; 未考 shown as such; bad filters fall back', async (t) => {
  const rig = await shellRig(t)
  // A student of the exam who missed one paper but not all.
  let row = -1
  let missed = cube.papers[0]!
  for (let i = 0; i < cube.students.length && row < 0; i++) {
    const gone = cube.papers.find((p) => Number.isNaN(p.scores[i]!))
    // Sat some paper (no 总分 though: rules/total-score).
    if (gone && cube.papers.some((p) => !Number.isNaN(p.scores[i]!))) {
      row = i
      missed = gone
    }
  }
  t.ok(row >= 0, 'the cube has a partly absent student')
  const student = cube.students[row]!
  const classId = cube.classIds[cube.classIndex[row]!]!
  const view = await page(rig, 'demo-school-admin', 'student-report', `&group=class:${classId}&student=${student.id}&pindex=${missed.pindex}`)
  t.equal(filterValue(view, 'student'), student.id)
  t.equal(table(view, 'papers').rows.find((r) => r.key === `p${missed.pindex}`)!.cells.score, '未考')
  t.ok(table(view, 'questions').rows.every((r) => r.cells.got === '未考' && r.cells.lost === '未考'), 'every question of the missed paper is 未考')

  const other = await page(rig, 'demo-school-admin', 'student-report', `&group=class:${classId}&student=nobody&pindex=0`)
  t.equal(filterValue(other, 'student'), other.filters.find((f) => f.key === 'student')!.options[0]!.value, 'an unknown student: the first')
  t.equal(filterValue(other, 'pindex'), '1', '总分 has no questions: the first paper')
  const wrongClass = await page(rig, 'demo-school-admin', 'student-report', '&group=class:999')
  t.equal(filterValue(wrongClass, 'group'), 'class:1000125201')
  const table2 = (await rig.app.inject({ url: `/report/bff/report-table?route=student-report&block=questions&${MIDTERM}&group=class:${classId}&student=${student.id}&pindex=${missed.pindex}`, headers: { cookie: await rig.signIn('demo-school-admin') } })).json().data as TableView
  t.equal(table2.rows.length, missed.questions.length, 'report-table serves the same table from the query alone')
})

t.test('student-report scope: a student or parent sees only themself; a class director only their class', async (t) => {
  const rig = await shellRig(t)
  for (const who of ['demo-student', 'demo-parent']) {
    const view = await page(rig, who, 'student-report', '&group=class:1000125201&student=100012520101')
    t.notOk(view.filters.some((f) => f.key === 'group'), `${who}: no class to choose`)
    const options = view.filters.find((f) => f.key === 'student')!.options
    t.equal(options.length, 1, `${who}: one student`)
    t.equal(filterValue(view, 'student'), options[0]!.value, 'another student asked for: themself instead')
    t.equal(block(view, 'stats', 'total').title?.includes('高二(3)班'), true)
  }
  const head = await page(rig, 'demo-head-teacher', 'student-report', '&group=class:1000125201')
  t.same(head.filters.find((f) => f.key === 'group')!.options.map((o) => o.value), ['class:1000125203'])
  t.equal(filterValue(head, 'group'), 'class:1000125203')
  t.equal(head.filters.find((f) => f.key === 'student')!.options.length, scoresOf(0, classRow('1000125203')).length + cube.students.filter((_, i) => classRow('1000125203')(i) && Number.isNaN(cube.total[i]!)).length)
})

t.test('teacher-report over six schools: each page pins the schools of its own rows, named, not every school of the view', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-city')
  const frame = 'route=teacher-report&examid=280162611180&org=0&pindex=2'
  const res = await rig.app.inject({ url: `/report/bff/report-page?${frame}`, headers: { cookie } })
  t.equal(res.statusCode, 200)
  const first = table(res.json().data as ReportPageView, 'quality')
  const schoolsOf = (q: TableView) => new Set(q.rows.filter((r) => !r.pinned).map((r) => String(r.cells.school)))
  const pinned = (q: TableView) => q.rows.filter((r) => r.pinned).map((r) => String(r.cells.unit))
  t.ok(first.paging && first.paging.total > first.paging.pageSize, 'more classes than one page')
  t.same(new Set(pinned(first)), schoolsOf(first), 'page 1: the schools of its rows, by name')
  t.ok(pinned(first).length < 6, 'fewer than the six schools of the view')
  const lastPage = Math.ceil(first.paging!.total / first.paging!.pageSize)
  const more = await rig.app.inject({ url: `/report/bff/report-table?${frame}&block=quality&page=${lastPage}&pageSize=${first.paging!.pageSize}`, headers: { cookie } })
  t.equal(more.statusCode, 200)
  const last = more.json().data as TableView
  t.same(new Set(pinned(last)), schoolsOf(last), 'the last page: the schools of its rows')
  t.notSame(pinned(last), pinned(first), 'another page, other schools')
})
