// The import's shared rules (contracts/src/validators/custom-import.ts, issue 18) and who may import
// (server/src/domain/custom/custom-access.ts, spec 1 §6 / spec 2 §6), table by table.

import t from 'tap'
import { checkMapping, checkRows, classNumberOf, guessColumns, readScoreCell, type ColumnAssignment, type ImportClass } from '@report/contracts/validators/custom-import'
import { LISTED_PROBLEMS } from '@report/contracts/validators/problem-tally'
import { customAccess } from '../../src/domain/custom/custom-access.ts'

t.test('readScoreCell: blank, 缺考 and 未考 are absent; numbers (full-width too) are scores; anything else is invalid', async (t) => {
  const cases: [string, ReturnType<typeof readScoreCell>][] = [
    ['', { kind: 'absent' }],
    ['  ', { kind: 'absent' }],
    ['缺考', { kind: 'absent' }],
    ['未考', { kind: 'absent' }],
    ['-', { kind: 'absent' }],
    ['95', { kind: 'score', value: 95 }],
    ['95.5', { kind: 'score', value: 95.5 }],
    ['０９５．５', { kind: 'score', value: 95.5 }],
    ['-3', { kind: 'score', value: -3 }],
    ['九十', { kind: 'invalid' }],
    ['95分', { kind: 'invalid' }],
    ['1e2', { kind: 'invalid' }],
  ]
  for (const [cell, want] of cases) t.same(readScoreCell(cell), want, JSON.stringify(cell))
})

t.test('classNumberOf: the class number a cell names', async (t) => {
  const cases: [string, number | null][] = [['高二(3)班', 3], ['高二（12）班', 12], ['3班', 3], ['03', 3], ['高二3班', 3], ['３班', 3], ['实验班', null], ['', null]]
  for (const [cell, want] of cases) t.equal(classNumberOf(cell), want, cell)
})

t.test('guessColumns: roles from the headers, subjects from subject names or score-like cells, identifiers left out', async (t) => {
  const headers = ['考号', '姓名', '班级', '语文成绩', '数学', '总分', '校排名', '编号', '选考组合', '信息']
  const sample = [['0012520101', '张三', '3班', '98', '120', '218', '5', '0012520101', '物化生', '88']]
  t.same(guessColumns(headers, sample), [
    { role: 'xuehao' },
    { role: 'name' },
    { role: 'class' },
    { role: 'subject', subject: '语文' },
    { role: 'subject', subject: '数学' },
    { role: 'ignore' },
    { role: 'ignore' },
    { role: 'ignore' },
    { role: 'ignore' },
    { role: 'subject', subject: '信息' },
  ])
  t.same(guessColumns(['学号', '学号', '姓名']), [{ role: 'xuehao' }, { role: 'ignore' }, { role: 'name' }], 'a role is guessed once')
})

