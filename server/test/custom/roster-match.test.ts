// issue 31 item 4: imported rows matched with the school's roster — 学号 first, then name; leading zeros
// Excel dropped are put back when one roster student reads that way; unknown 学号 and names other than
// the roster's are warnings (the row is still imported); two rows that become one student are a duplicate.

import t from 'tap'
import type { ImportRow, RowCheck } from '@report/contracts/validators/custom-import'
import { matchRoster, type RosterStudent } from '../../src/domain/custom/roster-match.ts'

const C1 = 'c1'
const C2 = 'c2'
const ROSTER: RosterStudent[] = [
  { xuehao: '0012520101', name: '孙昊航', classId: C1 },
  { xuehao: '0012520134', name: '李浩伟', classId: C1 },
  { xuehao: '0012520135', name: '王 轩', classId: C1 },
  { xuehao: '0012520201', name: '张伟', classId: C2 },
  { xuehao: '0012520202', name: '张伟', classId: C1 },
  { xuehao: 'A-77', name: '赵敏', classId: C2 },
  // Two roster ids that read alike without their zeros: neither is restored from 777.
  { xuehao: '0777', name: '甲', classId: C2 },
  { xuehao: '00777', name: '乙', classId: C2 },
]

const row = (n: number, xuehao: string, name: string, classId = C1): ImportRow => ({ row: n, xuehao, name, classId, scores: [90] })
const checkOf = (rows: ImportRow[]): RowCheck => ({ problems: [], problemCount: 0, kindCounts: {}, rows, badRows: 0 })
const run = (rows: ImportRow[]) => matchRoster(checkOf(rows), ROSTER, '学号', '姓名')

t.test('one row at a time: the 学号 kept and the warning (kind) it gets', async (t) => {
  const table: Array<[name: string, input: ImportRow, xuehao: string, kinds: string[]]> = [
    ['学号 and name as the roster has them', row(2, '0012520101', '孙昊航'), '0012520101', []],
    ['a name with a space reads as the roster name', row(2, '0012520135', '王轩'), '0012520135', []],
    ['zeros dropped by Excel: restored', row(2, '12520134', '李浩伟'), '0012520134', ['roster-zeros']],
    ['zeros dropped and the name differs', row(2, '12520134', '李浩'), '0012520134', ['roster-zeros', 'roster-name']],
    ['a real 学号 with the wrong name', row(2, '0012520101', '孙浩航'), '0012520101', ['roster-name']],
    ['an unknown 学号', row(2, '9999999999', '不存在'), '9999999999', ['roster-unknown']],
    ['an unknown 学号 of a roster name', row(2, '9999999998', '李浩伟'), '9999999998', ['roster-unknown']],
    ['zeros ambiguous in the roster: not restored', row(2, '777', '甲', C2), '777', ['roster-unknown']],
    ['a 学号 with letters is never padded', row(2, 'A77', '赵敏', C2), 'A77', ['roster-unknown']],
  ]
  for (const [name, input, xuehao, kinds] of table) {
    const m = run([input])
    t.equal(m.check.rows[0]?.xuehao, xuehao, `${name}: 学号`)
    t.same(m.warnings.map((w) => w.kind), kinds, `${name}: warnings`)
    t.equal(m.check.rows.length, 1, `${name}: imported`)
  }
})

t.test('the messages say what to check, and that the row is imported all the same', async (t) => {
  const m = run([row(2, '12520134', '李浩伟'), row(3, '0012520101', '孙浩航'), row(4, '9999999998', '李浩伟'), row(5, '9999999999', '不存在'), row(6, '888', '张伟', C1)])
  t.same(
    m.warnings.map((w) => [w.row, w.column, w.value, w.message]),
    [
      [2, '学号', '12520134', '学号已补全前导零：12520134 按学籍补全为 0012520134（李浩伟）（仍会导入，请核对）'],
      [3, '姓名', '孙浩航', '姓名与学籍不符：学籍中学号 0012520101 是“孙昊航”（仍会导入，请核对）'],
      [4, '学号', '9999999998', '学号不在学籍中：学籍中没有学号 9999999998；学籍中“李浩伟”的学号是 0012520134（仍会导入，请核对）'],
      [5, '学号', '9999999999', '学号不在学籍中：学籍中没有学号 9999999999，也没有同名学生（仍会导入，请核对）'],
      // Two 张伟 in the grade: the one of the row's class is named.
      [6, '学号', '888', '学号不在学籍中：学籍中没有学号 888；学籍中“张伟”的学号是 0012520202（仍会导入，请核对）'],
    ],
  )
  t.equal(m.restored, 1)
  t.equal(m.check.badRows, 0)
})

t.test('a row that becomes a 学号 another row has is a duplicate and is left out', async (t) => {
  const m = run([row(2, '0012520134', '李浩伟'), row(3, '12520134', '李浩伟'), row(4, '0012520101', '孙昊航')])
  t.same(m.check.rows.map((r) => r.row), [2, 4])
  t.same(m.check.problems.map((p) => [p.row, p.kind, p.message]), [[3, 'duplicate', '学号重复（补全前导零后为0012520134，与第2行相同）']])
  t.equal(m.check.badRows, 1)
  t.equal(m.restored, 0)
})

t.test('problems of the row checks stay, in row order', async (t) => {
  const before: RowCheck = { problems: [{ row: 5, column: '语文', kind: 'negative', value: '-3', message: '分数为负' }], problemCount: 1, kindCounts: { negative: 1 }, rows: [row(2, '12520134', '李浩伟'), row(3, '12520134', '李浩伟')], badRows: 1 }
  const m = matchRoster(before, ROSTER, '学号', '姓名')
  t.same(m.check.problems.map((p) => [p.row, p.kind]), [[3, 'duplicate'], [5, 'negative']])
  t.equal(m.check.badRows, 2)
  t.equal(m.check.problemCount, 2)
  t.same(m.check.kindCounts, { negative: 1, duplicate: 1 }, 'a duplicate the roster reveals is counted with the rest')
})
