import type { TutoringPicker, TutoringStudentView } from '@report/contracts/bff/tutoring'
import type { ExamInfoAll } from '@report/contracts/upstream/exam'
import { compareClassNames } from '../tables/class-order.ts'

// Staff open /hfsfd/student to read a student's report and text it to a parent (spec 3 §2, §7). Without a
// student named the page once said only 学生不存在 (issue 33 item 8): it lists the recent exams, the
// chosen exam's classes in the user's view and the chosen class's students, each a link to the page.

export const PICK_HINT = '请选择考试、班级，再点学生姓名查看其成绩报告并发送短信'
export const PICK_NOTICE = '请先选择要查看的学生'

export interface PickerFacts {
  base: string
  exams: ReadonlyArray<{ examid: string; org: string; name: string }>
  exam: { examid: string; org: string }
  classes: ExamInfoAll['classes']
  schools: ReadonlyMap<string, string>
  /** The class asked for (a class not in view falls back to the first). */
  classId: string | undefined
  roster: ReadonlyArray<{ key: string; name: string; xuehao: string }>
  skey: string | undefined
}

/** The class the picker lists: the one asked for when in view, else the first in class order; null without classes. */
export function pickedClass(classes: ExamInfoAll['classes'], asked: string | undefined): string | null {
  const sorted = sortClasses(classes)
  return sorted.find((c) => c.id === asked)?.id ?? sorted[0]?.id ?? null
}

const sortClasses = (classes: ExamInfoAll['classes']) => [...classes].sort((a, b) => (a.schoolid < b.schoolid ? -1 : a.schoolid > b.schoolid ? 1 : compareClassNames(a.name, b.name)))

/** toTutoringPicker(f) = the exams, classes (with their school when several schools sat) and students as links to the page. */
export function toTutoringPicker(f: PickerFacts): TutoringPicker {
  const href = (q: Record<string, string | undefined>) => {
    const search = new URLSearchParams()
    for (const [k, v] of Object.entries(q)) if (v) search.set(k, v)
    return `${f.base}?${search.toString()}`
  }
  const classId = pickedClass(f.classes, f.classId)
  const several = new Set(f.classes.map((c) => c.schoolid)).size > 1
  const names = new Map<string, number>()
  for (const s of f.roster) names.set(s.name, (names.get(s.name) ?? 0) + 1)
  return {
    hint: PICK_HINT,
    exams: f.exams.map((e) => ({ id: e.examid, name: e.name, href: href({ examid: e.examid, org: e.org }), selected: e.examid === f.exam.examid })),
    classes: sortClasses(f.classes).map((c) => ({
      id: c.id,
      name: several ? `${f.schools.get(c.schoolid) ?? ''} ${c.name}`.trim() : c.name,
      href: href({ examid: f.exam.examid, org: f.exam.org, class: c.id }),
      selected: c.id === classId,
    })),
    students: f.roster.map((s) => ({
      id: s.key,
      name: (names.get(s.name) ?? 0) > 1 ? `${s.name}（${s.xuehao}）` : s.name,
      href: href({ examid: f.exam.examid, org: f.exam.org, class: classId ?? undefined, skey: s.key }),
      selected: s.key === f.skey,
    })),
  }
}

/** The page before a student is chosen: the picker, the exam's name, and the notice saying what to choose. */
export function pickOnlyView(picker: TutoringPicker, exam: { examid: string; org: string; name: string }): TutoringStudentView {
  return {
    picker,
    header: { studentName: '', schoolName: '', className: '', examName: exam.name, examDate: '' },
    notice: PICK_NOTICE,
    total: { scoreText: '--', manfen: 0, ranks: [] },
    rankNote: null,
    subjects: [],
    goodPapers: [],
    weakPapers: [],
    goodRule: '',
    weakRule: '',
    weakQuestions: [],
    weakPoints: [],
    exams: [],
    sms: null,
    share: null,
    examid: exam.examid,
    org: exam.org,
    skey: '',
  }
}
