// Issue 31 item 6: after a line change and 重新发布, every legend of the rates — the dashboard's and every
// report's 指标说明, the 成绩报表 note, 学科分析's 三率统计, 对比分析 (超均率) and the total report's 各科三率 —
// states the lines the figures were counted with, per subject where they differ; an exam left on the
// defaults keeps stating the defaults. Against the reference upstream.
import t, { type Test } from 'tap'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { MetricNote } from '@report/contracts/bff/metric-notes'
import { resetSettings } from '@report/fixtures/settings/store'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'
import { walkReports } from '../helpers/report-walk.ts'
import { cube, tableBlock } from '../reports/report-rig.ts'

const json = { 'content-type': 'application/json' }
const MIDTERM = '100152611100' // 高二期中, 江州市第一中学 (821 students)
const OCTOBER = '100152610090' // 高二10月月考: not published again, the defaults
const MATH = 2

type LineRow = { subject: string; full: number; excellent: number; good: number; pass: number; low: number }

/** 优秀线 85 → 75 % for every subject, 数学 at 80/65/55/35 %, as a school manager saves them; then 重新发布. */
async function changeLines(t: Test, rig: ShellRig, cookie: string): Promise<void> {
  const q = new URLSearchParams({ page: 'lineScore', grade: '高二' })
  const values = structuredClone((await rig.app.inject({ url: `/report/bff/settings?${q.toString()}`, headers: { cookie } })).json().data.values) as { mode: string; subjects: LineRow[] }
  t.equal(values.mode, 'ratio')
  for (const s of values.subjects) Object.assign(s, s.subject === '数学' ? { excellent: 80, good: 65, pass: 55, low: 35 } : { excellent: 75 })
  const saved = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'lineScore', grade: '高二', values } })
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.body}`)
  const published = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: { examid: MIDTERM, org: 0 } })
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`)
}

