// Issue 32: an exam's own settings beside its grade's (spec 2 §7 /obt/v1/exam/cfgs, /mod/v1/exam/cfgs,
// /mod/v1/exam/setsegments, /mod/v1/exam/rankscale): the 分数段 and 名次段 pages of one exam show and save
// its own segment steps and rank cut-offs, its reports follow them at once, other exams keep the grade's,
// and 恢复年级设置 returns it to them; against the reference upstream.
import t from 'tap'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { SettingsView } from '@report/contracts/bff/settings'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { resetExamOwnSettings } from '@report/fixtures/settings/exam-own'
import { resetSettings } from '@report/fixtures/settings/store'
import { buildBff, listen, type Teardown } from '../helpers/build.ts'
import { NOW } from '../integration/shell-rig.ts'
import { tableBlock } from '../reports/report-rig.ts'

const json = { 'content-type': 'application/json' }
const MIDTERM = '100152611100' // 高二期中, 江州市第一中学
const OCTOBER = '100152610090' // 高二10月月考
const ADMIN = 'fxtoken=demo-school-admin'

async function rig(t: Teardown) {
  resetSettings()
  resetExamOwnSettings()
  t.teardown(resetExamOwnSettings)
  const upstream = buildUpstream({ now: () => NOW })
  const asked: string[] = []
  let rewrite: ((data: Record<string, unknown>) => void) | null = null
  upstream.addHook('onRequest', async (request) => {
    asked.push(`${request.method} ${request.url.split('?')[0]}`)
  })
  upstream.addHook('onSend', async (request, _reply, payload) => {
    if (!rewrite || !request.url.startsWith('/report/obt/v1/exam/cfgs')) return payload
    const answer = JSON.parse(String(payload)) as { data: Record<string, unknown> }
    rewrite(answer.data)
    return JSON.stringify(answer)
  })
  const app = await buildBff(t, await listen(t, upstream))
  const settings = async (params: Record<string, string>, cookie = ADMIN): Promise<SettingsView> =>
    (await app.inject({ url: `/report/bff/settings?${new URLSearchParams(params).toString()}`, headers: { cookie } })).json().data
  const post = (url: string, payload: object, cookie = ADMIN) => app.inject({ method: 'POST', url: `/report/bff${url}`, headers: { cookie, ...json }, payload })
  const report = async (params: Record<string, string>): Promise<ReportPageView> =>
    (await app.inject({ url: `/report/bff/report-page?${new URLSearchParams({ org: '0', grade: '高二', ...params }).toString()}`, headers: { cookie: ADMIN } })).json().data
  return { asked, settings, post, report, setRewrite: (f: typeof rewrite) => (rewrite = f) }
}

const mathOf = (values: unknown) => (values as { subjects: Array<{ subject: string; step: number }> }).subjects.find((s) => s.subject === '数学')!

