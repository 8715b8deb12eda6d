import type { AddDataView } from '@report/contracts/bff/settings-sync'
import type { SyncDetail, SyncMissing } from '@report/contracts/upstream/settings-sync'

// /examSync/addData (spec 1 §2): a joint exam's organiser adds the scores a school's students are
// missing on one paper, from an .xlsx or .csv checked row by row (contracts/src/validators/settings-add-data.ts).

export const ADD_DATA_TEXTS = {
  student: '学生账号无法补充成绩',
  notRoot: '只有考试的组织单位可以补充成绩',
  instructions: '上传 .xlsx 或 .csv 文件，第一行为表头，包含“考号”“姓名”“分数”三列（姓名可省略）；每行一名下列缺少成绩的学生，分数在 0 到满分之间。',
  refused: '成绩未能补充，请检查文件后重试',
  none: '该校该科目没有缺少成绩的学生',
} as const

export interface AddDataFacts {
  examid: string
  org: number
  detail: SyncDetail | null
  missing: SyncMissing | null
  schoolid: string
  pindex: number
  notice: string | null
}

export function addDataView(f: AddDataFacts): AddDataView {
  const backHref = `/report/examSync?${new URLSearchParams({ examid: f.examid, org: String(f.org) }).toString()}`
  const allowed = f.notice === null && f.detail !== null && f.missing !== null
  return {
    allowed,
    notice: f.notice ?? (f.missing && f.missing.students.length === 0 ? ADD_DATA_TEXTS.none : null),
    exam: f.detail ? { examid: f.examid, org: f.org, name: f.detail.name } : null,
    schools: allowed ? f.detail!.schools.map((s) => ({ value: s.schoolid, label: s.name })) : [],
    papers: allowed ? f.detail!.papers.map((p) => ({ value: String(p.pindex), label: p.subject })) : [],
    schoolid: f.schoolid,
    pindex: String(f.pindex),
    subject: f.missing?.subject ?? '',
    full: f.missing?.full ?? 0,
    missing: (f.missing?.students ?? []).map((s) => ({ studentId: s.studentId, name: s.name })),
    instructions: ADD_DATA_TEXTS.instructions,
    backHref,
  }
}
