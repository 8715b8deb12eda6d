// Issue 19: the contrast setting's 对比指标 reach 历史对比 (spec 1 §2 indicator parameter settings: contrast;
// spec 2 §2 "saved changes apply only to newly published exam analyses"). A comparison's content shows the
// metrics of the settings version its newest exam is published against; a comparison whose newest exam is
// on the defaults shows every figure as before. Against the reference upstream.
import t from 'tap'
import type { CompareView, ContrastCreateView } from '@report/contracts/bff/contrast'
import { resetSettings } from '@report/fixtures/settings/store'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'
import type { Teardown } from '../helpers/build.ts'

const json = { 'content-type': 'application/json' }
const ADMIN = 'demo-school-admin'
const SEPTEMBER = { examid: '100152609200', org: 0 }
const OCTOBER = { examid: '100152610090', org: 0 }
const MIDTERM = { examid: '100152611100', org: 0 } // 高二期中, 江州市第一中学: the newest

async function rig(t: Teardown): Promise<ShellRig> {
  const env = { UPSTREAM_CONTRAST_QUEUE_MS: '0', UPSTREAM_CONTRAST_BUILD_MS: '0' }
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    return await shellRig(t)
  } finally {
    for (const key of Object.keys(env)) if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
}

async function saveMetricsAndPublish(r: ShellRig, cookie: string, metrics: string[]): Promise<void> {
  const q = new URLSearchParams({ page: 'contrast', grade: '高二' })
  const values = structuredClone((await r.app.inject({ url: `/report/bff/settings?${q.toString()}`, headers: { cookie } })).json().data.values)
  values.metrics = metrics
  const saved = await r.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'contrast', grade: '高二', values } })
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.body}`)
  const published = await r.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: MIDTERM })
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`)
}

