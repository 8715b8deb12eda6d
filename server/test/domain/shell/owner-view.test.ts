// Table tests for spec 1 §1 "School-owner view: a user who manages several schools sees the title '{school
// name} manages N schools, historical exam comparison analysis' and a school dropdown; the hint says
// single-school analysis there lets the user see all exams under the managed schools, including joint and
// in-school exams, for historical comparison, and that the school can be switched. Changing the selection
// replaces the route with the new school parameter (route name school, query owner=true)", and §4 guard
// step 6 "Route compare redirects to multi for a multi-school user, else to school."
import t from 'tap'
import { compareTarget, isMultiSchoolOwner, OWNER_HINT, ownerSchoolHref, ownerView } from '../../../src/domain/shell/owner-view.ts'

const home = { total: 3, schools: [{ id: '10001', name: '一中' }, { id: '10002', name: '二中' }, { id: '10004', name: '外国语' }] }

t.test('isMultiSchoolOwner table', async (t) => {
  const rows: Array<[ids: string[], want: boolean]> = [[[], false], [['10001'], false], [['10001', '10001'], false], [['10001', '10002'], true], [['1', '2', '3'], true]]
  for (const [ids, want] of rows) t.equal(isMultiSchoolOwner(ids), want, JSON.stringify(ids))
})

t.test('ownerView table', async (t) => {
  t.same(ownerView(true, '江州市第一中学', '10001', home), {
    title: '江州市第一中学 管理 3 所学校，历史考试对比分析',
    hint: OWNER_HINT,
    schools: [
      { id: '10001', name: '一中', href: '/report/compare/school/10001?owner=true' },
      { id: '10002', name: '二中', href: '/report/compare/school/10002?owner=true' },
      { id: '10004', name: '外国语', href: '/report/compare/school/10004?owner=true' },
    ],
    currentSchoolId: '10001',
  }, '§1 title, hint, dropdown with the owner route')
  t.equal(ownerView(false, '一中', '10001', home), null, 'not an owner: none')
  t.equal(ownerView(true, '一中', '10001', null), null, 'schools unknown: none')
  t.equal(ownerView(true, '一中', '99999', home)!.currentSchoolId, '10001', 'own school not among them: the first')
  t.equal(ownerView(true, '一中', '10001', { ...home, total: 12 })!.title, '一中 管理 12 所学校，历史考试对比分析', 'N is the platform total')
  t.match(OWNER_HINT, /全部考试/)
  t.match(OWNER_HINT, /联考/)
  t.match(OWNER_HINT, /切换/)
  t.equal(ownerSchoolHref('a b'), '/report/compare/school/a%20b?owner=true', 'the school param is encoded')
})

t.test('compareTarget table (§4 step 6: multi for a multi-school user, else school)', async (t) => {
  const cases: [string, Parameters<typeof compareTarget>[0], string][] = [
    ['an owner of several schools', { isOwner: true, accountType: 'school', isVirtualSchool: false }, '/compare/multi'],
    ['issue 33 item 4: the city bureau sees every school of the city', { isOwner: false, accountType: 'city', isVirtualSchool: false }, '/compare/multi'],
    ['a county bureau', { isOwner: false, accountType: 'county', isVirtualSchool: false }, '/compare/multi'],
    ['a virtual school (its member schools)', { isOwner: false, accountType: 'school', isVirtualSchool: true }, '/compare/multi'],
    ['a one-school principal', { isOwner: false, accountType: 'school', isVirtualSchool: false }, '/compare/school'],
  ]
  for (const [name, facts, want] of cases) t.equal(compareTarget(facts), want, name)
})
