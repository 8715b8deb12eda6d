import { setImmediate as nextTurn } from 'node:timers/promises'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { DrillKind, ReportPageQuery } from '@report/contracts/bff/report-page'
import { REPORT_FRAME_KEYS } from '@report/contracts/bff/report-page'
import type { ExamInfoAll } from '@report/contracts/upstream/exam'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { ReportPathKey } from '@report/contracts/upstream/reports/paths'
import { REPORT_ANSWER_SCHEMAS, reportClientPath, type ReportAnswer } from '@report/contracts/upstream/reports/answers'
import { completeAnswer, UnderivableAnswer } from '../../domain/reports/answer-derivations.ts'
import { bffError } from '../../errors.ts'
import { EXAM_ROUTES } from '../../domain/exam-context/exam-routes.ts'
import { reportPapers } from '../../domain/reports/papers.ts'
import { reportAccess, type ReportAccess } from '../../domain/reports/report-access.ts'
export type { ReportAccess }
import { limitExamId } from '../../domain/exam-context/exam-notices.ts'
import type { Session } from '../../lib/session.ts'
import { examPermission, examTrialFlag } from '../exam-access-upstream.ts'
import { ViewUpstream } from '../upstream-calls.ts'

/** The base of every report call (spec 2 §7): the exam and the view's focus. */
export interface ReportFrame {
  examid: string
  org?: number
  grade?: string
  lkschool?: string
  qxschool?: string
}


/**
 * What a report page's view model is built from: the page query, the upstream's report calls with
 * the frame added, and the exam facts several blocks share (fetched once per request, in parallel
 * with whatever else the page asks).
 */
export class ReportContext {
  readonly frame: ReportFrame
  private readonly upstream: ViewUpstream
  private examInfo: Promise<ReportExamInfo> | null = null
  private accessFacts: Promise<ReportAccess> | null = null
  private readonly shared = new Map<string, Promise<unknown>>()
  private turns: Promise<unknown> = Promise.resolve()

  constructor(
    readonly app: FastifyInstance,
    readonly session: Session,
    readonly log: FastifyBaseLogger,
    readonly query: ReportPageQuery,
  ) {
    this.upstream = new ViewUpstream(app, session, log)
    this.frame = frameOf(query)
  }

  /**
   * A report call of spec 2 §7 with the frame merged under the body. Its data comes decoded against
   * its schema (the boundary, lib/answer-decoder.ts: REPORT_ANSWERS) and completed with what the BFF
   * derives (domain/reports/answer-derivations.ts); one that cannot be completed broke the contract.
   */
  async call<K extends ReportPathKey>(key: K, body: object = {}): Promise<ReportAnswer<K>> {
    const decoded = await this.upstream.json<unknown>('POST', reportClientPath(key), { ...this.frame, ...body })
    try {
      // The boundary checked the schema and the derivations fill what it let be absent (tested per call).
      return completeAnswer(REPORT_ANSWER_SCHEMAS[key], decoded, this.frame) as ReportAnswer<K>
    } catch (err) {
      if (err instanceof UnderivableAnswer) {
        const call = `POST ${reportClientPath(key)}`
        // Like the boundary's breaches: counted every time, logged once per call and field.
        this.app.metrics.upstreamContractBreaches.inc({ call, field: err.field })
        if (firstBreach(`${call} ${err.field}`)) this.log.error({ call, field: err.field, problem: err.message }, 'upstream answer breaks its contract')
        throw bffError('BFF_ERR_UPSTREAM_CONTRACT', { cause: err })
      }
      throw err
    }
  }

  /**
   * A report call several blocks of one request share: asked once, the same answer for each. Each reader
   * goes on in a turn of the event loop of its own, one after the other: the page's tables and its build,
   * each over the whole answer (the 120,000 exam's dashboard: 242 schools × 10 papers), would otherwise
   * all run in the one turn the answer arrived in, while every other request waits (issue 22).
   */
  callOnce<K extends ReportPathKey>(key: K, body: object = {}): Promise<ReportAnswer<K>> {
    const id = `${key}|${JSON.stringify(body)}`
    let answer = this.shared.get(id) as Promise<ReportAnswer<K>> | undefined
    if (!answer) {
      answer = this.call(key, body)
      this.shared.set(id, answer)
    }
    return answer.then(async (value) => {
      await this.ownTurn()
      return value
    })
  }