async function built(r: ShellRig, cookie: string, name: string, exams: object[]): Promise<string> {
  const made = await r.app.inject({ method: 'POST', url: '/report/bff/contrast/create', headers: { cookie, ...json }, payload: { name, exams, subjects: ['语文', '数学'] } })
  if (made.statusCode !== 200) throw new Error(`create: ${made.body}`)
  const id = made.json().data.id as string
  for (let i = 0; i < 200; i++) {
    const s = (await r.app.inject({ url: `/report/bff/contrast/${id}/status`, headers: { cookie } })).json().data
    if (s.done || s.status === 3) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return id
}

/** The column titles under the table's last exam. */
function lastExamColumns(view: CompareView): string[] {
  const columns = view.tables[0]!.columns as Array<{ title: string; group?: string }>
  const last = columns.at(-1)!.group
  return columns.filter((c) => c.group === last).map((c) => c.title)
}

t.test('对比指标: a comparison up to a published exam shows the chosen figures; one of older exams every figure', async (t) => {
  resetSettings()
  t.teardown(resetSettings)
  const r = await rig(t)
  const cookie = await r.signIn(ADMIN)
  await saveMetricsAndPublish(r, cookie, ['mean', 'rank'])
  const fresh = await built(r, cookie, '到期中', [SEPTEMBER, OCTOBER, MIDTERM])
  const older = await built(r, cookie, '到10月', [SEPTEMBER, OCTOBER])
  const multi = async (id: string): Promise<CompareView> => (await r.app.inject({ url: `/report/bff/compare/multi?id=${id}`, headers: { cookie } })).json().data

  const a = await multi(fresh)
  t.same(lastExamColumns(a), ['实考', '未考', '平均分', '超均率', '排名', '名次变化'], 'mean and rank: no rates')
  t.equal(a.tables[0]!.rows[1]!.cells.length, 1 + 3 * 6, 'six cells per exam, every exam')
  t.same(a.charts.map((c) => c.yTitle), ['平均分', '超均率（%）'], 'the mean trends stay')
  const school: CompareView = (await r.app.inject({ url: `/report/bff/compare/school?school=10001&id=${fresh}`, headers: { cookie } })).json().data
  t.same(lastExamColumns(school), ['实考', '未考', '平均分', '超均率', '排名', '名次变化'], 'the classes too')

  const b = await multi(older)
  t.same(lastExamColumns(b), ['实考', '未考', '平均分', '超均率', '优秀率', '良好率', '及格率', '排名', '名次变化'], 'the older comparison: every figure as before')

  // Set again and re-publish: the comparison up to the exam follows; the older one does not move.
  await saveMetricsAndPublish(r, cookie, ['passRate'])
  const again = await multi(fresh)
  t.same(lastExamColumns(again), ['实考', '未考', '及格率'])
  t.same(again.charts, [], 'no 平均分 among the metrics: no mean trends')
  t.same(lastExamColumns(await multi(older)), ['实考', '未考', '平均分', '超均率', '优秀率', '良好率', '及格率', '排名', '名次变化'])
})

/** Saves `page` with `edit` applied to its current values (none: as they are) and re-publishes the midterm. */
async function saveAndPublish(r: ShellRig, cookie: string, page: string, edit: (values: Record<string, unknown>) => void = () => {}): Promise<void> {
  const q = new URLSearchParams({ page, grade: '高二' })
  const values = structuredClone((await r.app.inject({ url: `/report/bff/settings?${q.toString()}`, headers: { cookie } })).json().data.values)
  edit(values)
  const saved = await r.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page, grade: '高二', values } })
  if (saved.statusCode !== 200) throw new Error(`save ${page}: ${saved.body}`)
  const published = await r.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: MIDTERM })
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`)
}

t.test('issue 31 item 7: the defaults saved show what the defaults unsaved show', async (t) => {
  resetSettings()
  t.teardown(resetSettings)
  const r = await rig(t)
  const cookie = await r.signIn(ADMIN)
  const multi = async (id: string): Promise<CompareView> => (await r.app.inject({ url: `/report/bff/compare/multi?id=${id}`, headers: { cookie } })).json().data
  const EVERY = ['实考', '未考', '平均分', '超均率', '优秀率', '良好率', '及格率', '排名', '名次变化']
  const unsaved = await multi(await built(r, cookie, '未保存', [SEPTEMBER, OCTOBER, MIDTERM]))
  t.same(lastExamColumns(unsaved), EVERY, 'version 0: every figure')

  // Only 分数线 saved (对比设置 untouched), then 重新发布: the comparison's columns do not move.
  await saveAndPublish(r, cookie, 'lineScore', (v) => {
    for (const s of v.subjects as Array<{ excellent: number }>) s.excellent = 80
  })
  const afterLines = await multi(await built(r, cookie, '只改分数线', [SEPTEMBER, OCTOBER, MIDTERM]))
  t.same(lastExamColumns(afterLines), EVERY, 'a saved version with the default 对比设置: every figure')
  t.same(afterLines.charts.map((c) => c.yTitle), unsaved.charts.map((c) => c.yTitle), 'the same trends')

  // The 对比设置 page saved as it stands (the system defaults): still every figure.
  await saveAndPublish(r, cookie, 'contrast')
  t.same(lastExamColumns(await multi(await built(r, cookie, '保存默认', [SEPTEMBER, OCTOBER, MIDTERM]))), EVERY, 'the defaults saved: every figure')
})

t.test('对比考试数: the create page starts with the newest exam and the examCount before it once that exam is published', async (t) => {
  resetSettings()
  t.teardown(resetSettings)
  const r = await rig(t)
  const cookie = await r.signIn(ADMIN)
  const createView = async (): Promise<ContrastCreateView> => (await r.app.inject({ url: '/report/bff/contrast/create', headers: { cookie } })).json().data
  const before = await createView()
  t.same(before.defaults, [], 'every exam on the defaults: nothing chosen, as before')
  const cohort = before.exams.find((e) => e.examid === MIDTERM.examid)!.cohortKey
  const newestFirst = before.exams.filter((e) => e.cohortKey === cohort).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
  // The cohort's newest exam, 江州六校's 11月联考, is organised by this school: it anchors the default.
  const newest = newestFirst[0]!
  t.match(newest.name, /联考/)

  const q = new URLSearchParams({ page: 'contrast', grade: '高二' })
  const values = (await r.app.inject({ url: `/report/bff/settings?${q.toString()}`, headers: { cookie } })).json().data.values
  await r.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'contrast', grade: '高二', values: { ...values, examCount: 2 } } })
  t.same((await createView()).defaults, [], 'saved but not published: still nothing')
  // Publishing an older exam does not anchor it: the cohort's newest own exam is still on the defaults.
  await r.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: MIDTERM })
  t.same((await createView()).defaults, [], 'the newest own exam on the defaults: nothing')
  const published = await r.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: { examid: newest.examid, org: newest.org } })
  t.equal(published.statusCode, 200)
  const after = await createView()
  t.same(after.defaults, [{ cohortKey: cohort, examCount: 2, exams: newestFirst.slice(0, 3).map((e) => `${e.examid}:${e.org}`) }], 'the 联考 and the two exams before it')
  t.equal(after.defaults[0]!.exams[1], `${MIDTERM.examid}:0`, 'the midterm second')
})
