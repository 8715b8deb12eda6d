// Issue 15 item 11: the exam head's count says whose it is when the user sees part of the exam.

import t from 'tap'
import { studentCountView } from '../../../src/domain/exam-context/student-count.ts'

t.test('whose count the head shows', async (t) => {
  const table: [string, number, number, string, RegExp | null][] = [
    ['a school of a joint exam sees 821 of 3,957', 3957, 821, '全体参考人数', /下方统计为您可查看的范围（821 人）/],
    ['every school in view', 3957, 3957, '参考人数', null],
    ['the school\'s own exam', 821, 821, '参考人数', null],
    ['no school map from the platform', 3957, 0, '参考人数', null],
    ['an empty exam', 0, 0, '参考人数', null],
  ]
  for (const [name, total, visible, label, note] of table) {
    const view = studentCountView(total, visible)
    t.equal(view.label, label, name)
    if (note) t.match(view.note, note, name)
    else t.equal(view.note, null, name)
  }
})
