import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { LenientDateTime } from './facts/lenient-fields.ts'

/**
 * Report (PDF) tasks (spec 3 §3, §7) and the consumer calls the PDF renderer takes them through.
 * Statuses: 0 pending, 5 processing, 1 completed, 3 failed (spec 3 §4).
 */

/** The report kinds a report task can print. */
export const REPORT_KINDS = ['total', 'subject', 'class'] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

export const TaskSchedulerSchema = Type.Object({
  taskTotalCount: Type.Integer({ default: 0 }),
  taskDoneCount: Type.Integer({ default: 0 }),
  taskFinishCount: Type.Integer({ default: 0 }),
})
export type TaskScheduler = Static<typeof TaskSchedulerSchema>

/** One PDF of a report task: a page of the client printed in export mode. */
export const ReportPageSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  /** The client route to print, with its query (`/report/exam/total?examid=…&export=pdf`). */
  path: Type.String(),
  /** 0 waiting, 1 printed, 3 failed. */
  status: Type.Integer(),
  file_url: Type.String({ default: '' }),
})
export type ReportPage = Static<typeof ReportPageSchema>

export const ReportTaskSchema = Type.Object({
  id: Type.String(),
  name: Type.String({ default: '' }),
  status: Type.Integer(),
  progress: Type.Number({ default: 0 }),
  /** 'YYYY-MM-DD HH:mm:ss', Beijing time. */
  create_time: LenientDateTime({ default: '' }),
  file_url: Type.String({ default: '' }),
  examid: Type.String({ default: '' }),
  org: Type.Integer({ default: 0 }),
  process: Type.Object({ taskScheduler: TaskSchedulerSchema }, { default: { taskScheduler: {} } }),
  pages: Type.Array(ReportPageSchema, { default: [] }),
  /** Why a failed task (3) failed, in words for the user (a platform may leave it out). */
  fail_msg: Type.Optional(Type.String()),
})
export type ReportTask = Static<typeof ReportTaskSchema>

/** POST /task/report/create. */
export const ReportCreateRequestSchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Integer({ minimum: -1, maximum: 2 }),
  grade: Type.Optional(Type.String({ maxLength: 16 })),
  reports: Type.Array(Type.Enum([...REPORT_KINDS]), { minItems: 1, maxItems: REPORT_KINDS.length }),
})
export type ReportCreateRequest = Static<typeof ReportCreateRequestSchema>
export const ReportCreateResponseSchema = Envelope(Type.Object({ id: Type.String() }))

/** GET /task/report/list → data.list. */
export const ReportListDataSchema = Type.Object({ list: Type.Array(ReportTaskSchema), version: Type.String({ default: '' }) })
export type ReportListData = Static<typeof ReportListDataSchema>
export const ReportListResponseSchema = Envelope(ReportListDataSchema)

/** POST /task/report/retryFailedTask, /package, /remove {taskReportId}. */
export const ReportTaskRefSchema = Type.Object({ taskReportId: Type.String({ minLength: 1, maxLength: 64 }) })
export type ReportTaskRef = Static<typeof ReportTaskRefSchema>
export const ReportPackageResponseSchema = Envelope(Type.Object({ fileUrl: Type.String() }))

/**
 * POST /task/v1/consumer/task {type, worker}: claims the oldest waiting task for one worker, now
 * processing, or null. The claim is a lease: the worker renews it with every update (a heartbeat is
 * an update with nothing else); a lease that runs out puts the task back in the queue for another
 * worker, and every update must name the lease it holds, so a task is never done twice.
 */
export const ConsumerTaskRequestSchema = Type.Object({
  type: Type.Literal('report'),
  /** Who claims (host and process), for the upstream's logs. */
  worker: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
})
export type ConsumerTaskRequest = Static<typeof ConsumerTaskRequestSchema>
export const ConsumerTaskSchema = Type.Object({
  id: Type.String(),
  name: Type.String({ default: '' }),
  examid: Type.String(),
  org: Type.Integer(),
  /** The PDF-export token (fxPdfToken) of the task's owner, for the renderer's session. */
  pdfToken: Type.String(),
  /** The claim: sent back with every update. */
  lease: Type.String(),
  /** The lease lasts this long after the claim and after every update. */
  leaseMs: Type.Integer({ minimum: 1 }),
  /** 1 for the first claim; more when earlier claims ran out. */
  attempt: Type.Integer({ minimum: 1, default: 1 }),
  pages: Type.Array(ReportPageSchema),
})
export type ConsumerTask = Static<typeof ConsumerTaskSchema>
export const ConsumerTaskResponseSchema = Envelope(Type.Object({ task: Type.Union([ConsumerTaskSchema, Type.Null()]) }))

const PDF_BASE64 = Type.String({ maxLength: 64 * 1024 * 1024 })

/**
 * POST /task/v1/consumer/task/update {id, lease, …}: renews the lease and reports one of: a page
 * printed (its PDF as base64) or failed; the task done (status 1, the merged PDF) or failed (status 3,
 * why); the claim given back unfinished (release: the task waits again, e.g. on shutdown).
 */
export const ConsumerUpdateRequestSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  lease: Type.String({ minLength: 1, maxLength: 64 }),
  page: Type.Optional(
    Type.Object({
      key: Type.String({ minLength: 1, maxLength: 64 }),
      status: Type.Union([Type.Literal(1), Type.Literal(3)]),
      pdfBase64: Type.Optional(PDF_BASE64),
    }),
  ),
  status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(3)])),
  /** With status 1: the task's reports merged into one PDF. */
  pdfBase64: Type.Optional(PDF_BASE64),
  /** With status 3: why, in words for the user. */
  message: Type.Optional(Type.String({ maxLength: 200 })),
  release: Type.Optional(Type.Boolean()),
})
export type ConsumerUpdateRequest = Static<typeof ConsumerUpdateRequestSchema>