t.test('segment steps of one exam: the grade\'s shown until it has its own; saved, its 分数段 page follows at once, the other exam keeps the grade\'s; 恢复年级设置 undoes it', async (t) => {
  const r = await rig(t)
  const grade = await r.settings({ page: 'segment', grade: '高二' })
  const row = grade.exams.find((e) => e.examid === MIDTERM)!
  t.equal(row.ownHref, `/report/config/segment?grade=%E9%AB%98%E4%BA%8C&examid=${MIDTERM}&org=0`, 'each exam of the grade links to its own settings')
  t.equal(grade.exam, null)

  const q = { page: 'segment', grade: '高二', examid: MIDTERM, org: '0' }
  const before = await r.settings(q)
  t.ok(r.asked.includes('GET /report/obt/v1/exam/cfgs'), 'the exam\'s settings are the platform\'s /obt/v1/exam/cfgs')
  t.match(before, { allowed: true, exam: { examid: MIDTERM, own: false }, exams: [] })
  t.match(before.versionLabel, /沿用年级设置（系统默认）/)
  t.equal(mathOf(before.values).step, mathOf(grade.values).step, 'an exam without its own shows its grade\'s')

  // The view is the platform's answer: another step there, another step on the form.
  r.setRewrite((d) => mathOf(d['segment']).step = 7)
  t.equal(mathOf((await r.settings(q)).values).step, 7)
  r.setRewrite(null)

  const values = structuredClone(before.values)
  mathOf(values).step = 20
  r.asked.length = 0
  const saved = await r.post('/settings/save', { page: 'segment', grade: '高二', values, exam: { examid: MIDTERM, org: 0 } })
  t.equal(saved.statusCode, 200, saved.body)
  t.match(saved.json().data.message, /本考试的单独设置/)
  t.same(r.asked.filter((a) => a.startsWith('POST /report/mod/') || a.startsWith('POST /report/analysis/')), ['POST /report/mod/v1/exam/setsegments'])

  const after = await r.settings(q)
  t.match(after, { exam: { own: true } })
  t.match(after.versionLabel, /本考试单独设置/)
  t.equal(mathOf(after.values).step, 20)
  t.match((await r.report({ route: 'report-segment', examid: MIDTERM, pindex: '2' })).subtitle, /数学 · 满分 150 · 每 20 分一段/, 'the exam\'s report follows at once, no publishing')
  t.match((await r.report({ route: 'report-segment', examid: OCTOBER, pindex: '2' })).subtitle, /每 10 分一段/, 'the other exam keeps the grade\'s')
  t.equal(mathOf((await r.settings({ page: 'segment', grade: '高二' })).values).step, mathOf(grade.values).step, 'the grade\'s settings are not touched')

  r.asked.length = 0
  const followed = await r.post('/settings/exam/follow', { page: 'segment', exam: { examid: MIDTERM, org: 0 } })
  t.equal(followed.statusCode, 200, followed.body)
  t.ok(r.asked.includes('POST /report/mod/v1/exam/cfgs'))
  t.match(await r.settings(q), { exam: { own: false } })
  t.match((await r.report({ route: 'report-segment', examid: MIDTERM, pindex: '2' })).subtitle, /每 10 分一段/)
})

t.test('rank cut-offs of one exam through /mod/v1/exam/rankscale; teachers read, a bad cut-off is refused with the shared rules\' message', async (t) => {
  const r = await rig(t)
  const q = { page: 'rankScale', grade: '高二', examid: MIDTERM, org: '0' }
  const before = await r.settings(q)
  const bands = async (examid = MIDTERM) => tableBlock(await r.report({ route: 'report-byRankScale', examid }), 'rank-scale').table.columns.map((c) => c.title)
  t.ok((await bands()).includes('前50名'), 'the grade\'s cut-offs before')
  const saved = await r.post('/settings/save', { page: 'rankScale', grade: '高二', values: { cutoffs: [15, 45] }, exam: { examid: MIDTERM, org: 0 } })
  t.equal(saved.statusCode, 200, saved.body)
  t.ok(r.asked.includes('POST /report/mod/v1/exam/rankscale'))
  t.same((await r.settings(q)).values, { cutoffs: [15, 45] })
  t.not(JSON.stringify(before.values), JSON.stringify({ cutoffs: [15, 45] }))
  t.same((await bands()).slice(2), ['前15名', '16–45名', '累计前15名', '累计前45名'], 'the exam\'s 名次段 page is on its own cut-offs at once')
  t.ok((await bands(OCTOBER)).includes('前50名'), 'the other exam keeps the grade\'s')

  const bad = await r.post('/settings/save', { page: 'rankScale', grade: '高二', values: { cutoffs: [45, 15] }, exam: { examid: MIDTERM, org: 0 } })
  t.equal(bad.statusCode, 400)
  const teacher = await r.post('/settings/save', { page: 'rankScale', grade: '高二', values: { cutoffs: [10] }, exam: { examid: MIDTERM, org: 0 } }, 'fxtoken=demo-teacher')
  t.equal(teacher.statusCode, 403)
  t.equal((await r.post('/settings/save', { page: 'lineScore', grade: '高二', values: {}, exam: { examid: MIDTERM, org: 0 } })).statusCode, 400, 'only segment and rankScale have an exam\'s own')
})
