// Issue 19: the ranking and levelGrade settings wherever a student's rank is shown beyond the student tables:
// the student report (学生分析) and every student list a drill opens (spec 1 §2 ranking: "which ranks a
// report shows, and rank visibility per stage and role"; levelGrade 5/8/11/21). Each case saves a setting,
// publishes one exam and compares it with an exam left on the defaults; against the reference upstream.
import t from 'tap'
import type { DrillAnswer } from '@report/contracts/bff/drill'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { resetSettings } from '@report/fixtures/settings/store'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'
import { tableBlock } from '../reports/report-rig.ts'

const json = { 'content-type': 'application/json' }
const MIDTERM = '100152611100' // 高二期中, 江州市第一中学
const OCTOBER = '100152610090' // 高二10月月考

async function saveAndPublish(rig: ShellRig, cookie: string, page: string, edit: (values: never) => void, examid: string): Promise<void> {
  const q = new URLSearchParams({ page, grade: '高二' })
  const values = structuredClone((await rig.app.inject({ url: `/report/bff/settings?${q.toString()}`, headers: { cookie } })).json().data.values)
  edit(values as never)
  const saved = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page, grade: '高二', values } })
  if (saved.statusCode !== 200) throw new Error(`save ${page}: ${saved.body}`)
  const published = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: { examid, org: 0 } })
  if (published.statusCode !== 200) throw new Error(`publish ${examid}: ${published.body}`)
}

async function studentReport(rig: ShellRig, cookie: string, examid: string): Promise<ReportPageView> {
  const res = await rig.app.inject({ url: `/report/bff/report-page?${new URLSearchParams({ route: 'student-report', examid, org: '0', grade: '高二' }).toString()}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`student-report: ${res.body.slice(0, 300)}`)
  return res.json().data
}

async function passDrill(rig: ShellRig, cookie: string, examid: string): Promise<DrillAnswer> {
  const q = new URLSearchParams({ kind: 'rate', examid, org: '0', tgkey: 'all', pindex: '2', rate: 'pass' })
  const res = await rig.app.inject({ url: `/report/bff/report-drill?${q.toString()}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`drill: ${res.body.slice(0, 300)}`)
  return res.json().data
}

type Column = { key: string; title: string; children?: Column[] }
const leaves = (columns: readonly Column[]): Column[] => columns.flatMap((c) => (c.children ? leaves(c.children) : [c]))
const statLabels = (view: ReportPageView): string[] => {
  const block = view.blocks.find((b) => b.id === 'total')
  return block && block.kind === 'stats' ? block.items.map((i) => i.label) : []
}
const paperTitles = (view: ReportPageView): string[] => tableBlock(view, 'papers').table.columns.map((c) => c.title)
const RANK_TITLE = /排名|名次差/

t.test('高中 teachers set to levels: the student report and a drill show 等级 of the published count, not ranks', async (t) => {
  resetSettings()
  t.teardown(resetSettings)
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  await saveAndPublish(rig, cookie, 'levelGrade', (v: { count: number }) => {
    v.count = 5
  }, OCTOBER)
  await saveAndPublish(rig, cookie, 'ranking', (v: { visibility: { stage: string; teacher: string }[] }) => {
    v.visibility.find((s) => s.stage === 'senior')!.teacher = 'level'
  }, MIDTERM)

  const report = await studentReport(rig, cookie, MIDTERM)
  t.notOk(statLabels(report).some((l) => RANK_TITLE.test(l)), 'no rank in the head')
  t.ok(statLabels(report).includes('成绩等级'))
  const total = report.blocks.find((b) => b.id === 'total')
  const level = total && total.kind === 'stats' ? total.items.find((i) => i.label === '成绩等级')?.value : undefined
  t.ok(['A', 'B', 'C', 'D', 'E', '未考'].includes(String(level)), `the 总分 level is one of A–E (${String(level)})`)
  t.notOk(paperTitles(report).some((c) => RANK_TITLE.test(c)), 'no rank column in 各科成绩')
  t.ok(paperTitles(report).includes('成绩等级'))
  const rows = tableBlock(report, 'papers').table.rows
  t.ok(rows.every((r) => ['A', 'B', 'C', 'D', 'E', '未考'].includes(String(r.cells.rankLevel))), 'each paper: A–E or 未考')

  const drill = await passDrill(rig, cookie, MIDTERM)
  const titles = leaves(drill.columns as Column[]).map((c) => c.title)
  t.notOk(titles.some((c) => RANK_TITLE.test(c)), 'the drill: no rank column')
  t.same(titles.filter((c) => c === '等级').length, 2, 'the drill: 等级 under 总分 and 数学')
  t.ok(drill.rows.length > 0 && drill.rows.every((r) => ['A', 'B', 'C', 'D', 'E', '未考'].includes(String(r.cells['p2.level']))), 'every 数学 level one of A–E')

  // OCTOBER was published before the ranking change (version 1): ranks as before.
  const older = await studentReport(rig, cookie, OCTOBER)
  t.ok(statLabels(older).includes('班级排名'))
  t.notOk(statLabels(older).includes('成绩等级'))
  t.ok(paperTitles(older).includes('与总分名次差'))
  const olderDrill = leaves((await passDrill(rig, cookie, OCTOBER)).columns as Column[]).map((c) => c.title)
  t.ok(olderDrill.includes('排名') && olderDrill.includes('班排名'), 'the older exam\'s drill keeps its ranks')
  t.notOk(olderDrill.includes('等级'))
})

t.test('published scopes: only the class rank; a student set to hidden sees no rank and no level', async (t) => {
  resetSettings()
  t.teardown(resetSettings)
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  await saveAndPublish(rig, cookie, 'ranking', (v: { scopes: string[]; visibility: { stage: string; student: string }[] }) => {
    v.scopes = ['class']
    v.visibility.find((s) => s.stage === 'senior')!.student = 'hidden'
  }, MIDTERM)
  const staff = await studentReport(rig, cookie, MIDTERM)
  t.same(statLabels(staff).filter((l) => RANK_TITLE.test(l)), ['班级排名'], 'the head: the class rank alone')
  t.same(paperTitles(staff).filter((c) => RANK_TITLE.test(c)), ['班级排名'], '各科成绩: the class rank alone, no 年级排名 and no gap')
  const drill = leaves((await passDrill(rig, cookie, MIDTERM)).columns as Column[]).map((c) => c.title)
  t.same(drill.filter((c) => RANK_TITLE.test(c)), ['班排名', '班排名'], 'the drill: 班排名 under 总分 and 数学')

  const student = await rig.signIn('demo-student')
  const own = await studentReport(rig, student, MIDTERM)
  t.notOk(statLabels(own).some((l) => RANK_TITLE.test(l) || l === '成绩等级'), 'hidden: no rank, no level in the head')
  t.notOk(paperTitles(own).some((c) => RANK_TITLE.test(c) || c === '成绩等级'), 'hidden: none in 各科成绩')
  t.ok(statLabels(own).includes('总分'), 'the score stays')
  const ownOlder = await studentReport(rig, student, OCTOBER)
  t.ok(statLabels(ownOlder).includes('班级排名'), 'an exam on the defaults: the student keeps their ranks')
})
