import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { LenientDateTime, LenientEpochMs } from './facts/lenient-fields.ts'

/**
 * Export tasks of the upstream (spec 3 §3, §7): one-click (group) tasks, common export (exam)
 * tasks, the download configuration and the list versions. Custom (norm) tasks are in
 * tasks-norm.ts, report tasks in tasks-report.ts, the exam's export settings in tasks-exam-scope.ts.
 * Paths are the spec's, below `/report` on the upstream (`/task/v1/group/list` →
 * `/report/task/v1/group/list`).
 */

/** The eight tables of a one-click download (spec 3 §3 download configuration). */
export const EXCEL_TABLE_KEYS = ['irrank', 'matrix', 'rate', 'question', 'segment', 'byrank', 'byscale', 'byscore'] as const
export type ExcelTableKey = (typeof EXCEL_TABLE_KEYS)[number]

/** The tables' Chinese names (file names and display names; irrank and matrix are the spec's fallbacks). */
export const EXCEL_TABLE_LABELS: Readonly<Record<ExcelTableKey, string>> = {
  irrank: '排名榜',
  matrix: '小分表',
  rate: '三率统计',
  question: '试题分析',
  segment: '分数段统计',
  byrank: '名次段统计',
  byscale: '按比例统计',
  byscore: '分数线统计',
}

export function isExcelTableKey(value: string): value is ExcelTableKey {
  return (EXCEL_TABLE_KEYS as readonly string[]).includes(value)
}

/** How a one-click zip is laid out: 1 a folder per table, 2 a folder per subject. */
export const PACKAGE_TYPE = { byTable: 1, bySubject: 2 } as const

export const ExcelCfgsSchema = Type.Object({
  irrank: Type.Boolean(),
  matrix: Type.Boolean(),
  rate: Type.Boolean(),
  question: Type.Boolean(),
  segment: Type.Boolean(),
  byrank: Type.Boolean(),
  byscale: Type.Boolean(),
  byscore: Type.Boolean(),
})
export type ExcelCfgs = Static<typeof ExcelCfgsSchema>
export const ExcelCfgsPatchSchema = Type.Partial(ExcelCfgsSchema)

/** GET /obt/v1/group/user-cfg, POST /mod/v1/group/user-cfg (set) and /mod/v1/group/user-cfg/update. */
export const DownloadCfgSchema = Type.Object({
  package_type: Type.Integer({ minimum: 1, maximum: 2, default: 1 }),
  excel_cfgs: ExcelCfgsSchema,
})
export type DownloadCfg = Static<typeof DownloadCfgSchema>
export const DownloadCfgResponseSchema = Envelope(DownloadCfgSchema)
export const DownloadCfgUpdateRequestSchema = Type.Object({
  package_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  excel_cfgs: Type.Optional(ExcelCfgsPatchSchema),
})
export type DownloadCfgUpdateRequest = Static<typeof DownloadCfgUpdateRequestSchema>

/** The common query keys of task calls (spec 3 §7): the route's exam. */
export const TaskQuerySchema = Type.Object({
  examid: Type.Optional(Type.String({ maxLength: 64 })),
  org: Type.Optional(Type.String({ maxLength: 4 })),
  grade: Type.Optional(Type.String({ maxLength: 16 })),
  from: Type.Optional(Type.String({ maxLength: 16 })),
  lkschool: Type.Optional(Type.String({ maxLength: 32 })),
})
export type TaskQuery = Static<typeof TaskQuerySchema>

/** A file name, or several (a table split into files). */
export const FileNameSchema = Type.Union([Type.String(), Type.Array(Type.String())])

// ---- one-click (group) tasks --------------------------------------------------------------------

