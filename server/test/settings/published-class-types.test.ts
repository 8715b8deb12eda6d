// Issue 19: the classType and groupGradingScore settings act on exams published after they are saved
// (spec 1 §2 indicator parameter settings: both shown "only for one specific school", 江州市第一中学 in the
// reference data; spec 2 §2 "saved changes apply only to newly published exam analyses"). Each case saves
// the setting, publishes an exam and compares it with an older exam left on the defaults; against the
// reference upstream.
import t from 'tap'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { TableRow } from '@report/contracts/bff/table'
import { examById } from '@report/fixtures/dataset/exams'
import { examScores } from '@report/fixtures/scores/exam-scores'
import { resetSettings } from '@report/fixtures/settings/store'
import { formatNumber, INTEGER, PERCENT, SCORE } from '../../src/domain/tables/format-number.ts'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'
import { tableBlock } from '../reports/report-rig.ts'

const json = { 'content-type': 'application/json' }
const MIDTERM = '100152611100' // 高二期中, 江州市第一中学
const OCTOBER = '100152610090' // 高二10月月考, left on the defaults
const SIX_SCHOOLS = '280152611190' // 江州六校高二11月联考, organised by 江州市第一中学

async function saveAndPublish(rig: ShellRig, cookie: string, page: string, values: unknown, examids: string[]): Promise<void> {
  const saved = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page, grade: '高二', values } })
  if (saved.statusCode !== 200) throw new Error(`save ${page}: ${saved.body}`)
  for (const examid of examids) {
    const published = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: { examid, org: 0 } })
    if (published.statusCode !== 200) throw new Error(`publish ${examid}: ${published.body}`)
  }
}

async function page(rig: ShellRig, cookie: string, params: Record<string, string>): Promise<ReportPageView> {
  const res = await rig.app.inject({ url: `/report/bff/report-page?${new URLSearchParams({ org: '0', ...params }).toString()}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`${params.route}: ${res.body.slice(0, 300)}`)
  return res.json().data
}

/** The students' 总分 of some classes of the exam, 未考 left out: the recomputation the type rows must equal. */
function totalsOf(examid: string, classIds: ReadonlySet<string>): number[] {
  const s = examScores(examById(examid)!)
  const out: number[] = []
  s.total.forEach((x, row) => {
    if (classIds.has(s.classIds[s.classIndex[row]!]!) && !Number.isNaN(x)) out.push(x)
  })
  return out
}

const count = (cell: unknown) => Number(String(cell).replace(/,/g, ''))

t.test('classType: the school report gives each class its type and each type its own figures; the class report compares with the type', async (t) => {
  resetSettings()
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  await saveAndPublish(rig, cookie, 'classType', { types: [{ name: '实验班', classes: '1,2,3' }, { name: '普通班', classes: '4班、5班、6班' }] }, [MIDTERM])

  const classes = async (examid: string) => tableBlock(await page(rig, cookie, { route: 'school-report', examid, grade: '高二' }), 'classes').table
  const fresh = await classes(MIDTERM)
  t.equal(fresh.columns[1]?.title, '班级类型', 'the type beside the class')
  const typeRows = fresh.rows.filter((r) => r.key.startsWith('classType:'))
  t.same(typeRows.map((r) => r.cells.name), ['实验班', '普通班', '未分类'], 'one row per type in the setting\'s order, then the classes no type names')
  const classRows = fresh.rows.filter((r) => r.key.startsWith('class:'))
  const typeOf = (r: TableRow) => String(r.cells.classType)
  const number = (r: TableRow) => Number(/(\d+)/.exec(String(r.cells.name))![1])
  t.ok(classRows.length > 6, 'more classes than the types name')
  for (const r of classRows) t.equal(typeOf(r), number(r) <= 3 ? '实验班' : number(r) <= 6 ? '普通班' : '未分类', `${String(r.cells.name)}: its type`)

  for (const type of typeRows) {
    const members = classRows.filter((r) => typeOf(r) === type.cells.name)
    const scores = totalsOf(MIDTERM, new Set(members.map((r) => r.key.replace(/^class:/, ''))))
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length
    t.equal(type.cells.total, formatNumber(scores.length, INTEGER), `${String(type.cells.name)}: 实考 over the type's students`)
    t.equal(type.cells.mean, formatNumber(mean, SCORE), `${String(type.cells.name)}: mean over the type's students`)
    const excellent = members.reduce((a, r) => a + count(r.cells['excellent.count']), 0)
    t.equal(count(type.cells['excellent.count']), excellent, `${String(type.cells.name)}: 优秀 is its classes' students together`)
    t.equal(type.cells['excellent.rate'], formatNumber(excellent / scores.length, PERCENT), `${String(type.cells.name)}: 优秀率 over the type's students`)
    t.equal(type.drills, undefined, 'a type row does not drill')
  }
  const lab = typeRows[0]!
  const labClassMeans = classRows.filter((r) => typeOf(r) === '实验班').map((r) => count(r.cells.mean))
  t.not(lab.cells.mean, formatNumber(labClassMeans.reduce((a, b) => a + b, 0) / labClassMeans.length, SCORE), 'not an average of class means (classes differ in size)')

  const older = await classes(OCTOBER)
  t.notOk(older.columns.some((c) => c.title === '班级类型'), 'the older exam: no type column')
  t.notOk(older.rows.some((r) => r.key.startsWith('classType:')), 'and no type rows')

  const second = classRows.find((r) => number(r) === 2)!
  const classReport = async (examid: string, group: string) => page(rig, cookie, { route: 'class-report', examid, grade: '高二', group })
  const view = await classReport(MIDTERM, second.key)
  const comparison = tableBlock(view, 'comparison').table
  const means = comparison.columns.find((c) => c.key === 'means')!.children!.map((c) => c.title)
  t.same(means, ['本班', '本校', '本类型（实验班）', '全体', '与本校差'], 'the class beside its type and the grade')
  const total = comparison.rows.find((r) => r.key === '0')!
  t.equal(total.cells.ref1, lab.cells.mean, 'the type\'s 总分 mean is the school report\'s type row')
  const figures = view.blocks.find((b) => b.id === 'figures')
  t.match(JSON.stringify(figures), /与本类型（实验班）均分差/)
  const octoberSecond = tableBlock(await page(rig, cookie, { route: 'school-report', examid: OCTOBER, grade: '高二' }), 'classes').table.rows.find((r) => r.key.startsWith('class:') && number(r) === 2)
  const oldView = await classReport(OCTOBER, octoberSecond!.key)
  t.same(tableBlock(oldView, 'comparison').table.columns.find((c) => c.key === 'means')!.children!.map((c) => c.title), ['本班', '本校', '全体', '与本校差'], 'the older exam\'s class: as before')
})

