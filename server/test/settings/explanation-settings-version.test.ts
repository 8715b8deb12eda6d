// Issue 36: an explanation of a figure that reads settings (a rate's lines, a segment's step) names the
// settings version it was computed with — the version the exam was published against, with the time it
// was saved, or the exam's own setting — as the exam's info states it; a figure reading none names none.
// Against the reference upstream.
import t from 'tap'
import type { FigureExplanation } from '@report/contracts/bff/metric-definition'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { resetSettings } from '@report/fixtures/settings/store'
import { resetExamOwnSettings } from '@report/fixtures/settings/exam-own'
import { shellRig } from '../integration/shell-rig.ts'
import { tableBlock } from '../reports/report-rig.ts'

const json = { 'content-type': 'application/json' }
const MIDTERM = '100152611100' // 高二期中, 江州市第一中学
const OCTOBER = '100152610090' // 高二10月月考: left on the defaults
const MATH = '2'

t.test('after a new version and 重新发布, explanations name the version; the other exam names the defaults', async (t) => {
  resetSettings()
  resetExamOwnSettings()
  t.teardown(() => {
    resetSettings()
    resetExamOwnSettings()
  })
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const frame = (examid: string) => ({ examid, org: '0', grade: '高二' })
  const view = async (examid: string, route: string, extra: Record<string, string> = {}) =>
    (await rig.app.inject({ url: `/report/bff/report-page?${new URLSearchParams({ route, ...frame(examid), ...extra })}`, headers: { cookie } })).json().data as ReportPageView
  const explain = async (examid: string, route: string, cell: string, extra: Record<string, string> = {}) => {
    const res = await rig.app.inject({ url: `/report/bff/report-explain?${new URLSearchParams({ route, ...frame(examid), cell, ...extra })}`, headers: { cookie } })
    t.equal(res.statusCode, 200, `${route} ${cell}`)
    return res.json().data as FigureExplanation
  }

  // 优秀线 85 → 75 % for every subject; saved (a new version) and the midterm published again.
  const q = new URLSearchParams({ page: 'lineScore', grade: '高二' })
  const values = structuredClone((await rig.app.inject({ url: `/report/bff/settings?${q}`, headers: { cookie } })).json().data.values) as { subjects: Array<{ excellent: number }> }
  for (const s of values.subjects) s.excellent = 75
  t.equal((await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'lineScore', grade: '高二', values } })).statusCode, 200)
  t.equal((await rig.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: { examid: MIDTERM, org: 0 } })).statusCode, 200)

  const math = await view(MIDTERM, 'subject-report', { pindex: MATH })
  const total = tableBlock(math, 'rates').table.rows[0]!
  const excellent = await explain(MIDTERM, 'subject-report', `rates|${total.key}|excellent.rate`, { pindex: MATH })
  t.equal(excellent.shown, total.cells['excellent.rate'])
  t.match(excellent.settingsVersion, /^本次考试发布时的设置：第 1 版（\d{4}\/\d\d\/\d\d \d\d:\d\d 保存）$/, 'the published version and when it was saved')
  t.same(excellent.inputs.at(-1), { label: '设置版本', value: excellent.settingsVersion }, 'listed among the inputs')
  t.match(excellent.line?.text ?? '', /112\.5 分/, 'the line of that version: 75 % of 150')
  const count = await explain(MIDTERM, 'subject-report', `rates|${total.key}|excellent.count`, { pindex: MATH })
  t.equal(count.settingsVersion, excellent.settingsVersion, 'a rate\'s count reads the same lines')
  t.equal(math.settingsVersion, excellent.settingsVersion, 'the page\'s 指标说明 states the version its explanations name')
  const meanNote = math.notes.find((n) => n.term === '平均分')
  t.match(meanNote, { population: /未考不计入/, rounding: /保留 2 位小数/ }, 'an entry states whom it counts and its rounding (a printed report\'s appendix)')
  const mean = await explain(MIDTERM, 'subject-report', `figures|${total.key}|mean`, { pindex: MATH })
  t.equal(mean.settingsVersion, null, 'a mean reads no setting')
  t.notOk(mean.inputs.some((i) => i.label === '设置版本'))

  const october = await view(OCTOBER, 'report-segment', { pindex: MATH })
  const segments = tableBlock(october, 'segments').table
  const segment = await explain(OCTOBER, 'report-segment', `segments|${segments.rows[0]!.key}|${segments.explain!.find((k) => k !== 'total')!}`, { pindex: MATH })
  t.equal(segment.settingsVersion, '本次考试发布时的设置：系统默认（从未保存过设置）', 'an exam on the defaults')
  t.equal(october.settingsVersion, segment.settingsVersion, 'the page states it too')

  // The midterm's own 分数段 setting: its segments are computed with it, not with the grade's version.
  const own = { page: 'segment', grade: '高二', exam: { examid: MIDTERM, org: 0 } }
  const segmentValues = (await rig.app.inject({ url: `/report/bff/settings?${new URLSearchParams({ page: 'segment', grade: '高二', examid: MIDTERM, org: '0' })}`, headers: { cookie } })).json().data.values
  t.equal((await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { ...own, values: segmentValues } })).statusCode, 200)
  const midSegments = tableBlock(await view(MIDTERM, 'report-segment', { pindex: MATH }), 'segments').table
  const key = midSegments.explain!.find((k) => k !== 'total')!
  t.equal((await explain(MIDTERM, 'report-segment', `segments|${midSegments.rows[0]!.key}|${key}`, { pindex: MATH })).settingsVersion, '本考试单独设置', 'the exam\'s own segment setting')
  t.match((await explain(MIDTERM, 'subject-report', `rates|${total.key}|excellent.rate`, { pindex: MATH })).settingsVersion, /第 1 版/, 'its rates still read the published version')
  t.match((await view(MIDTERM, 'report-segment', { pindex: MATH })).settingsVersion, /分数段设置为本考试单独设置$/, 'the page names the exam\'s own setting')
})
