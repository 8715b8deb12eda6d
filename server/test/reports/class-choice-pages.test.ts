// 学校 then 班级 on the pages that show one class or student of a view of several schools (学生分析, 班级分析,
// 成绩明细): the six schools of the joint exam, the chosen school's classes only, a class named alone bringing its school.
import t from 'tap'
import type { ReportFilter, ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import { examScoresById } from '@report/fixtures/scores/exam-scores'
import { shellRig } from '../integration/shell-rig.ts'

const JOINT = '280162611180'
const cube = examScoresById(JOINT)!
const rig = await shellRig(t)
const cookie = await rig.signIn('demo-city')

async function page(route: string, extra: Record<string, string> = {}): Promise<{ view: ReportPageView; bytes: number }> {
  const res = await rig.app.inject({ url: `/report/bff/report-page?${new URLSearchParams({ route, examid: JOINT, org: '0', ...extra })}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`${route} answered ${res.statusCode}: ${res.body.slice(0, 300)}`)
  return { view: res.json().data as ReportPageView, bytes: res.body.length }
}
const filter = (view: ReportPageView, key: string): ReportFilter | undefined => view.filters.find((f) => f.key === key)
const classesOf = (schoolKey: string) => new Set(cube.classIds.filter((_, c) => `school:${cube.schoolIds[cube.schoolIndex[cube.classIndex.indexOf(c)]!]}` === schoolKey).map((id) => `class:${id}`))

t.test('学生分析: the schools, then the chosen school’s classes; the student is of that class', async (t) => {
  const { view } = await page('student-report')
  const school = filter(view, 'school')!
  t.same([school.label, school.options.length, school.value], ['学校', 6, school.options[0]!.value], 'six schools, the first chosen, no 全部')
  const group = filter(view, 'group')!
  t.ok(group.options.every((o) => classesOf(school.value).has(o.value)), 'only the first school’s classes')
  t.ok(group.options.every((o) => !o.label.includes(' ')), 'named alone: the school is the filter before')
  t.ok(filter(view, 'student'), 'the student filter follows')

  const third = school.options[2]!.value
  const { view: other } = await page('student-report', { school: third, group: group.value })
  t.equal(filter(other, 'school')!.value, third)
  t.ok(classesOf(third).has(filter(other, 'group')!.value), 'the class left in the address is not the new school’s: its first class instead')

  const classOfFourth = [...classesOf(school.options[3]!.value)][1]!
  const { view: linked } = await page('student-report', { group: classOfFourth })
  t.same([filter(linked, 'school')!.value, filter(linked, 'group')!.value], [school.options[3]!.value, classOfFourth], 'a class named alone brings its school')
})

t.test('班级分析: 学校 then 班级, the class’s own page', async (t) => {
  const { view } = await page('class-report')
  t.same(view.filters.map((f) => f.key), ['school', 'group'])
  const group = filter(view, 'group')!
  t.equal(view.subtitle, group.options.find((o) => o.value === group.value)!.label)
  t.ok(group.options.length < cube.classIds.length, 'not every class of the view')
})

t.test('成绩明细: 全部 is the whole view; a school lists its students; its class list then appears', async (t) => {
  const { view } = await page('lesson-report')
  t.same([filter(view, 'school')?.value, filter(view, 'group')], ['all', undefined])
  const students = (v: ReportPageView) => (v.blocks.find((b) => b.kind === 'table' && b.id === 'students') as TableBlock).table.paging!.total
  const second = filter(view, 'school')!.options[2]!.value
  const { view: one } = await page('lesson-report', { school: second })
  const present = cube.students.filter((s) => `school:${s.schoolId}` === second).length
  t.equal(students(one), present, 'the school’s students')
  t.ok(students(view) > present)
  t.same(filter(one, 'group')!.options[0], { value: 'all', label: '全部' })
})

t.test('the school in the address is a key like any group’s: anything else is refused with the error shape', async (t) => {
  const res = await rig.app.inject({ url: `/report/bff/report-page?${new URLSearchParams({ route: 'student-report', examid: JOINT, org: '0', school: '<b>一中</b>' })}`, headers: { cookie } })
  t.equal(res.statusCode, 400)
  t.ok(typeof res.json().code === 'string', 'the error shape')
})
