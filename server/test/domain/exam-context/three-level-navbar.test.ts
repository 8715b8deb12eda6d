// Table tests for spec 1 §2 "Three-level navbar: Shown only for three-level exams, for city or county
// accounts, and not in PDF mode. Tabs: overall comparison, single county analysis (hidden for county
// accounts), single school analysis. Changing analysis type clears qxschool and lkschool from the query and
// resets the county or school selection to the first in the list; choosing a county or school writes
// qxschool or lkschool. City accounts also get a dimension selector (overall, county, school comparison) on
// the total, knowledge and subject report routes." and §2 Breadcrumb "When qxschool is present the navbar
// is set to analyzeType county with that district; else when lkschool is present it is set to analyzeType
// school"; §6 "County accounts cannot choose the single-county view."
import t from 'tap'
import type { SchoolMapEntry } from '@report/contracts/upstream/exam'
import { examRouteOf } from '../../../src/domain/exam-context/exam-routes.ts'
import { analyzeTypeOf, showsThreeLevelNavbar, threeLevelNavbar, type NavbarFacts } from '../../../src/domain/exam-context/three-level-navbar.ts'

const schoolMap: SchoolMapEntry[] = [
  { key: 'C1', name: '明湖区', schools: [{ key: 'S1', name: '一中', studentCount: 10 }, { key: 'S2', name: '二中', studentCount: 10 }] },
  { key: 'C2', name: '青山区', schools: [{ key: 'S3', name: '三中', studentCount: 10 }] },
]
const facts: NavbarFacts = {
  isThreeLevel: true, accountType: 'city', exportMode: false, route: examRouteOf('dashboard'), base: { examid: 'E', org: 0, grade: 'g' }, schoolMap,
  qxschool: undefined, lkschool: undefined, compareType: 'all', anonymise: false,
}
const nav = (patch: Partial<NavbarFacts>) => threeLevelNavbar({ ...facts, ...patch })
const H = '/report/exam/dashboard?examid=E&org=0&grade=g'

t.test('showsThreeLevelNavbar table', async (t) => {
  const rows: Array<[isThreeLevel: boolean, accountType: 'city' | 'county' | 'school', pdf: boolean, want: boolean]> = [
    [true, 'city', false, true], [true, 'county', false, true], [true, 'school', false, false], [false, 'city', false, false], [true, 'city', true, false],
  ]
  for (const [isThreeLevel, accountType, pdf, want] of rows) t.equal(showsThreeLevelNavbar(isThreeLevel, accountType, pdf), want, `${isThreeLevel} ${accountType} pdf ${pdf}`)
  t.equal(nav({ accountType: 'school' }), null)
  t.equal(nav({ exportMode: true }), null)
})

t.test('analyzeTypeOf table', async (t) => {
  const rows: Array<[qx: string | undefined, lk: string | undefined, type: 'city' | 'county' | 'school', want: string]> = [
    [undefined, undefined, 'city', 'all'], ['C1', undefined, 'city', 'county'], [undefined, 'S1', 'city', 'school'], ['C1', 'S1', 'city', 'county'],
    ['C1', undefined, 'county', 'all'], ['C1', 'S1', 'county', 'school'],
  ]
  for (const [qx, lk, type, want] of rows) t.equal(analyzeTypeOf(qx, lk, type), want, `qx ${qx} lk ${lk} ${type}`)
})

t.test('city account: tabs, lists and hrefs', async (t) => {
  const v = nav({})!
  t.equal(v.analyzeType, 'all')
  t.same(v.tabs, [
    { key: 'all', label: '整体对比', href: H },
    { key: 'county', label: '单区县分析', href: `${H}&qxschool=C1` },
    { key: 'school', label: '单校分析', href: `${H}&lkschool=S1` },
  ], 'changing the tab clears both keys and selects the first county or school')
  t.same(v.counties.map((c) => [c.id, c.href, c.selected]), [['C1', `${H}&qxschool=C1`, false], ['C2', `${H}&qxschool=C2`, false]])
  t.same(v.schools.map((s) => [s.id, s.name, s.href]), [['S1', '一中', `${H}&lkschool=S1`], ['S2', '二中', `${H}&lkschool=S2`], ['S3', '三中', `${H}&lkschool=S3`]])
  t.equal(v.dimensions, null, 'no dimension selector on the dashboard')
})

t.test('selection table', async (t) => {
  const rows: Array<[ref: string, patch: Partial<NavbarFacts>, type: string, county: string | null, school: string | null]> = [
    ['qxschool → county view with that district', { qxschool: 'C2' }, 'county', 'C2', null],
    ['unknown qxschool → the first county', { qxschool: 'C9' }, 'county', 'C1', null],
    ['lkschool → school view with that school', { lkschool: 'S3' }, 'school', null, 'S3'],
    ['qxschool wins over lkschool', { qxschool: 'C1', lkschool: 'S3' }, 'county', 'C1', null],
    ['none → all, nothing selected', {}, 'all', null, null],
  ]
  for (const [ref, patch, type, county, school] of rows) {
    const v = nav(patch)!
    t.equal(v.analyzeType, type, `${ref}: analyzeType`)
    t.equal(v.counties.find((c) => c.selected)?.id ?? null, county, `${ref}: county`)
    t.equal(v.schools.find((s) => s.selected)?.id ?? null, school, `${ref}: school`)
  }
})

t.test('§6 county account: no single-county tab, and a qxschool does not select one', async (t) => {
  const v = nav({ accountType: 'county', qxschool: 'C1' })!
  t.same(v.tabs.map((tab) => tab.key), ['all', 'school'])
  t.equal(v.analyzeType, 'all')
  t.equal(v.dimensions, null, 'the dimension selector is for city accounts')
  t.equal(nav({ accountType: 'county', route: examRouteOf('total-report') })!.dimensions, null)
})

t.test('§2 dimension selector: city accounts on total, knowledge and subject reports', async (t) => {
  for (const name of ['total-report', 'knowledge-report', 'subject-report']) {
    const v = nav({ route: examRouteOf(name), compareType: 'county' })!
    t.same(v.dimensions?.map((d) => [d.key, d.label, d.selected]), [['all', '总体', false], ['county', '区县对比', true], ['school', '学校对比', false]], name)
  }
  const total = nav({ route: examRouteOf('total-report'), qxschool: 'C1', compareType: 'all' })!
  t.equal(total.dimensions![2]!.href, '/report/exam/total?examid=E&org=0&grade=g&qxschool=C1&compareType=school', 'the dimension link keeps the district')
  t.equal(nav({ route: examRouteOf('class-report') })!.dimensions, null, 'other routes: none')
})

t.test('§6 demo accounts: school names anonymised', async (t) => {
  t.same(nav({ anonymise: true })!.schools.map((s) => s.name), ['学校A', '学校B', '学校C'])
})

t.test('tabs without anything to choose are left out', async (t) => {
  t.same(nav({ schoolMap: [] })!.tabs.map((tab) => tab.key), ['all'])
})
