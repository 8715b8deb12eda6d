// Issue 33 item 4: the city's exam picker showed eight identical "2026学年第一学期高二期中考试" rows.
import t from 'tap'
import { Value } from 'typebox/value'
import { ExamSchema, type Exam } from '@report/contracts/upstream/exam'
import { toExamOptions } from '../../src/domain/contrast/history.ts'

const exam = (examid: string, schoolid: string, scale = 1, name = '2026学年第一学期高二期中考试'): Exam =>
  Value.Default(ExamSchema, { examid, org: 0, name, grade: '高二', time: '2026-11-10', schoolid, scale, papers: [{ pindex: 1, subject: '数学', manfen: 150 }] }) as Exam

const schools = new Map([['10001', '江州市第一中学'], ['10002', '江州市第二中学']])

t.test('toExamOptions: a school exam names its school when the list holds several schools’ exams', async (t) => {
  const cases: [string, Exam[], string[]][] = [
    ['the city: two schools’ midterms', [exam('a', '10001'), exam('b', '10002')], ['2026/11/10 2026学年第一学期高二期中考试（江州市第一中学）', '2026/11/10 2026学年第一学期高二期中考试（江州市第二中学）']],
    ['one school: no school in the label', [exam('a', '10001'), exam('c', '10001', 1, '2026学年第一学期高二月考')], ['2026/11/10 2026学年第一学期高二期中考试', '2026/11/10 2026学年第一学期高二月考']],
    ['a joint exam is named by its union, not its organiser', [exam('a', '10001'), exam('b', '10002'), exam('j', '10001', 2, '江州六校高二11月联考')], ['2026/11/10 2026学年第一学期高二期中考试（江州市第一中学）', '2026/11/10 2026学年第一学期高二期中考试（江州市第二中学）', '2026/11/10 江州六校高二11月联考']],
    ['a school the list does not name: no suffix', [exam('a', '10001'), exam('z', '19999')], ['2026/11/10 2026学年第一学期高二期中考试（江州市第一中学）', '2026/11/10 2026学年第一学期高二期中考试']],
  ]
  for (const [name, exams, want] of cases) t.same(toExamOptions(exams, schools).map((o) => o.label), want, name)
})
