import { examById } from '@report/fixtures/dataset/exams'
import { examStudents } from '@report/fixtures/dataset/participants'

/** The first student on an exam's roster (pure catalogue data, the same in recording and replay). */
export function firstStudentOf(examid: string): string {
  const exam = examById(examid)
  if (!exam) throw new Error(`no exam ${examid}`)
  return examStudents(exam)[0]!.id
}
