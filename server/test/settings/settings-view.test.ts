// The indicator settings view (spec 1 §2, spec 2 §2 and §7): menu, grades, notes, forms, saving a
// version, publishing an exam against it, and who may do what; against the reference upstream.
import t from 'tap'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, listen } from '../helpers/build.ts'
import { NOW, shellRig } from '../integration/shell-rig.ts'

const json = { 'content-type': 'application/json' }
const MIDTERM = '100152611100' // 高二期中, 江州市第一中学
const OCTOBER = '100152610090' // 高二10月月考

t.test('the page: first grade by default, two menu groups, notes, never-set prompt, form of the page', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const res = await rig.app.inject({ url: '/report/bff/settings?page=lineScore', headers: { cookie } })
  t.equal(res.statusCode, 200)
  const v = res.json().data
  t.equal(v.grade, v.grades[0].value, 'the first grade')
  t.same(v.menu.map((g: { title: string }) => g.title), ['常用综合报表', '分析报告'])
  const pages = v.menu.flatMap((g: { items: { page: string }[] }) => g.items.map((i) => i.page))
  t.same(pages, ['ranking', 'contrast', 'summary', 'segment', 'rankScale', 'classType', 'gradingScore', 'groupGradingScore', 'lineScore', 'levelGrade', 'importantStudent'])
  t.match(v.note, /仅对新发布的考试分析生效/)
  t.match(v.neverSet, /还未设置过默认参数/)
  t.same(v.docLink, { label: '使用说明', href: '/report/help' })
  t.equal(v.canEdit, true)
  t.equal(v.versionLabel, '当前设置：系统默认')
  const table = v.sections[1].table
  t.same(table.columns, ['科目', '优秀线', '良好线', '及格线', '低分线'])
  t.equal(table.rows[0].fields[0].label, '总分 优秀线')
  t.equal(table.rows[0].fields[0].path, 'subjects/0/excellent')

  const embedded = (await rig.app.inject({ url: '/report/bff/settings?page=ranking&embedded=1', headers: { cookie } })).json().data
  t.notOk(embedded.menu.flatMap((g: { items: { page: string }[] }) => g.items).some((i: { page: string }) => i.page === 'summary'), 'summary hidden in an iframe')
  const summaryInFrame = (await rig.app.inject({ url: '/report/bff/settings?page=summary&embedded=1', headers: { cookie } })).json().data
  t.equal(summaryInFrame.allowed, false)

  const yj = (await rig.app.inject({ url: '/report/bff/settings?page=ranking', headers: { cookie, host: 'yj.example.edu.cn' } })).json().data
  t.equal(yj.docLink, null, 'no usage document on the marking platform')
})

t.test('classType and groupGradingScore only for the school the platform names', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-small-school')
  const v = (await rig.app.inject({ url: '/report/bff/settings?page=ranking', headers: { cookie } })).json().data
  const pages = v.menu.flatMap((g: { items: { page: string }[] }) => g.items.map((i) => i.page))
  t.notOk(pages.includes('classType'))
  t.notOk(pages.includes('groupGradingScore'))
  const classType = (await rig.app.inject({ url: '/report/bff/settings?page=classType', headers: { cookie } })).json().data
  t.same([classType.allowed, classType.notice], [false, '该设置项不对本单位开放'])
})

t.test('saving validates with the shared rules, makes a version; publishing applies it to that exam only', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const v = (await rig.app.inject({ url: '/report/bff/settings?page=segment&grade=%E9%AB%98%E4%BA%8C', headers: { cookie } })).json().data
  t.equal(v.grade, '高二')
  const values = structuredClone(v.values)
  const math = values.subjects.findIndex((s: { subject: string }) => s.subject === '数学')
  values.subjects[math].step = 0
  const bad = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'segment', grade: '高二', values } })
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { kind: 'invalid-input', message: '步长必须大于 0' })
  const shapeless = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'segment', grade: '高二', values: { cutoffs: [1] } } })
  t.match(shapeless.json(), { kind: 'invalid-input', message: '设置内容不完整，请刷新页面后重试' })

  values.subjects[math].step = 15
  const saved = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'segment', grade: '高二', values } })
  t.equal(saved.statusCode, 200)
  t.equal(saved.json().data.version, 1)
  const after = (await rig.app.inject({ url: '/report/bff/settings?page=segment&grade=%E9%AB%98%E4%BA%8C', headers: { cookie } })).json().data
  t.equal(after.neverSet, null, 'the prompt goes once settings are saved')
  t.match(after.versionLabel, /第 1 版/)
  t.equal(after.values.subjects[math].step, 15)
  const listed = after.exams.find((e: { examid: string }) => e.examid === MIDTERM)
  t.same([listed.versionLabel, listed.outdated], ['系统默认', true])

  const segmentPage = async (examid: string) => {
    const q = new URLSearchParams({ route: 'report-segment', examid, org: '0', grade: '高二', pindex: '2' })
    return (await rig.app.inject({ url: `/report/bff/report-page?${q.toString()}`, headers: { cookie } })).json().data
  }
  t.match((await segmentPage(MIDTERM)).subtitle, /每 10 分一段/, 'saving alone moves no exam')
  const published = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: { examid: MIDTERM, org: 0 } })
  t.same(published.json().data, { version: 1, message: '已按第 1 版设置重新发布' })
  t.match((await segmentPage(MIDTERM)).subtitle, /数学 · 满分 150 · 每 15 分一段/, 'the published exam follows the new step')
  t.match((await segmentPage(OCTOBER)).subtitle, /每 10 分一段/, 'the other exam keeps the default')
})

