import {
  ANSWER_CARD_PATHS as P,
  type AnswerPicsCreateRequest,
  type AnswerPicsListData,
  type ExamInterval,
  type PaperPicsData,
  type StudentFileCheck,
  type StudentSheetData,
} from '@report/contracts/upstream/answer-cards'
import type { ExamInfoAll } from '@report/contracts/upstream/exam'
import { MATRIX_PIC_PATHS, type MatrixAnswerPicData, type MatrixPicsData } from '@report/contracts/upstream/matrix-pics'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import type { ViewUpstream } from './upstream-calls.ts'

export interface ExamRef {
  examid: string
  org?: string | undefined
  grade?: string | undefined
}

const orgNumber = (org: string | undefined) => (org === undefined || org === '' ? -1 : Number(org))
const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, v)
  return `?${search.toString()}`
}

/** The one module that knows the answer-card calls (spec 3 §7 "Answer cards"). */
export class AnswerCardUpstream {
  constructor(readonly u: ViewUpstream) {}

  user = () => this.u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info').then((d) => d.user)
  exam = (ref: ExamRef) => this.u.json<ExamInfoAll>('POST', '/exam/v1/exam/info/all', { examid: ref.examid, org: orgNumber(ref.org) })
  isHide = (ref: ExamRef) => this.u.soft('answer-pics isHide', () => this.u.json<{ isHide: boolean }>('GET', `${P.isHide}${query({ examid: ref.examid, org: ref.org })}`).then((d) => d.isHide))
  /** The school's window for students (soft: a platform without one leaves sheets open). */
  interval = (ref: ExamRef) => this.u.soft('exam interval', () => this.u.json<ExamInterval>('GET', `${P.interval}${query({ examid: ref.examid, org: ref.org })}`))
  /** A student's or parent's own sheet: the student app's call, which names no student. */
  ownSheet = (ref: ExamRef, pindex: number) => this.u.json<StudentSheetData>('GET', `${P.ownSheet}${query({ examid: ref.examid, org: ref.org, pindex: String(pindex) })}`)
  sheet = (ref: ExamRef, pindex: number, studentId: string) =>
    this.u.json<StudentSheetData>('GET', `${P.studentSheet}${query({ examid: ref.examid, org: ref.org, pindex: String(pindex), studentId })}`)
  /** One student's answer to one question, cut from their sheet. */
  questionPic = (ref: ExamRef, pindex: number, qid: string, studentId: string) =>
    this.u.json<MatrixAnswerPicData>('GET', `${MATRIX_PIC_PATHS.answerPic}${query({ examid: ref.examid, org: ref.org, pindex: String(pindex), qid, studentId })}`)
  /** The answers of a class to one question. */
  questionPics = (ref: ExamRef, pindex: number, qid: string, classid: string) =>
    this.u.json<MatrixPicsData>('GET', `${MATRIX_PIC_PATHS.pics}${query({ examid: ref.examid, org: ref.org, pindex: String(pindex), qid, classid })}`)
  paperPics = (ref: ExamRef, pindex: number) => this.u.json<PaperPicsData>('GET', `${P.paperPics}${query({ examid: ref.examid, org: ref.org, pindex: String(pindex) })}`)

  tasks = (ref: ExamRef) => this.u.json<AnswerPicsListData>('POST', `${P.list}${query({ ...ref })}`, {}).then((d) => d.tasks)
  create = (ref: ExamRef, body: AnswerPicsCreateRequest) => this.u.json<{ taskid: string }>('POST', `${P.create}${query({ ...ref })}`, body)
  remove = (ref: ExamRef, taskid: string) => this.u.json<null>('POST', `${P.groupsUpdate}${query({ ...ref })}`, { taskid, update: { is_delete: 1 } })
  restart = (ref: ExamRef, taskid: string) => this.u.json<null>('POST', `${P.restart}${query({ ...ref })}`, { taskid })
  uploadStudentFile = (ref: ExamRef, fileName: string, content: string) =>
    this.u.json<StudentFileCheck>('POST', `${P.uploadStudentFile}${query({ ...ref })}`, { fileName, content })
}
