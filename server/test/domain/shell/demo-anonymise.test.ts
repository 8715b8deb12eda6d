// Table tests for spec 1 §6 "Demo accounts (a fixed list of ids): school name replaced by a placeholder
// bureau name, school names anonymised, demo exams hidden."
import t from 'tap'
import { DEMO_BUREAU_NAME, demoSchoolName, replaceNames } from '../../../src/domain/shell/demo-anonymise.ts'

t.test('demoSchoolName table', async (t) => {
  const rows: Array<[number, string]> = [[0, '学校A'], [1, '学校B'], [25, '学校Z'], [26, '学校AA'], [27, '学校AB'], [51, '学校AZ'], [52, '学校BA'], [-3, '学校A']]
  for (const [i, want] of rows) t.equal(demoSchoolName(i), want, String(i))
  t.equal(DEMO_BUREAU_NAME, '演示教育局')
})

t.test('replaceNames table', async (t) => {
  const names = new Map([['江州市第一中学', '学校A'], ['一中', '学校X'], ['明湖区外国语学校', DEMO_BUREAU_NAME]])
  const rows: Array<[string, string]> = [
    ['江州市第一中学 2026学年月考', '学校A 2026学年月考'],
    ['明湖区外国语学校初一期中', '演示教育局初一期中'],
    ['一中与江州市第一中学', '学校X与学校A'],
    ['江州市2026学年统考', '江州市2026学年统考'],
  ]
  for (const [text, want] of rows) t.equal(replaceNames(text, names), want, `${text} (longest name first)`)
  t.equal(replaceNames('x', new Map([['', 'y']])), 'x', 'an empty name replaces nothing')
})