  /** Resolves in a turn of its own, after the turn of every earlier caller (each queued once the last has begun). */
  private ownTurn(): Promise<void> {
    const turn = this.turns.then(() => nextTurn())
    this.turns = turn
    return turn
  }

  exam(): Promise<ReportExamInfo> {
    this.examInfo ??= this.call('examInfo')
    return this.examInfo
  }

  /** The exam's info if this request has asked for it, else null: what a page may state without a call of its own. */
  examAsked(): Promise<ReportExamInfo> | null {
    return this.examInfo
  }

  /** 总分 then the papers in spec 2 §9 subject order. */
  async papers(): Promise<PaperRef[]> {
    return reportPapers(await this.exam())
  }

  /** The paper the page's 科目 filter chose (default 总分), or the first when the choice is not a paper here. */
  async pindex(): Promise<number> {
    const papers = await this.papers()
    const wanted = this.query.pindex === undefined ? 0 : Number(this.query.pindex)
    return papers.some((p) => p.pindex === wanted) ? wanted : (papers[0]?.pindex ?? 0)
  }

  /**
   * Whether this user may download this exam's tables, and whether it is a trial (spec 1 §6, spec 2 §6).
   * Its four calls are the exam frame's too, and are the session's for a while (views/upstream-calls.ts):
   * after the frame, or on the exam's next report, the page asks only for its own data.
   */
  access(): Promise<ReportAccess> {
    const ref = { examid: this.frame.examid, org: this.frame.org ?? -1 }
    const u = this.upstream
    // The exam's own permissions and trial flag, asked as the frame asks them (exam-access-upstream.ts):
    // the frame and the page agree on what the user may do.
    this.accessFacts ??= Promise.all([
      u.json<ExamInfoAll>('POST', '/exam/v1/exam/info/all', ref),
      u.soft('user', () => u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info')),
      u.soft('permission', () => examPermission(u, ref)),
      ref.org > -1 ? u.soft('exam disabled', () => u.json<{ disabled: boolean }>('POST', '/exam/v1/exam/disabled', { ...ref, examid: limitExamId(ref.examid) })) : null,
      examTrialFlag(u, ref),
    ]).then(([exam, user, permission, disabled, trial]) => reportAccess({ exam, user: user?.user ?? null, permission, disabled, trial }))
    return this.accessFacts
  }

  /** The frame as query-string pairs (for links, drill cells and export references). */
  frameParams(): Record<string, string> {
    const out: Record<string, string> = {}
    for (const key of REPORT_FRAME_KEYS) {
      const value = this.query[key]
      if (value !== undefined && value !== '') out[key] = value
    }
    return out
  }

  /** A link to another report route keeping the frame; `extra` sets filters there. */
  href(route: string, extra: Record<string, string> = {}): string {
    const target = EXAM_ROUTES.get(route)
    if (!target) throw new Error(`unknown report route ${route}`)
    const search = new URLSearchParams({ ...this.frameParams(), ...extra })
    return `/report${target.path}?${search.toString()}`
  }

  /** A drill cell's parameters: everything GET report-drill needs, frame included. */
  drill(kind: DrillKind, params: Record<string, string | number | boolean | undefined>): Record<string, string> {
    const out: Record<string, string> = { kind, ...this.frameParams() }
    delete out.compareType
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined) continue
      out[key] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value)
    }
    return out
  }
}

const breaches = new Set<string>()
/** True the first time a call and field break (bounded: calls and folded fields are few). */
function firstBreach(key: string): boolean {
  if (breaches.has(key) || breaches.size >= 1_000) return false
  breaches.add(key)
  return true
}

function frameOf(query: ReportPageQuery): ReportFrame {
  const frame: ReportFrame = { examid: query.examid }
  if (query.org !== undefined && query.org !== '') frame.org = Number(query.org)
  if (query.grade) frame.grade = query.grade
  if (query.lkschool) frame.lkschool = query.lkschool
  if (query.qxschool) frame.qxschool = query.qxschool
  return frame
}