t.test('teachers read, students and simple accounts are refused', async (t) => {
  const rig = await shellRig(t)
  const teacher = await rig.signIn('demo-teacher')
  const v = (await rig.app.inject({ url: '/report/bff/settings?page=rankScale', headers: { cookie: teacher } })).json().data
  t.same([v.allowed, v.canEdit, v.notice], [true, false, '当前角色只能查看指标参数设置，修改请联系学校管理员'])
  const save = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie: teacher, ...json }, payload: { page: 'rankScale', grade: v.grade, values: { cutoffs: [10, 20] } } })
  t.equal(save.statusCode, 403)
  t.equal(save.json().code, 'BFF_ERR_SETTINGS_FORBIDDEN')
  const student = await rig.signIn('demo-student')
  const s = (await rig.app.inject({ url: '/report/bff/settings?page=ranking', headers: { cookie: student } })).json().data
  t.same([s.allowed, s.notice, s.menu], [false, '学生账号无法使用指标参数设置', []])
  const simple = await rig.signIn('demo-simple')
  t.equal((await rig.app.inject({ url: '/report/bff/settings?page=ranking', headers: { cookie: simple } })).json().data.notice, '成绩管理个人版暂不支持指标参数设置')
})

t.test('issue 32 the 分数线 page is the platform\'s per-subject lines (cfg/subject/get and save), the other pages its cfg/common', async (t) => {
  const upstream = buildUpstream({ now: () => NOW })
  const asked: string[] = []
  let mathExcellent: number | null = null
  upstream.addHook('onRequest', async (request) => {
    asked.push(`${request.method} ${request.url.split('?')[0]}`)
  })
  // A platform whose cfg/subject answer differs from its cfg/common (the lines kept apart): the page shows cfg/subject's.
  upstream.addHook('onSend', async (request, _reply, payload) => {
    if (mathExcellent === null || !request.url.startsWith('/report/analysis/v1/cfg/subject/get')) return payload
    const answer = JSON.parse(String(payload)) as { data: { lines: { subjects: Array<{ subject: string; excellent: number }> } } }
    for (const s of answer.data.lines.subjects) if (s.subject === '数学') s.excellent = mathExcellent
    return JSON.stringify(answer)
  })
  const app = await buildBff(t, await listen(t, upstream))
  const cookie = 'fxtoken=demo-school-admin'
  const page = async () => (await app.inject({ url: '/report/bff/settings?page=lineScore&grade=%E9%AB%98%E4%BA%8C', headers: { cookie } })).json().data
  const math = (values: { subjects: Array<{ subject: string; excellent: number }> }) => values.subjects.find((s) => s.subject === '数学')!
  const before = await page()
  t.ok(asked.includes('GET /report/analysis/v1/cfg/subject/get'), 'the lines are read from cfg/subject/get')
  mathExcellent = 77
  t.equal(math((await page()).values).excellent, 77, 'the page shows the platform\'s per-subject line')
  mathExcellent = null

  const values = structuredClone(before.values)
  math(values).excellent = 88
  asked.length = 0
  const saved = await app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'lineScore', grade: '高二', values } })
  t.equal(saved.statusCode, 200, saved.body)
  t.same(asked.filter((a) => a.startsWith('POST /report/analysis/v1/cfg/')), ['POST /report/analysis/v1/cfg/subject/save'], 'saved through cfg/subject/save')
  const after = await page()
  t.equal(math(after.values).excellent, 88)
  // The settings store is the process's: the version counts every save of this school's grade so far.
  t.match(after.versionLabel, new RegExp(`第 ${saved.json().data.version} 版`), 'a new version, as any page\'s save')

  asked.length = 0
  const segment = (await app.inject({ url: '/report/bff/settings?page=segment&grade=%E9%AB%98%E4%BA%8C', headers: { cookie } })).json().data
  t.ok(segment.values.subjects.length > 0)
  t.notOk(asked.includes('GET /report/analysis/v1/cfg/subject/get'), 'another page does not ask for the lines')
})