async function page(rig: ShellRig, cookie: string, route: string, examid: string, extra: Record<string, string> = {}): Promise<ReportPageView> {
  const res = await rig.app.inject({ url: `/report/bff/report-page?${new URLSearchParams({ route, examid, org: '0', grade: '高二', ...extra }).toString()}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`${route}: ${res.body.slice(0, 300)}`)
  return res.json().data
}

const note = (view: ReportPageView, term: string): MetricNote => {
  const found = view.notes.find((n) => n.term === term)
  if (!found) throw new Error(`${view.route}: no 指标说明 ${term}`)
  return found
}

/** The BFF and the reference upstream, the midterm re-published on the changed lines; the school manager's cookie. */
async function republished(t: Test): Promise<{ rig: ShellRig; cookie: string }> {
  resetSettings()
  t.teardown(resetSettings)
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  await changeLines(t, rig, cookie)
  return { rig, cookie }
}

t.test('after 优秀线 85 → 75 % (数学 80/65/55/35 %) and 重新发布, every rate legend states the published lines', async (t) => {
  const { rig, cookie } = await republished(t)

  const dashboard = await page(rig, cookie, 'dashboard', MIDTERM)
  t.equal(note(dashboard, '优秀率').formula, '得分 ≥ 75 %·W 的人数 / N', 'dashboard 指标说明: 75 %')
  t.match(note(dashboard, '优秀率').note, /其中数学 80 %·W/, 'and 数学 at 80 %')
  t.equal(note(dashboard, '及格率').formula, '得分 ≥ 60 %·W 的人数 / N')
  t.match(note(dashboard, '及格率').note, /其中数学 55 %·W/)

  const score = await page(rig, cookie, 'score-report', MIDTERM)
  const scoreNote = tableBlock(score, 'papers').description ?? ''
  t.match(scoreNote, /优秀、良好、及格为得分不低于满分的 75 %、70 %、60 %，低分为低于满分的 40 %；数学为不低于满分的 80 %、65 %、55 %，低于满分的 35 %/, '成绩报表 note')
  t.notMatch(scoreNote, /85|默认线/)
  t.match(note(score, '低分率').note, /其中数学 35 %·W/, '成绩报表 指标说明')

  const math = await page(rig, cookie, 'subject-report', MIDTERM, { pindex: String(MATH) })
  t.match(tableBlock(math, 'rates').description, /^优秀、良好、及格为得分不低于满分 150 的 80 %、65 %、55 %（120、97\.5、82\.5 分），低分为低于满分 150 的 35 %（52\.5 分）/, '学科分析 数学 三率统计')
  t.equal(note(math, '优秀率').formula, '得分 ≥ 80 %·W 的人数 / N')
  t.match(note(math, '优秀率').note, /数学满分 150，优秀线 120 分/)
  const chinese = await page(rig, cookie, 'subject-report', MIDTERM, { pindex: '1' })
  t.match(tableBlock(chinese, 'rates').description, /不低于满分 150 的 75 %、70 %、60 %（112\.5、105、90 分）/, '学科分析 语文: 75 %')

  const contrast = await page(rig, cookie, 'report-contrast', MIDTERM)
  t.match(tableBlock(contrast, 'contrast').description, /优秀、及格为得分不低于满分的 75 %、60 %；数学为不低于满分的 80 %、55 %/, '超均率 page')
  t.notMatch(tableBlock(contrast, 'contrast').description, /默认线|85 %/)

  const total = await page(rig, cookie, 'total-report', MIDTERM)
  t.match(tableBlock(total, 'rates').description, /不低于满分的 75 %、70 %、60 %.*数学为不低于满分的 80 %、65 %、55 %/, '总体分析报告 各科三率 (printed in the PDF)')

  // The figures are the ones the legend describes: 数学 优秀 = scores ≥ 120 of 150, counted by hand from the scores.
  const scores = cube(MIDTERM).papers.find((p) => p.pindex === MATH)!.scores
  let atLeast = 0
  for (const x of scores) if (x >= 120) atLeast++
  const whole = tableBlock(math, 'rates').table.rows[0]!
  t.equal(whole.cells['excellent.count'], atLeast, `数学 优秀 人数 = #(score ≥ 120) = ${atLeast}`)

  // The exam left on the defaults: its legends keep 85 %.
  const older = await page(rig, cookie, 'dashboard', OCTOBER)
  t.equal(note(older, '优秀率').formula, '得分 ≥ 85 %·W 的人数 / N', 'the older exam: 85 %')
  t.notMatch(note(older, '优秀率').note, /其中/)
  const olderMath = await page(rig, cookie, 'subject-report', OCTOBER, { pindex: String(MATH) })
  t.match(tableBlock(olderMath, 'rates').description, /满分 150 的 85 %、70 %、60 %（127\.5、105、90 分）/)
})

t.test('no report page of the re-published exam states a default line', async (t) => {
  const { rig, cookie } = await republished(t)
  const visits = await walkReports({ examid: MIDTERM, org: '0', grade: '高二' }, async (path, params) => {
    const res = await rig.app.inject({ url: `${path}?${new URLSearchParams(params).toString()}`, headers: { cookie } })
    return { status: res.statusCode, body: res.json() }
  })
  const pages = visits.filter((v) => v.kind === 'page' && v.answer.status === 200).map((v) => (v.answer.body as { data: ReportPageView }).data)
  t.ok(pages.length > 20, `${pages.length} pages`)
  let rateNotes = 0
  for (const view of pages) {
    for (const n of view.notes.filter((n) => /^(优秀|良好|及格|低分)率$/.test(n.term))) {
      rateNotes++
      t.notMatch(`${n.formula} ${n.note}`, /85 %|默认/, `${view.route} ${n.term}: ${n.formula}`)
      t.match(n.formula, /(75|70|60|40|80) %·W/, `${view.route} ${n.term}: the exam's line`)
    }
    for (const block of view.blocks) t.notMatch(block.description ?? '', /默认线|85 %、70 %、60 %/, `${view.route} ${block.id}: no default lines`)
  }
  t.ok(rateNotes >= 30, `${rateNotes} rate notes checked`)
})