/** Statuses: 0 or 5 generating (5 = packaging), 1 done, 2 expired, 3 failed (spec 3 §4). */
export const GroupSubTaskSchema = Type.Object({
  _id: Type.String(),
  /** One of EXCEL_TABLE_KEYS. */
  name: Type.String(),
  file_name: Type.Union([Type.String(), Type.Array(Type.String())], { default: '' }),
  file_url: Type.String({ default: '' }),
  /** 0 generating, 1 done, 2 expired, 3 failed. */
  status: Type.Integer(),
  is_delete: Type.Integer({ default: 0 }),
})
export type GroupSubTask = Static<typeof GroupSubTaskSchema>

/** Spec 3 §3 promises the id and the status; the rest shows empty (or not started) when absent. */
export const GroupTaskSchema = Type.Object({
  task_group_id: Type.String(),
  task_name: Type.String({ default: '' }),
  /** The exam's name (shown as the task's name). */
  file_name: Type.String({ default: '' }),
  /** 'YYYY-MM-DD HH:mm:ss', Beijing time. */
  create_time: LenientDateTime({ default: '' }),
  file_url: Type.String({ default: '' }),
  status: Type.Integer(),
  /** 0–100; a platform that leaves it out gets the spec's simulated progress. */
  progress: Type.Optional(Type.Number()),
  is_delete: Type.Integer({ default: 0 }),
  examid: Type.String({ default: '' }),
  org: Type.Integer({ default: 0 }),
  package_type: Type.Integer({ default: 1 }),
  tasks: Type.Optional(Type.Array(GroupSubTaskSchema)),
})
export type GroupTask = Static<typeof GroupTaskSchema>

/** POST /task/v1/group/create {excel_cfgs}, query examid, org, grade, from, lkschool. */
export const GroupCreateRequestSchema = Type.Object({
  excel_cfgs: ExcelCfgsPatchSchema,
  package_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
})
export type GroupCreateRequest = Static<typeof GroupCreateRequestSchema>
export const GroupCreateResponseSchema = Envelope(Type.Object({ task_group_id: Type.String() }))

/** POST /task/v1/group/list {is_delete, status}, query of the route's exam. */
export const GroupListRequestSchema = Type.Object({
  is_delete: Type.Integer({ minimum: 0, maximum: 1 }),
  status: Type.Optional(Type.Array(Type.Integer())),
})
export type GroupListRequest = Static<typeof GroupListRequestSchema>
export const GroupListDataSchema = Type.Object({ list: Type.Array(GroupTaskSchema), version: Type.String({ default: '' }) })
export type GroupListData = Static<typeof GroupListDataSchema>
export const GroupListResponseSchema = Envelope(GroupListDataSchema)

/** POST /task/v1/all-exam/list {is_del: false}: the group tasks of every exam (no examid in the route). */
export const AllExamListRequestSchema = Type.Object({ is_del: Type.Boolean() })
export type AllExamListRequest = Static<typeof AllExamListRequestSchema>

/** POST /task/v1/group/update: delete the group, or some of its sub-tasks. */
export const GroupUpdateRequestSchema = Type.Object({
  task_group_id: Type.String({ minLength: 1, maxLength: 64 }),
  update: Type.Union([
    Type.Object({ is_delete: Type.Literal(1) }),
    Type.Object({ tasks: Type.Array(Type.Object({ _id: Type.String({ minLength: 1, maxLength: 64 }), is_delete: Type.Literal(1) }), { minItems: 1 }) }),
  ]),
})
export type GroupUpdateRequest = Static<typeof GroupUpdateRequestSchema>

// ---- common export (exam) tasks -----------------------------------------------------------------

/** The export-list call's filters (spec 3 §3). */
export const ExportFiltersSchema = Type.Object({
  order: Type.Optional(Type.Object({ key: Type.String(), rule: Type.String(), pindex: Type.Optional(Type.Integer()) })),
  isEs: Type.Optional(Type.Boolean()),
  lkRank: Type.Optional(Type.Boolean()),
  schoolRank: Type.Optional(Type.Boolean()),
  classRank: Type.Optional(Type.Boolean()),
  search: Type.Optional(Type.String({ maxLength: 64 })),
  tpkeys: Type.Optional(Type.Array(Type.String())),
  tgkeys: Type.Optional(Type.Array(Type.String())),
})
export type ExportFilters = Static<typeof ExportFiltersSchema>

