// spec 2 §2 grade-level scoring (score/transformation base exam, level/fogang entry exam) and §9
// (type 12 is a class test): the default is the cohort's latest comparable exam.

import t from 'tap'
import { CLASS_TEST_TYPE, comparableExams, type CohortExam } from '../../../src/domain/level/comparable-exams.ts'

const SIX = ['语文', '数学', '英语', '物理', '化学', '生物']
const exam = (key: string, time: string, over: Partial<CohortExam> = {}): CohortExam => ({ key, cohortKey: 'senior-2025', time, type: 1, subjects: SIX, ...over })

const target = exam('final', '2027-01-20')
const monthly = exam('monthly', '2026-12-10')
const midterm = exam('midterm', '2026-11-10')
const classTest = exam('class-test', '2027-01-05', { type: CLASS_TEST_TYPE, subjects: ['数学'] })
const classTestFull = exam('class-test-full', '2027-01-06', { type: CLASS_TEST_TYPE })
const fewSubjects = exam('three-subjects', '2027-01-08', { subjects: ['语文', '数学', '英语'] })
const otherCohort = exam('other-cohort', '2027-01-10', { cohortKey: 'senior-2024' })
const later = exam('later', '2027-03-01')

t.test('the default and the order of the candidates', async (t) => {
  const table: [string, CohortExam[], boolean, string[]][] = [
    ['a newer class test of one subject does not come first', [target, classTest, monthly, midterm], true, ['monthly', 'midterm', 'class-test']],
    ['a class test with every subject is still not comparable', [target, classTestFull, monthly], true, ['monthly', 'class-test-full']],
    ['an exam without all the subjects comes after the comparable ones, before fewer', [target, fewSubjects, classTest, midterm], true, ['midterm', 'three-subjects', 'class-test']],
    ['another cohort is never a candidate', [target, otherCohort, midterm], true, ['midterm']],
    ['entry exams are earlier ones only', [target, later, monthly], true, ['monthly']],
    ['a base exam may be later', [target, later, monthly], false, ['later', 'monthly']],
    ['only incomparable exams: still offered, the closest first', [target, classTest, fewSubjects], true, ['three-subjects', 'class-test']],
    ['nothing else in the cohort', [target, otherCohort], true, []],
  ]
  for (const [name, exams, earlier, keys] of table) t.same(comparableExams(target, exams, { earlier }), keys, name)
})

t.test('numeric times (event_time) order the same way', async (t) => {
  const at = (key: string, time: number, type = 1) => exam(key, '', { time, type })
  t.same(comparableExams(at('exit', 300), [at('exit', 300), at('a', 100), at('b', 200), at('c', 250, CLASS_TEST_TYPE)], { earlier: true }), ['b', 'a', 'c'])
})