t.test('checkMapping: each message of the rule, in order', async (t) => {
  const base: ColumnAssignment[] = [{ role: 'xuehao' }, { role: 'name' }, { role: 'class' }, { role: 'subject', subject: '语文' }]
  const cases: [string, ColumnAssignment[], Record<string, number | string>, boolean, string | null][] = [
    ['complete', base, { 语文: 150 }, false, null],
    ['no 学号', base.slice(1), { 语文: 150 }, false, '请指定“学号”所在的列'],
    ['two 姓名', [...base, { role: 'name' }], { 语文: 150 }, false, '“姓名”只能对应一列'],
    ['no 班级', [base[0]!, base[1]!, base[3]!], { 语文: 150 }, false, '请指定“班级”所在的列'],
    ['several schools need 学校', base, { 语文: 150 }, true, '您的账号管理多所学校，请指定“学校”所在的列'],
    ['no subject', base.slice(0, 3), {}, false, '请至少指定一个科目列'],
    ['blank subject name', [...base.slice(0, 3), { role: 'subject', subject: ' ' }], {}, false, '科目名称不能为空'],
    ['总分 as a subject', [...base, { role: 'subject', subject: '总分' }], { 语文: 150, 总分: 750 }, false, '总分由各科相加得出，请勿作为科目导入'],
    ['a subject twice', [...base, { role: 'subject', subject: '语文' }], { 语文: 150 }, false, '科目“语文”对应了多列'],
    ['no full score', base, {}, false, '请为“语文”填写满分（大于0且不超过1000）'],
    ['full score 0', base, { 语文: '0' }, false, '请为“语文”填写满分（大于0且不超过1000）'],
    ['full score text', base, { 语文: 'abc' }, false, '请为“语文”填写满分（大于0且不超过1000）'],
    ['full score over 1000', base, { 语文: 1001 }, false, '请为“语文”填写满分（大于0且不超过1000）'],
  ]
  for (const [name, columns, full, needSchool, message] of cases) {
    const v = checkMapping(columns, full, needSchool)
    t.equal(v.message, message, name)
    t.equal(v.ok, message === null, `${name}: ok`)
  }
})

t.test('checkRows: every problem kind by row and column; problem rows are left out, the first 学号 keeps its row', async (t) => {
  const headers = ['学号', '姓名', '班级', '语文', '数学']
  const columns: ColumnAssignment[] = [{ role: 'xuehao' }, { role: 'name' }, { role: 'class' }, { role: 'subject', subject: '语文' }, { role: 'subject', subject: '数学' }]
  const classes: ImportClass[] = [1, 2, 3].map((no) => ({ id: `c${no}`, name: `高二(${no})班`, no, schoolId: 's1' }))
  const rows = [
    ['001', '甲', '高二(1)班', '120', '缺考'],
    ['002', '乙', '2班', '150', '0'],
    ['001', '丙', '3班', '90', '90'],
    ['003', '丁', '高二(9)班', '90', '90'],
    ['004', '戊', '1班', '151', '90'],
    ['005', '己', '1班', '-1', '90'],
    ['006', '庚', '1班', '九十', ''],
    ['', '辛', '1班', '90', '90'],
    ['007', '', '1班', '90', '90'],
  ]
  const check = checkRows(headers, rows, columns, { 语文: 150, 数学: 150 }, classes, [{ id: 's1', name: '一中' }])
  t.same(
    check.problems.map((p) => [p.row, p.column, p.kind, p.value, p.message]),
    [
      [4, '学号', 'duplicate', '001', '学号重复（与第2行相同）'],
      [5, '班级', 'unknown-class', '高二(9)班', '班级不存在'],
      [6, '语文', 'above-full', '151', '超过满分150'],
      [7, '语文', 'negative', '-1', '分数为负'],
      [8, '语文', 'not-number', '九十', '不是数字'],
      [9, '学号', 'missing-xuehao', '', '缺少学号'],
      [10, '姓名', 'missing-name', '', '缺少姓名'],
    ],
  )
  t.same(check.rows, [
    { row: 2, xuehao: '001', name: '甲', classId: 'c1', scores: [120, null] },
    { row: 3, xuehao: '002', name: '乙', classId: 'c2', scores: [150, 0] },
  ])
  t.equal(check.badRows, 7)
  t.equal(check.problemCount, 7)
  t.same(check.kindCounts, { duplicate: 1, 'unknown-class': 1, 'above-full': 1, negative: 1, 'not-number': 1, 'missing-xuehao': 1, 'missing-name': 1 })

  // A file of bad cells past the list: every problem counted, the first LISTED_PROBLEMS kept (issue 30: a
  // 2,000,000-cell file of bad cells held millions of problem objects at once).
  const bad = Array.from({ length: LISTED_PROBLEMS }, (_, i) => [String(100_000 + i), '', '1班', '九十', '-1'])
  const many = checkRows(headers, bad, columns, { 语文: 150, 数学: 150 }, classes, [{ id: 's1', name: '一中' }])
  t.equal(many.problemCount, 3 * LISTED_PROBLEMS)
  t.same(many.kindCounts, { 'missing-name': LISTED_PROBLEMS, 'not-number': LISTED_PROBLEMS, negative: LISTED_PROBLEMS })
  t.equal(many.problems.length, LISTED_PROBLEMS)
  t.same(many.problems.slice(0, 3).map((p) => [p.row, p.kind]), [[2, 'missing-name'], [2, 'not-number'], [2, 'negative']], 'the first ones, in row order')
  t.equal(many.badRows, LISTED_PROBLEMS, 'rows past the list are still left out')
  t.same(many.rows, [])
})