/** Statuses as group tasks: 0 or 5 generating, 1 done, 2 expired, 3 failed, 4 cancelled (any other invalid). */
export const ExamTaskSchema = Type.Object({
  taskid: Type.String(),
  /** irrank (排名榜), matrix (小分表), or another table key; spec 3 §3 "name or file_name". */
  name: Type.String({ default: '' }),
  file_name: Type.Optional(FileNameSchema),
  /** Epoch ms; older records carry `ctime` instead. */
  create_time: Type.Optional(LenientEpochMs()),
  ctime: Type.Optional(LenientEpochMs()),
  file_url: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  status: Type.Integer(),
  progress: Type.Optional(Type.Number()),
  is_delete: Type.Integer({ default: 0 }),
  examid: Type.String({ default: '' }),
  org: Type.Integer({ default: 0 }),
  pindex: Type.Optional(Type.Integer()),
})
export type ExamTask = Static<typeof ExamTaskSchema>

/** POST /task/v1/exam/list {is_del: false}: an array of tasks. */
export const ExamTaskListRequestSchema = Type.Object({ is_del: Type.Boolean() })
export const ExamTaskListResponseSchema = Envelope(Type.Array(ExamTaskSchema))

/** POST /task/v1/exam/create: the export-list call definition (spec 3 §3), query examid, grade, from, lkschool. */
export const ExamTaskCreateRequestSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 32 }),
  fileName: Type.Optional(Type.String({ maxLength: 120 })),
  pindex: Type.Optional(Type.Integer({ minimum: 0 })),
  filters: Type.Optional(ExportFiltersSchema),
})
export type ExamTaskCreateRequest = Static<typeof ExamTaskCreateRequestSchema>
export const ExamTaskCreateResponseSchema = Envelope(Type.Object({ taskid: Type.String() }))

export const ExamTaskUpdateRequestSchema = Type.Object({
  taskid: Type.String({ minLength: 1, maxLength: 64 }),
  update: Type.Object({ status: Type.Optional(Type.Literal(4)), is_delete: Type.Optional(Type.Literal(1)) }),
})
export type ExamTaskUpdateRequest = Static<typeof ExamTaskUpdateRequestSchema>

export const ExamTaskDeleteRequestSchema = Type.Object({ taskid: Type.String({ minLength: 1, maxLength: 64 }) })
export type ExamTaskDeleteRequest = Static<typeof ExamTaskDeleteRequestSchema>

/** POST /task/v1/exam/preview: the export's header and first rows, without creating a task. */
export const ExamTaskPreviewRequestSchema = ExamTaskCreateRequestSchema
export const ExamTaskPreviewDataSchema = Type.Object({
  header: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.Union([Type.String(), Type.Number(), Type.Null()]))),
  total: Type.Integer(),
})
export type ExamTaskPreviewData = Static<typeof ExamTaskPreviewDataSchema>
export const ExamTaskPreviewResponseSchema = Envelope(ExamTaskPreviewDataSchema)

// ---- versions and plain acknowledgements --------------------------------------------------------

/** GET /task/v1/version: a value per kind that changes whenever a task of that kind changes. */
export const TaskVersionsSchema = Type.Object({
  group: Type.String({ default: '' }),
  exam: Type.String({ default: '' }),
  norm: Type.String({ default: '' }),
  report: Type.String({ default: '' }),
})
export type TaskVersions = Static<typeof TaskVersionsSchema>
export const TaskVersionsResponseSchema = Envelope(TaskVersionsSchema)

export const AckResponseSchema = Envelope(Type.Null())
