import { TRANSCRIPT_PATHS as P, type TranscriptCfg, type TranscriptCreateRequest, type TranscriptListDataSchema, type TranscriptReportData } from '@report/contracts/upstream/transcripts'
import type { ExamInfoAll } from '@report/contracts/upstream/exam'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import type { Static } from 'typebox'
import type { ViewUpstream } from './upstream-calls.ts'

const RECENT_EXAMS = 20

/** The one module that knows the transcript calls. */
export class TranscriptUpstream {
  constructor(readonly u: ViewUpstream) {}

  user = () => this.u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info').then((d) => d.user)
  counter = () => this.u.json<{ downloaded: number }>('GET', P.counter).then((d) => d.downloaded)
  cfg = () => this.u.json<TranscriptCfg>('GET', P.cfg)
  saveCfg = (cfg: TranscriptCfg) => this.u.json<TranscriptCfg>('POST', P.cfgSet, cfg)
  list = () => this.u.json<Static<typeof TranscriptListDataSchema>>('GET', P.list).then((d) => d.list)
  create = (body: TranscriptCreateRequest) => this.u.json<{ id: string }>('POST', P.create, body)
  report = (id: string) => this.u.json<TranscriptReportData>('GET', `${P.report}?${new URLSearchParams({ id }).toString()}`)
  pdf = (id: string) => this.u.json<{ taskId: string }>('POST', P.pdf, { id })
  downloaded = (id: string) => this.u.json<{ downloaded: number }>('POST', P.downloaded, { id }).then((d) => d.downloaded)
  recentExams = () => this.u.examList({ offset: 0, limit: RECENT_EXAMS }).then((d) => d.exams)
  exam = (examid: string, org: number) => this.u.json<ExamInfoAll>('POST', '/exam/v1/exam/info/all', { examid, org })
}