t.test('classType: a class in two types is refused on save', async (t) => {
  resetSettings()
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const res = await rig.app.inject({
    method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json },
    payload: { page: 'classType', grade: '高二', values: { types: [{ name: '实验班', classes: '1,2,3' }, { name: '普通班', classes: '3,4' }] } },
  })
  t.not(res.statusCode, 200, 'refused')
  t.match(res.body, /3班已属于实验班/)
})

t.test('groupGradingScore: the 等级赋分 tool starts a joint exam of several schools from it, the school\'s own exam from gradingScore', async (t) => {
  resetSettings()
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const q = new URLSearchParams({ page: 'groupGradingScore', grade: '高二' })
  const values = structuredClone((await rig.app.inject({ url: `/report/bff/settings?${q.toString()}`, headers: { cookie } })).json().data.values) as { rule: string; includeZero: boolean; subjects: { subject: string; enabled: boolean }[] }
  values.rule = 'default13'
  values.includeZero = false
  for (const s of values.subjects) s.enabled = s.subject === '数学'
  await saveAndPublish(rig, cookie, 'groupGradingScore', values, [SIX_SCHOOLS, MIDTERM])
  const tool = async (examid: string) => {
    const res = await rig.app.inject({ url: `/report/bff/level-score/exam?examid=${examid}&org=0`, headers: { cookie } })
    t.equal(res.statusCode, 200, `level-score/exam ${examid}`)
    return res.json().data as { subjects: { subject: string; selected: boolean }[]; defaults?: { presetId: string; includeZero: boolean } }
  }
  const joint = await tool(SIX_SCHOOLS)
  t.same(joint.defaults, { presetId: 'default13', includeZero: false }, 'the joint exam: the group setting')
  t.same(joint.subjects.filter((s) => s.selected).map((s) => s.subject), ['数学'])
  const own = await tool(MIDTERM)
  t.same(own.defaults, { presetId: 'default13', includeZero: true }, 'the school\'s own exam: gradingScore (still its defaults), not the group setting')
  t.ok(own.subjects.filter((s) => s.selected).length > 5, 'every enabled paper')
  const older = await tool(OCTOBER)
  t.equal(older.defaults, undefined, 'an exam on the defaults: the tool\'s own')
})
