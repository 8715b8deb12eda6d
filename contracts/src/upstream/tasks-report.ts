import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

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
  create_time: Type.String({ default: '' }),
  file_url: Type.String({ default: '' }),
  examid: Type.String({ default: '' }),
  org: Type.Integer({ default: 0 }),
  process: Type.Object({ taskScheduler: TaskSchedulerSchema }, { default: { taskScheduler: {} } }),
  pages: Type.Array(ReportPageSchema, { default: [] }),
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

/** POST /task/v1/consumer/task {type}: the next waiting task, now processing, or null. */
export const ConsumerTaskRequestSchema = Type.Object({ type: Type.Literal('report') })
export const ConsumerTaskSchema = Type.Object({
  id: Type.String(),
  examid: Type.String(),
  org: Type.Integer(),
  /** The PDF-export token (fxPdfToken) of the task's owner, for the renderer's session. */
  pdfToken: Type.String(),
  pages: Type.Array(ReportPageSchema),
})
export type ConsumerTask = Static<typeof ConsumerTaskSchema>
export const ConsumerTaskResponseSchema = Envelope(Type.Object({ task: Type.Union([ConsumerTaskSchema, Type.Null()]) }))

/** POST /task/v1/consumer/task/update: a page printed (PDF as base64) or failed, or the task failed. */
export const ConsumerUpdateRequestSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  page: Type.Optional(
    Type.Object({
      key: Type.String({ minLength: 1, maxLength: 64 }),
      status: Type.Union([Type.Literal(1), Type.Literal(3)]),
      pdfBase64: Type.Optional(Type.String({ maxLength: 64 * 1024 * 1024 })),
    }),
  ),
  /** 3 fails the whole task. */
  status: Type.Optional(Type.Literal(3)),
})
export type ConsumerUpdateRequest = Static<typeof ConsumerUpdateRequestSchema>
