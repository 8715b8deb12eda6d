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
