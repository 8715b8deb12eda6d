import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { LenientEpochMs } from './facts/lenient-fields.ts'
import { CUSTOM_IMPORT_LIMITS } from '../validators/custom-import.ts'
import { CustomProblemCountSchema, CustomQuestionSchema } from './custom-import.ts'

// Custom analysis as the platform's task (spec 2 §7 "/mod/v1/custom": permission, default-subjects,
// init-task, upload-file, taskinfo, tasks). The spec names the calls, not their bodies; these are ours.
// An import is a task: init-task makes it from the exam's definition (name, grade, papers), upload-file
// hands it the scores as a file in the layout of custom-import-file.ts and starts the import, and
// taskinfo says how far it got; tasks lists the user's tasks. The BFF reads and checks the user's own
// file first (bounded, authorised), so the platform receives checked rows in its own layout.

export const CUSTOM_TASK_PATHS = {
  /** POST {} → whether the platform lets this account make custom analyses now, and why not */
  permission: '/report/mod/v1/custom/permission',
  /** POST {grade} → the grade's subjects and their usual full scores */
  defaultSubjects: '/report/mod/v1/custom/default-subjects',
  /** POST {name, grade, fileName, papers, totalRows, skippedRows, problems} → {taskid} */
  initTask: '/report/mod/v1/custom/init-task',
  /** POST ?taskid= with the file (text/csv) → the task, importing */
  uploadFile: '/report/mod/v1/custom/upload-file',
  /** POST {taskid} → {info: the task} */
  taskinfo: '/report/mod/v1/custom/taskinfo',
  /** POST {} → {tasks: the user's tasks, newest first} */
  tasks: '/report/mod/v1/custom/tasks',
} as const

/**
 * A task's status, as the spec's custom (norm) tasks count them (spec 3 §4): 0 made and waiting for its
 * file (ours), 1 or 2 importing, 3 done (the exam exists), 4 failed (msg says why).
 */
export const CUSTOM_TASK_STATUS = { waiting: 0, queued: 1, importing: 2, done: 3, failed: 4 } as const

export const CustomPermissionSchema = Type.Object({
  allowed: Type.Boolean(),
  /** Why not, in the platform's words (e.g. the school's paid imports are used up). */
  msg: Type.String({ default: '' }),
})
export type CustomPermission = Static<typeof CustomPermissionSchema>
export const CustomPermissionResponseSchema = Envelope(CustomPermissionSchema)

export const DefaultSubjectsRequestSchema = Type.Object({ grade: Type.String({ minLength: 1, maxLength: 20 }) })
export type DefaultSubjectsRequest = Static<typeof DefaultSubjectsRequestSchema>
export const DefaultSubjectsDataSchema = Type.Object({
  subjects: Type.Array(Type.Object({ subject: Type.String(), manfen: Type.Number({ exclusiveMinimum: 0 }) })),
})
export type DefaultSubjectsData = Static<typeof DefaultSubjectsDataSchema>
export const DefaultSubjectsResponseSchema = Envelope(DefaultSubjectsDataSchema)

export const CustomTaskPaperSchema = Type.Object({
  subject: Type.String({ minLength: 1, maxLength: 20 }),
  manfen: Type.Number({ exclusiveMinimum: 0, maximum: CUSTOM_IMPORT_LIMITS.maxFullScore }),
  /** Scored by question: the questions, whose scores sum to manfen. Absent: the paper is one whole item. */
  questions: Type.Optional(Type.Array(CustomQuestionSchema, { minItems: 1, maxItems: CUSTOM_IMPORT_LIMITS.maxColumns })),
})
export type CustomTaskPaper = Static<typeof CustomTaskPaperSchema>

export const InitTaskRequestSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 60 }),
  grade: Type.String({ minLength: 1, maxLength: 20 }),
  fileName: Type.String({ maxLength: 200 }),
  papers: Type.Array(CustomTaskPaperSchema, { minItems: 1, maxItems: CUSTOM_IMPORT_LIMITS.maxSubjects }),
  /** Data rows of the user's file, and those the BFF left out for a problem (the import record's counts). */
  totalRows: Type.Integer({ minimum: 0 }),
  skippedRows: Type.Integer({ minimum: 0 }),
  problems: Type.Array(CustomProblemCountSchema, { maxItems: 50 }),
})
export type InitTaskRequest = Static<typeof InitTaskRequestSchema>
export const InitTaskDataSchema = Type.Object({ taskid: Type.String({ minLength: 1 }) })
export type InitTaskData = Static<typeof InitTaskDataSchema>
export const InitTaskResponseSchema = Envelope(InitTaskDataSchema)

export const TaskRefQuerySchema = Type.Object({ taskid: Type.String({ minLength: 1, maxLength: 64 }) })
export type TaskRefQuery = Static<typeof TaskRefQuerySchema>

export const CustomTaskSchema = Type.Object({
  taskid: Type.String(),
  status: Type.Integer(),
  name: Type.String({ default: '' }),
  grade: Type.String({ default: '' }),
  fileName: Type.String({ default: '' }),
  ctime: LenientEpochMs({ default: 0 }),
  /** The exam the import made (status 3). */
  examid: Type.String({ default: '' }),
  org: Type.Integer({ default: 2 }),
  importedRows: Type.Integer({ default: 0 }),
  skippedRows: Type.Integer({ default: 0 }),
  /** Why it failed (status 4). */
  msg: Type.String({ default: '' }),
})
export type CustomTask = Static<typeof CustomTaskSchema>

export const UploadFileDataSchema = Type.Object({ taskid: Type.String(), status: Type.Integer() })
export type UploadFileData = Static<typeof UploadFileDataSchema>
export const UploadFileResponseSchema = Envelope(UploadFileDataSchema)

export const TaskInfoDataSchema = Type.Object({ info: CustomTaskSchema })
export type TaskInfoData = Static<typeof TaskInfoDataSchema>
export const TaskInfoResponseSchema = Envelope(TaskInfoDataSchema)

export const CustomTasksDataSchema = Type.Object({ tasks: Type.Array(CustomTaskSchema) })
export type CustomTasksData = Static<typeof CustomTasksDataSchema>
export const CustomTasksResponseSchema = Envelope(CustomTasksDataSchema)