t.test('customAccess: students, simple accounts, the basic edition (version tip) and custom_table hide (tables only)', async (t) => {
  const user = (over: { versionCode?: string; isSimple?: boolean; isStudent?: boolean }) => ({
    versionCode: over.versionCode ?? 'ultimate',
    isSimple: over.isSimple ?? false,
    auth: { topRole: 7, isStudent: over.isStudent ?? false } as never,
  })
  const able = { custom_table: 'able' as const }
  const hide = { custom_table: 'hide' as const }
  const cases: [string, ReturnType<typeof user>, typeof able | typeof hide, 'import' | 'tables', string][] = [
    ['flagship imports', user({}), able, 'import', 'ok'],
    ['pro imports', user({ versionCode: 'pro' }), able, 'import', 'ok'],
    ['student', user({ isStudent: true }), able, 'import', 'student'],
    ['simple account', user({ isSimple: true }), able, 'import', 'simple'],
    ['basic: no offline import', user({ versionCode: 'basic' }), able, 'import', 'edition'],
    ['basic: no custom tables', user({ versionCode: 'basic' }), able, 'tables', 'edition'],
    ['custom_table hide hides tables', user({}), hide, 'tables', 'module'],
    ['custom_table hide leaves the import', user({}), hide, 'import', 'ok'],
  ]
  for (const [name, u, modules, feature, reason] of cases) t.equal(customAccess(u, modules, feature).reason, reason, name)
  t.equal(customAccess(user({ versionCode: 'basic' }), able, 'import').notice, '当前版本暂不支持线下成绩导入，升级至专业版或旗舰版即可使用，请联系客户经理或拨打客服电话升级')
  // Issue 33 item 10: a student on /custom-table/list read that custom analysis was refused.
  t.equal(customAccess(user({ isStudent: true }), able, 'tables').notice, '学生账号无法使用自定义表格')
  t.equal(customAccess(user({ isStudent: true }), able, 'import').notice, '学生账号无法使用自定义分析')
})

t.test('customAccess with the platform’s permission (/mod/v1/custom/permission): it may refuse, in its words, but not widen the rules', async (t) => {
  const user = { versionCode: 'ultimate', isSimple: false, auth: { topRole: 7, isStudent: false } as never }
  const able = { custom_table: 'able' as const }
  const no = { allowed: false, msg: '本校的线下导入次数已用完' }
  t.same(customAccess(user, able, 'import', no), { allowed: false, reason: 'platform', notice: '本校的线下导入次数已用完' })
  t.same(customAccess(user, able, 'import', { allowed: false, msg: ' ' }), { allowed: false, reason: 'platform', notice: '暂时无法使用线下成绩导入，请联系客户经理' }, 'no words: ours')
  t.equal(customAccess(user, able, 'import', { allowed: true, msg: '' }).reason, 'ok')
  t.equal(customAccess({ ...user, auth: { topRole: 7, isStudent: true } as never }, able, 'import', { allowed: true, msg: '' }).reason, 'student', 'a student stays refused')
  t.equal(customAccess({ ...user, versionCode: 'basic' }, able, 'import', { allowed: true, msg: '' }).reason, 'edition', 'the basic edition stays without')
})
