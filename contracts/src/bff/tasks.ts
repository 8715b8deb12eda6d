import { Type, type Static } from 'typebox'

/**
 * The download-task panel and its actions (spec 3 §2, §4, §8): one row model for every kind of task,
 * already decided by the BFF. The client renders rows, runs the timers (refresh, download queue,
 * simulated progress: contracts/src/rules/download-tasks.ts) and never reads an upstream status.
 */

/**
 * The four lists of spec 3 §2: one-click (group), common export (exam), custom tables (norm), export
 * reports (report); and the route's exam's answer-card exports (answerCard, issue 20), a tab of their
 * own that shows only while the exam has such tasks (GET /report/bff/tasks/answer-cards).
 */
export const TASK_KINDS = ['group', 'exam', 'norm', 'report', 'answerCard'] as const
export const TaskKindSchema = Type.Enum([...TASK_KINDS])
export type TaskKind = (typeof TASK_KINDS)[number]

export const TASK_STATES = ['generating', 'done', 'expired', 'failed', 'invalid'] as const
export const TaskStateSchema = Type.Enum([...TASK_STATES])
export type TaskState = (typeof TASK_STATES)[number]

/** download (manual), delete, retry (report; answer cards: restartJob), downloadAgain (重新下载: recreate a custom task), package (report). */
export const TASK_ACTIONS = ['download', 'delete', 'retry', 'downloadAgain', 'package'] as const
export const TaskActionSchema = Type.Enum([...TASK_ACTIONS])
export type TaskAction = (typeof TASK_ACTIONS)[number]

/**
 * How progress shows: `value` the upstream's percentage; `ring` a full ring (custom tasks done or
 * failed); `simulated` the client's simulation (custom: rounds of a 2 s tick; report: three phases);
 * `spinner` a spinner without a number (a report task waiting for the renderer); `none`.
 */
export const TaskProgressSchema = Type.Union([
  Type.Object({ mode: Type.Literal('value'), value: Type.Number({ minimum: 0, maximum: 100 }) }),
  Type.Object({ mode: Type.Literal('ring'), tone: Type.Union([Type.Literal('success'), Type.Literal('error')]) }),
  Type.Object({ mode: Type.Literal('simulated'), schedule: Type.Union([Type.Literal('custom'), Type.Literal('report')]) }),
  Type.Object({ mode: Type.Literal('spinner') }),
  Type.Object({ mode: Type.Literal('none') }),
])
export type TaskProgress = Static<typeof TaskProgressSchema>

export const SubTaskRowSchema = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  name: Type.String(),
  state: TaskStateSchema,
  statusText: Type.String(),
  /** A BFF download URL, or null (no file yet, or the upstream's URL was not valid). */
  downloadUrl: Type.Union([Type.String(), Type.Null()]),
  actions: Type.Array(TaskActionSchema),
})
export type SubTaskRow = Static<typeof SubTaskRowSchema>

export const TaskRowSchema = Type.Object({
  id: Type.String(),
  kind: TaskKindSchema,
  name: Type.String(),
  /** YYYY/MM/DD HH:mm (Beijing time), or '--'. */
  createdAt: Type.String(),
  state: TaskStateSchema,
  /** 生成中, 等待生成, 已完成, 已过期, 生成失败, 已失效 … */
  statusText: Type.String(),
  progress: TaskProgressSchema,
  downloadUrl: Type.Union([Type.String(), Type.Null()]),
  /** The custom task's group (reload and delete carry it). */
  groupId: Type.Union([Type.String(), Type.Null()]),
  subTasks: Type.Array(SubTaskRowSchema),
  actions: Type.Array(TaskActionSchema),
})
export type TaskRow = Static<typeof TaskRowSchema>

export const TaskVersionsSchema = Type.Object({
  group: Type.String(),
  exam: Type.String(),
  norm: Type.String(),
  report: Type.String(),
})
export type TaskVersions = Static<typeof TaskVersionsSchema>

/**
 * How the panel follows a tab's tasks to download each when it is done (spec 3 §4): `refresh`, a task
 * seen generating at the previous refresh; `stored`, ids kept in localStorage under the panel's
 * pendingStorageKey, so a reload keeps waiting for them (custom tables); `none`, not downloaded by
 * the panel.
 */
export const TaskFollowSchema = Type.Union([Type.Literal('refresh'), Type.Literal('stored'), Type.Literal('none')])
export type TaskFollow = Static<typeof TaskFollowSchema>

export const TaskExamParamsSchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
  grade: Type.Optional(Type.String({ maxLength: 16 })),
  from: Type.Optional(Type.String({ maxLength: 16 })),
  lkschool: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z_-]*$' })),
})
export type TaskExamParams = Static<typeof TaskExamParamsSchema>

export const TaskTabSchema = Type.Object({
  kind: TaskKindSchema,
  label: Type.String(),
  follow: TaskFollowSchema,
  rows: Type.Array(TaskRowSchema),
  emptyText: Type.String(),
  /** A tab whose list failed to load: the catalogue's message (the other tabs still show). */
  error: Type.Union([Type.String(), Type.Null()]),
  /**
   * What every action on this tab's rows carries besides the row (TaskRefBody): the answer-card tab's
   * exam (spec 3 §7, the query copied from the route); nothing for the other tabs.
   */
  actionParams: Type.Partial(TaskExamParamsSchema),
})
export type TaskTab = Static<typeof TaskTabSchema>

