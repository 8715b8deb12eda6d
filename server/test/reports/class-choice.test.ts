// The 学校 and 班级 filters of a page that shows one class (or the whole view): chooseClass.
import t from 'tap'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import { chooseClass } from '../../src/domain/reports/class-choice.ts'

const school = (id: string, name: string): GroupRef => ({ key: `school:${id}`, type: 'school', id, name })
const cls = (id: string, name: string, schoolId = 'a'): GroupRef => ({ key: `class:${id}`, type: 'class', id, name, schoolId })
const ONE = [cls('a10', '10班'), cls('a2', '2班'), cls('a1', '1班')]
const SCHOOLS = [school('a', '一中'), school('b', '二中')]
const SEVERAL = [cls('b1', '1班', 'b'), ...ONE, cls('b3', '3班', 'b')]
const options = (f: { options: { label: string }[] } | undefined) => f?.options.map((o) => o.label)

t.test('one school: its classes in natural order; the asked class, else the first or 全部', async (t) => {
  const first = chooseClass(ONE, [SCHOOLS[0]!], {}, false)
  t.same(first.filters.map((f) => f.key), ['group'])
  t.same(options(first.filters[0]), ['1班', '2班', '10班'])
  t.equal(first.group?.id, 'a1')
  t.equal(chooseClass(ONE, [], { group: 'class:a10' }, false).group?.id, 'a10')
  const whole = chooseClass(ONE, [], { group: 'class:zz' }, true)
  t.same([whole.group, whole.filters[0]?.value, options(whole.filters[0])?.[0]], [undefined, 'all', '全部'])
  t.same(chooseClass([], [], {}, false).filters, [], 'no class in view: no filter')
})

t.test('several schools: 学校 first, then the chosen school’s classes only, by name alone', async (t) => {
  const first = chooseClass(SEVERAL, SCHOOLS, {}, false)
  t.same(first.filters.map((f) => [f.key, f.label]), [['school', '学校'], ['group', '班级']])
  t.same(options(first.filters[0]), ['一中', '二中'], 'the view’s school order')
  t.same([first.school?.id, first.group?.id], ['a', 'a1'], 'the first school’s first class')
  t.same(options(first.filters[1]), ['1班', '2班', '10班'])
  const b = chooseClass(SEVERAL, SCHOOLS, { school: 'school:b' }, false)
  t.same([b.group?.id, options(b.filters[1])], ['b1', ['1班', '3班']])
  t.equal(chooseClass(SEVERAL, SCHOOLS, { group: 'class:b3' }, false).school?.id, 'b', 'a class asked alone brings its school (links that name a class)')
  const moved = chooseClass(SEVERAL, SCHOOLS, { school: 'school:b', group: 'class:a2' }, false)
  t.same([moved.school?.id, moved.group?.id], ['b', 'b1'], 'a school just chosen wins over the class left in the address')
})

t.test('several schools, a page that may show the whole view: 全部 first, then a school’s classes with 全部', async (t) => {
  const whole = chooseClass(SEVERAL, SCHOOLS, {}, true)
  t.same([whole.school, whole.group, whole.filters.map((f) => f.key), whole.filters[0]?.value], [undefined, undefined, ['school'], 'all'])
  t.same(options(whole.filters[0]), ['全部', '一中', '二中'])
  const a = chooseClass(SEVERAL, SCHOOLS, { school: 'school:a' }, true)
  t.same([a.school?.id, a.group, options(a.filters[1])], ['a', undefined, ['全部', '1班', '2班', '10班']], 'the whole school')
  t.equal(chooseClass(SEVERAL, SCHOOLS, { school: 'school:a', group: 'class:a2' }, true).group?.id, 'a2')
})

t.test('a school the view does not list comes after the listed ones, named by its id', async (t) => {
  const c = chooseClass([...SEVERAL, cls('x1', '1班', 'x')], SCHOOLS, { school: 'school:x' }, false)
  t.same([options(c.filters[0]), c.group?.id], [['一中', '二中', 'x'], 'x1'])
})
