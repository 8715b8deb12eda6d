// Spec 2 §9 "Class names are sorted in natural numeric order" (contracts table-rules compareNatural).
import fc from 'fast-check'
import t from 'tap'
import { chineseNumeral, compareNatural } from '@report/contracts/bff/table-rules'
import { compareClassNames, sortByClassName } from '../../../src/domain/tables/class-order.ts'

const sortNames = (names: string[]) => sortByClassName(names, (n) => n)

t.test('natural order table (spec 2 §9)', async (t) => {
  const rows: Array<[ref: string, input: string[], want: string[]]> = [
    ['1班 2班 … 10班', ['10班', '2班', '1班', '11班', '3班'], ['1班', '2班', '3班', '10班', '11班']],
    ['grade prefix with parentheses', ['高一(10)班', '高一(2)班', '高一(1)班'], ['高一(1)班', '高一(2)班', '高一(10)班']],
    ['full-width digits and parentheses fold', ['高一（１０）班', '高一(9)班', '高一（2）班'], ['高一（2）班', '高一(9)班', '高一（１０）班']],
    ['Chinese numerals', ['十一班', '二班', '十班', '一班', '九班'], ['一班', '二班', '九班', '十班', '十一班']],
    ['grades before classes', ['高二(1)班', '高一(2)班', '高三(1)班', '高一(1)班'], ['高一(1)班', '高一(2)班', '高二(1)班', '高三(1)班']],
    ['numbers before words', ['实验班', '2班', '1班'], ['1班', '2班', '实验班']],
    ['leading zeros read as numbers', ['010班', '09班', '1班'], ['1班', '09班', '010班']],
    ['twenty-something', ['二十三班', '二十班', '十九班'], ['十九班', '二十班', '二十三班']],
  ]
  for (const [ref, input, want] of rows) t.same(sortNames(input), want, ref)
})

t.test('a total order: equal-looking names keep a fixed order, the sort is stable', async (t) => {
  t.equal(compareNatural('1班', '1班'), 0)
  t.not(compareNatural('01班', '1班'), 0, 'different strings never compare equal')
  t.equal(Math.sign(compareNatural('01班', '1班')), -Math.sign(compareNatural('1班', '01班')), 'antisymmetric')
  t.equal(compareClassNames, compareNatural, 'one rule, shared with the client')
  const items = [{ id: 'a', name: '2班' }, { id: 'b', name: '1班' }, { id: 'c', name: '2班' }]
  t.same(sortByClassName(items, (i) => i.name).map((i) => i.id), ['b', 'a', 'c'])
})

t.test('chineseNumeral', async (t) => {
  const rows: Array<[string, number | null]> = [
    ['一', 1], ['十', 10], ['十一', 11], ['二十', 20], ['二十三', 23], ['一百零五', 105], ['两百', 200], ['二〇二四', 2024], ['', null],
  ]
  for (const [input, want] of rows) t.equal(chineseNumeral(input), want, input || '(empty)')
})

t.test('many items of few names (a city’s classes): the order of a stable sort by compareNatural', async (t) => {
  const names = ['高一(10)班', '高一(2)班', '十一班', '二班', '实验班', '01班', '1班', '高一（2）班', '']
  fc.assert(
    fc.property(fc.array(fc.record({ name: fc.constantFrom(...names), id: fc.nat() }), { maxLength: 60 }), (items) => {
      const want = items.map((item, index) => ({ item, index })).sort((a, b) => compareNatural(a.item.name, b.item.name) || a.index - b.index)
      return JSON.stringify(sortByClassName(items, (i) => i.name)) === JSON.stringify(want.map((w) => w.item))
    }),
    { numRuns: 300 },
  )
  t.pass('300 random lists')
})
