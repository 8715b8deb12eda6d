import type { ExamListItem } from '@report/contracts/bff/exams'
import type { XlsxCell, XlsxColumn } from '@report/contracts/bff/xlsx'

/** The exam list as a sheet (the `exams` table-export source): what the home list shows, plus the id. */
export const EXAM_SHEET_NAME = '考试列表'

export const EXAM_SHEET_COLUMNS: XlsxColumn[] = [
  { title: '考试名称', width: 40 },
  { title: '考试时间', width: 12 },
  { title: '考试类型', width: 10 },
  { title: '类别', width: 8 },
  { title: '年级', width: 8 },
  { title: '参考人数', width: 10, numFmt: '0' },
  { title: '考试编号', width: 16, text: true },
]

/** Spec 1 §3 tag groups as the home list names them. */
const TAG_LABELS: Record<ExamListItem['tagGroup'], string> = { X: '校内', L: '联考', Z: '走班', C: '自定义' }

export function examSheetRow(exam: ExamListItem): XlsxCell[] {
  return [exam.name, exam.date, exam.typeName, TAG_LABELS[exam.tagGroup], exam.grade, exam.studentCount, exam.examid]
}
