// Issue 19: the settings reports read through the version an exam is published against, as the pages
// show them (spec 1 §2 indicator parameter settings; spec 2 §2 "saved changes apply only to newly
// published exam analyses"). Each case saves a setting, publishes one exam and compares it with an
// exam left on the defaults; against the reference upstream.
import t from 'tap'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { resetSettings } from '@report/fixtures/settings/store'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'
import { tableBlock } from '../reports/report-rig.ts'

const json = { 'content-type': 'application/json' }
const MIDTERM = '100152611100' // 高二期中, 江州市第一中学
const OCTOBER = '100152610090' // 高二10月月考

async function saveAndPublish(rig: ShellRig, cookie: string, grade: string, page: string, edit: (values: never) => void, examid: string): Promise<void> {
  const q = new URLSearchParams({ page, grade })
  const values = structuredClone((await rig.app.inject({ url: `/report/bff/settings?${q.toString()}`, headers: { cookie } })).json().data.values)
  edit(values as never)
  const saved = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page, grade, values } })
  if (saved.statusCode !== 200) throw new Error(`save ${page}: ${saved.body}`)
  const published = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: { examid, org: 0 } })
  if (published.statusCode !== 200) throw new Error(`publish ${examid}: ${published.body}`)
}

async function page(rig: ShellRig, cookie: string, params: Record<string, string>): Promise<ReportPageView> {
  const res = await rig.app.inject({ url: `/report/bff/report-page?${new URLSearchParams({ org: '0', ...params }).toString()}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`${params.route}: ${res.body.slice(0, 300)}`)
  return res.json().data
}

const leafTitles = (view: ReportPageView, id: string): string[] => {
  const out: string[] = []
  const walk = (columns: ReadonlyArray<{ title: string; children?: unknown }>) => {
    for (const c of columns) {
      if (Array.isArray(c.children)) walk(c.children as never)
      else out.push(c.title)
    }
  }
  walk(tableBlock(view, id).table.columns)
  return out
}

t.test('segment start: the published exam counts from it, the older one from 0', async (t) => {
  resetSettings()
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  await saveAndPublish(rig, cookie, '高二', 'segment', (v: { subjects: { subject: string; start: number; step: number }[] }) => {
    const math = v.subjects.find((s) => s.subject === '数学')!
    math.start = 60
    math.step = 20
  }, MIDTERM)
  const segmentPage = (examid: string) => page(rig, cookie, { route: 'report-segment', examid, grade: '高二', pindex: '2' })
  const fresh = await segmentPage(MIDTERM)
  t.match(fresh.subtitle, /数学 · 满分 150 · 每 20 分一段 · 60 分以下为一段/)
  const titles = leafTitles(fresh, 'segments')
  t.equal(titles.at(-1), '[0, 60)', 'the lowest column is everything under the start')
  t.ok(titles.includes('[60, 80)'), 'then steps of 20 from 60')
  const old = await segmentPage(OCTOBER)
  t.match(old.subtitle, /每 10 分一段$/, 'the older exam: no start')
  t.notOk(leafTitles(old, 'segments').includes('[0, 60)'))
})

const subtreeTitles = (view: ReportPageView, id: string, group: string): string[] => {
  const column = tableBlock(view, id).table.columns.find((c) => c.title === group)
  return (column?.children ?? []).map((c) => c.title)
}

t.test('ranking and levelGrade: 高中 teachers set to levels see 等级 of the published count, not ranks', async (t) => {
  resetSettings()
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  await saveAndPublish(rig, cookie, '高二', 'levelGrade', (v: { count: number }) => {
    v.count = 5
  }, OCTOBER)
  await saveAndPublish(rig, cookie, '高二', 'ranking', (v: { visibility: { stage: string; teacher: string }[] }) => {
    v.visibility.find((s) => s.stage === 'senior')!.teacher = 'level'
  }, MIDTERM)
  const ranking = (examid: string) => page(rig, cookie, { route: 'report-ranking', examid, grade: '高二' })
  const fresh = await ranking(MIDTERM)
  t.same(subtreeTitles(fresh, 'ranking', '总分'), ['分数', '等级'], '总分: the score and its level, no rank')
  const rows = tableBlock(fresh, 'ranking').table.rows
  t.equal(rows[0]!.cells['p0.level'], 'A', 'the best 总分 is level A (5 levels, A–E)')
  t.ok(rows.every((r) => ['A', 'B', 'C', 'D', 'E', '未考'].includes(String(r.cells['p0.level']))), 'every level one of A–E or 未考')
  const head = fresh.blocks.find((b) => b.id === 'top')
  t.match(head, { kind: 'stats', items: [{ hint: '等级 A' }] }, 'the head: levels, not ranks')
  const subject = await page(rig, cookie, { route: 'subject-report', examid: MIDTERM, grade: '高二', pindex: '2' })
  t.same(tableBlock(subject, 'top').table.columns.map((c) => c.title), ['姓名', '班级', '分数', '等级'], 'the subject report\'s top students: 等级 instead of 名次')

  // OCTOBER was published before the ranking change: version 1, ranks as before.
  const older = await ranking(OCTOBER)
  t.same(subtreeTitles(older, 'ranking', '总分'), ['分数', '排名', '班排名'])
  t.match(older.blocks.find((b) => b.id === 'top'), { items: [{ hint: '排名 1' }] })
})

t.test('ranking scopes: only the published ranks are columns; a student set to hidden sees none', async (t) => {
  resetSettings()
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  await saveAndPublish(rig, cookie, '高二', 'ranking', (v: { scopes: string[]; visibility: { stage: string; student: string }[] }) => {
    v.scopes = ['class']
    v.visibility.find((s) => s.stage === 'senior')!.student = 'hidden'
  }, MIDTERM)
  const staff = await page(rig, cookie, { route: 'report-ranking', examid: MIDTERM, grade: '高二' })
  t.same(subtreeTitles(staff, 'ranking', '总分'), ['分数', '班排名'], 'class rank only')
  const student = await rig.signIn('demo-student')
  const own = await page(rig, student, { route: 'report-ranking', examid: MIDTERM, grade: '高二' }, )
  t.same(subtreeTitles(own, 'ranking', '总分'), ['分数'], 'hidden: the score alone')
  t.match(own.blocks.find((b) => b.id === 'top'), { title: '我的总分' })
  const otherExam = await page(rig, student, { route: 'report-ranking', examid: OCTOBER, grade: '高二' })
  t.same(subtreeTitles(otherExam, 'ranking', '总分'), ['分数', '排名', '班排名'], 'an exam on the defaults: the student keeps their ranks')
})

t.test('summary: the published exam\'s total report lists the set number of top students and drops the diagnosis', async (t) => {
  resetSettings()
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  await saveAndPublish(rig, cookie, '高二', 'summary', (v: { showDiagnosis: boolean; showTopStudents: boolean; topStudentCount: number }) => {
    v.showDiagnosis = false
    v.topStudentCount = 5
  }, MIDTERM)
  const total = (examid: string) => page(rig, cookie, { route: 'total-report', examid, grade: '高二' })
  const fresh = await total(MIDTERM)
  const top = tableBlock(fresh, 'top')
  t.equal(top.title, '总分前 5 名')
  t.ok(top.table.rows.length >= 5 && top.table.rows.length < 10, `five students (and ties): ${top.table.rows.length}`)
  t.notOk(fresh.blocks.some((b) => b.id === 'diagnosis'), 'no 总体诊断')
  const older = await total(OCTOBER)
  t.equal(tableBlock(older, 'top').title, '总分前十名')
  t.ok(tableBlock(older, 'top').table.rows.length >= 10)
  t.ok(older.blocks.some((b) => b.id === 'diagnosis'), 'the older exam keeps its diagnosis')

  await saveAndPublish(rig, cookie, '高二', 'summary', (v: { showTopStudents: boolean }) => {
    v.showTopStudents = false
  }, MIDTERM)
  t.notOk((await total(MIDTERM)).blocks.some((b) => b.id === 'top'), 'top students off: no table')
})

t.test('gradingScore: the 等级赋分 tool starts from the published exam\'s rule, zero choice and subjects', async (t) => {
  resetSettings()
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  await saveAndPublish(rig, cookie, '高二', 'gradingScore', (v: { rule: string; includeZero: boolean; subjects: { subject: string; enabled: boolean }[] }) => {
    v.rule = 'r312'
    v.includeZero = false
    for (const s of v.subjects) s.enabled = s.subject === '化学' || s.subject === '语文'
  }, MIDTERM)
  const tool = async (examid: string) => {
    const res = await rig.app.inject({ url: `/report/bff/level-score/exam?examid=${examid}&org=0`, headers: { cookie } })
    t.equal(res.statusCode, 200, `level-score/exam ${examid}`)
    return res.json().data as { subjects: { subject: string; selected: boolean }[]; defaults?: { presetId: string; includeZero: boolean } }
  }
  const fresh = await tool(MIDTERM)
  t.same(fresh.defaults, { presetId: '3+1+2', includeZero: false })
  t.same(fresh.subjects.filter((s) => s.selected).map((s) => s.subject), ['化学'], '化学 only: 语文 is enabled but 3+1+2 does not convert it')
  const older = await tool(OCTOBER)
  t.equal(older.defaults, undefined, 'the older exam: the tool\'s own defaults')
  t.ok(older.subjects.filter((s) => s.selected).length > 5, 'every paper selected')
})