/** GET /report/bff/tasks?examid&org&grade&from&lkschool&embedded. */
export const TaskPanelQuerySchema = Type.Object({
  examid: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_-]*$' })),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{0,2}$' })),
  grade: Type.Optional(Type.String({ maxLength: 16 })),
  from: Type.Optional(Type.String({ maxLength: 16 })),
  lkschool: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z_-]*$' })),
  embedded: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
})
export type TaskPanelQuery = Static<typeof TaskPanelQuerySchema>

export const TaskPanelViewSchema = Type.Object({
  title: Type.String({ description: '下载任务' }),
  /** Embedded mode hides the custom-table and export-report tabs. */
  tabs: Type.Array(TaskTabSchema),
  versions: TaskVersionsSchema,
  footerTip: Type.String(),
  /** Refresh period while expanded, ms: 60,000 (spec 3 §9), 2,000 while a task shows the upstream's percentage. */
  refreshMs: Type.Integer(),
  /** Paths (prefix of the full path) under which nothing polls. */
  noPollPaths: Type.Array(Type.String()),
  /** localStorage key of the ids of custom tasks still generating (per user). */
  pendingStorageKey: Type.String(),
  /** Texts of the delete confirmation: {name} is the task's name. */
  confirmDelete: Type.Object({ title: Type.String(), text: Type.String(), confirm: Type.String(), cancel: Type.String() }),
})
export type TaskPanelView = Static<typeof TaskPanelViewSchema>

/**
 * GET /report/bff/tasks/answer-cards?examid&org&grade: the route's exam's answer-card exports as the
 * panel's 答题卡 tab (its own call: the four lists' answer stays as it was), and how soon to read it
 * again (2 s while one generates, else 60 s).
 */
export const AnswerCardTasksQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{0,2}$' })),
  grade: Type.Optional(Type.String({ maxLength: 16 })),
})
export type AnswerCardTasksQuery = Static<typeof AnswerCardTasksQuerySchema>
export const AnswerCardTasksViewSchema = Type.Object({ tab: TaskTabSchema, refreshMs: Type.Integer() })
export type AnswerCardTasksView = Static<typeof AnswerCardTasksViewSchema>

// ---- actions --------------------------------------------------------------------------------------

/** POST /report/bff/tasks/group: a one-click task with the user's download configuration. */
export const CreateGroupTaskBodySchema = TaskExamParamsSchema
export type CreateGroupTaskBody = Static<typeof CreateGroupTaskBodySchema>

/** POST /report/bff/tasks/exam: a common export (the ranking or matrix page's list and filters). */
export const CreateExamTaskBodySchema = Type.Object({
  ...TaskExamParamsSchema.properties,
  name: Type.Union([Type.Literal('irrank'), Type.Literal('matrix')]),
  fileName: Type.Optional(Type.String({ maxLength: 120 })),
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  filters: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
})
export type CreateExamTaskBody = Static<typeof CreateExamTaskBodySchema>

/** POST /report/bff/tasks/custom: a custom-table task over one or more exams. */
export const CreateCustomTaskBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  exams: Type.Array(Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: -1, maximum: 2 }), lkschool: Type.Optional(Type.String({ maxLength: 32 })) }), { minItems: 1, maxItems: 20 }),
  templates: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 16 }),
  folderid: Type.Optional(Type.String({ maxLength: 64 })),
  zipStyle: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
})
export type CreateCustomTaskBody = Static<typeof CreateCustomTaskBodySchema>

/** POST /report/bff/tasks/report: export reports of an exam (they wait for the PDF renderer). */
export const CreateReportTaskBodySchema = Type.Object({
  ...TaskExamParamsSchema.properties,
  reports: Type.Array(Type.Union([Type.Literal('total'), Type.Literal('subject'), Type.Literal('class')]), { minItems: 1, maxItems: 3 }),
})
export type CreateReportTaskBody = Static<typeof CreateReportTaskBodySchema>

/** A create's answer: created (with the tab to bring forward), or refused silently (a data-forbidden user). */
export const CreateTaskResultSchema = Type.Union([
  Type.Object({ outcome: Type.Literal('created'), kind: TaskKindSchema, taskId: Type.String(), message: Type.String() }),
  Type.Object({ outcome: Type.Literal('refused') }),
])
export type CreateTaskResult = Static<typeof CreateTaskResultSchema>

/** POST /report/bff/tasks/delete, /retry, /reload, /package: one task (or a group's sub-task). */
export const TaskRefBodySchema = Type.Object({
  kind: TaskKindSchema,
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_.-]+$' }),
  /** A one-click sub-task's group. */
  parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_.-]+$' })),
  /** A custom task's group. */
  groupId: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_.-]*$' })),
  /** The route's exam, copied onto the upstream call's query (spec 3 §7). */
  ...Type.Partial(TaskExamParamsSchema).properties,
})
export type TaskRefBody = Static<typeof TaskRefBodySchema>

export const TaskActionResultSchema = Type.Object({
  message: Type.String(),
  /** package: the file to open in a new tab. */
  url: Type.Optional(Type.String()),
  /** reload: the new task's id. */
  taskId: Type.Optional(Type.String()),
})
export type TaskActionResult = Static<typeof TaskActionResultSchema>

/** GET /report/bff/tasks/file?src=…: a task's file through the BFF (the browser never holds upstream credentials). */
export const TaskFileQuerySchema = Type.Object({ src: Type.String({ minLength: 1, maxLength: 2048 }) })
export type TaskFileQuery = Static<typeof TaskFileQuerySchema>
