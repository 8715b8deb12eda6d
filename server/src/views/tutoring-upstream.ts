import type { ExamInfoAll } from '@report/contracts/upstream/exam'
import type { RankingData } from '@report/contracts/upstream/reports/ranking'
import { TUTORING_PATHS as P, type ShareStatusData, type StudentExamListData, type TutoringStudentInfo } from '@report/contracts/upstream/tutoring'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import type { ViewUpstream } from './upstream-calls.ts'

const RECENT_EXAMS = 10
/** A class's roster fits one ranking page (classes hold at most 65 students). */
const ROSTER_LIMIT = 200

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, v)
  return `?${search.toString()}`
}

/** The one module that knows the tutoring calls (spec 3 §7 "Tutoring student report", "Transcripts and sharing"). */
export class TutoringUpstream {
  constructor(readonly u: ViewUpstream) {}

  user = () => this.u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info').then((d) => d.user)
  info = (examid: string, org: string | undefined, studentId: string | undefined) => this.u.json<TutoringStudentInfo>('GET', `${P.studentInfo}${query({ examid, org, studentId })}`)
  exams = (studentId: string | undefined) => this.u.json<StudentExamListData>('GET', `${P.examList}${query({ studentId })}`).then((d) => d.list)
  summary = (examid: string, org: string | undefined, studentId: string | undefined) => this.u.json<{ msg: string }>('GET', `${P.msg}${query({ examid, org, studentId })}`).then((d) => d.msg)
  send = (body: { examid: string; from: string; phone: string; studentId?: string }) => this.u.json<{ sentAt: number }>('POST', P.send, body)
  /** The newest exams of the user's list (the compare list's first page). */
  recentExams = () => this.examPage(1, RECENT_EXAMS).then((d) => d.exams)
  /** A page of the user's exam list, newest first, with the list's length. */
  examPage = (page: number, size: number) => this.u.examList({ offset: (page - 1) * size, limit: size })
  /** Whether families can read each exam's student reports (of the user's schools). */
  shareStatus = (exams: ReadonlyArray<{ examid: string; org?: number }>) => this.u.json<ShareStatusData>('POST', P.shareStatus, { exams }).then((d) => d.list)
  /** The exam's classes (and schools) in the user's view: the staff's student picker. */
  examInfo = (examid: string, org: string | undefined) => this.u.json<ExamInfoAll>('POST', '/exam/v1/exam/info/all', { examid, org: Number(org ?? 0) })
  /** A class's students by name (the 成绩排名 list of the class group, spec 2 §3 group keys). */
  roster = (examid: string, org: string | undefined, classId: string) =>
    this.u.json<RankingData>('POST', '/analysis/v1/exam/irrank/table', { examid, org: Number(org ?? 0), tgkey: `class:${classId}`, offset: 0, limit: ROSTER_LIMIT, sort: { key: 'name', rule: 'asc' } }).then((d) => d.items)
  share = (publish: boolean, examid: string, org: number | undefined) => this.u.json<{ shared: boolean }>('POST', publish ? P.publish : P.unpublish, { examid, ...(org !== undefined ? { org } : {}) })
}
