import { Type, type Static } from 'typebox'
import { CUSTOM_IMPORT_LIMITS } from '../validators/custom-import.ts'
import { MAX_QUESTION_NUMBER } from '../validators/question-columns.ts'
import { CustomAccessSchema } from './custom-access.ts'

// View models of the custom-analysis import (issue 18; spec 1 §2 new/custom, /importDetails):
// GET  /report/bff/custom/import            the page: access, limits, the grades to import into
// POST /report/bff/custom/import/upload     the file's bytes (application/octet-stream, ?fileName=) → its columns
// POST /report/bff/custom/import/preview    mapping and full scores → every problem by row and column
// GET  /report/bff/custom/import/problems   the last preview's problems as .xlsx (?draftId=)
// POST /report/bff/custom/import/confirm    → the platform's import task, followed a while (done: its exam and dashboard)
// GET  /report/bff/custom/import/task       one of the user's import tasks (?taskid=), to follow it further
// GET  /report/bff/custom/import-records    the user's import records

const ROLE = Type.Union([Type.Literal('xuehao'), Type.Literal('name'), Type.Literal('class'), Type.Literal('school'), Type.Literal('subject'), Type.Literal('question'), Type.Literal('ignore')])

/** A question column (role question) names its subject, its number and its full score (question-columns.ts). */
export const ColumnAssignmentSchema = Type.Object({
  role: ROLE,
  subject: Type.Optional(Type.String({ maxLength: 20 })),
  question: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_QUESTION_NUMBER })),
  fullScore: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: CUSTOM_IMPORT_LIMITS.maxFullScore })),
})

/** A custom-analysis import as the platform's task (/mod/v1/custom/taskinfo, tasks), ready to show. */
export const ImportTaskViewSchema = Type.Object({
  taskid: Type.String(),
  name: Type.String(),
  grade: Type.String(),
  fileName: Type.String(),
  time: Type.String({ description: 'YYYY/MM/DD HH:mm' }),
  state: Type.Union([Type.Literal('waiting'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  stateLabel: Type.String(),
  /** One line: how far it got, what it made, or why it failed. */
  message: Type.String(),
  examid: Type.Union([Type.String(), Type.Null()]),
  org: Type.Integer(),
  importedRows: Type.Integer(),
  skippedRows: Type.Integer(),
  dashboardHref: Type.Union([Type.String(), Type.Null()]),
})
export type ImportTaskView = Static<typeof ImportTaskViewSchema>

export const CustomImportPageSchema = Type.Object({
  access: CustomAccessSchema,
  limits: Type.Object({ maxBytes: Type.Integer(), maxRows: Type.Integer() }),
  /** Grades with classes to import into, the first chosen on entry. */
  grades: Type.Array(Type.Object({ grade: Type.String(), classCount: Type.Integer() })),
  /** An account over several schools must map a 学校 column. */
  needSchool: Type.Boolean(),
  roleLabels: Type.Record(Type.String(), Type.String()),
  /** The user's latest import tasks, newest first. */
  tasks: Type.Array(ImportTaskViewSchema),
})
export type CustomImportPage = Static<typeof CustomImportPageSchema>

export const UploadQuerySchema = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  /** The grade chosen: its subjects' usual full scores fill fullScores (/mod/v1/custom/default-subjects). */
  grade: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
})
export type UploadQuery = Static<typeof UploadQuerySchema>

export const UploadResultSchema = Type.Object({
  draftId: Type.String(),
  fileName: Type.String(),
  /** 'xlsx', 'csv-utf8' or 'csv-gbk' */
  format: Type.String(),
  rowCount: Type.Integer(),
  headers: Type.Array(Type.String()),
  /** The first data rows, as the file has them. */
  sample: Type.Array(Type.Array(Type.String())),
  /** Guessed from the headers; the user edits them. */
  columns: Type.Array(ColumnAssignmentSchema),
  fullScores: Type.Record(Type.String(), Type.Number()),
})
export type UploadResult = Static<typeof UploadResultSchema>

const FullScoresSchema = Type.Record(Type.String({ maxLength: 20 }), Type.Number({ exclusiveMinimum: 0, maximum: CUSTOM_IMPORT_LIMITS.maxFullScore }))

export const PreviewBodySchema = Type.Object({
  draftId: Type.String({ minLength: 1, maxLength: 64 }),
  grade: Type.String({ minLength: 1, maxLength: 20 }),
  columns: Type.Array(ColumnAssignmentSchema, { maxItems: CUSTOM_IMPORT_LIMITS.maxColumns }),
  fullScores: FullScoresSchema,
})
export type PreviewBody = Static<typeof PreviewBodySchema>

export const ImportProblemSchema = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  kind: Type.String(),
  value: Type.String(),
  message: Type.String(),
})

export const ProblemCountViewSchema = Type.Object({ kind: Type.String(), label: Type.String(), count: Type.Integer() })

export const PreviewSchema = Type.Object({
  totalRows: Type.Integer(),
  validRows: Type.Integer(),
  badRows: Type.Integer(),
  problemCount: Type.Integer(),
  counts: Type.Array(ProblemCountViewSchema),
  /** The first problems in row order; the .xlsx lists up to LISTED_PROBLEMS (validators/problem-tally.ts) and says how many more. */
  problems: Type.Array(ImportProblemSchema),
  /** The .xlsx of every problem and every warning; null when there is neither. */
  problemsHref: Type.Union([Type.String(), Type.Null()]),
  /**
   * The roster check (issue 31 item 4): rows imported all the same but to be checked — a 学号 the
   * school's roster lacks, a name other than the roster's, leading zeros put back — the first in row
   * order, their count and counts by kind; `rosterNote` says when there was no roster to check against.
   */
  warnings: Type.Array(ImportProblemSchema),
  warningCount: Type.Integer(),
  warningCounts: Type.Array(ProblemCountViewSchema),
  rosterNote: Type.Union([Type.String(), Type.Null()]),
  /** The first valid rows as they will be imported. */
  sample: Type.Array(Type.Object({ row: Type.Integer(), xuehao: Type.String(), name: Type.String(), className: Type.String(), scores: Type.Array(Type.String()) })),
  /** questionCount 0: scored as a whole; else the subject's score is the sum of that many questions. */
  subjects: Type.Array(Type.Object({ subject: Type.String(), fullScore: Type.Number(), questionCount: Type.Integer() })),
  summary: Type.String(),
})
export type Preview = Static<typeof PreviewSchema>

export const ConfirmBodySchema = Type.Object({
  ...PreviewBodySchema.properties,
  name: Type.String({ minLength: 1, maxLength: 60 }),
})
export type ConfirmBody = Static<typeof ConfirmBodySchema>

/** The import task as far as the BFF followed it; a task still running is followed further with GET …/import/task. */
export const ConfirmResultSchema = ImportTaskViewSchema
export type ConfirmResult = ImportTaskView

export const ImportTaskQuerySchema = Type.Object({ taskid: Type.String({ minLength: 1, maxLength: 64 }) })
export type ImportTaskQuery = Static<typeof ImportTaskQuerySchema>

export const ImportRecordViewSchema = Type.Object({
  taskid: Type.String(),
  fileName: Type.String(),
  examName: Type.String(),
  grade: Type.String(),
  time: Type.String({ description: 'YYYY/MM/DD HH:mm' }),
  totalRows: Type.Integer(),
  importedRows: Type.Integer(),
  skippedRows: Type.Integer(),
  problems: Type.String({ description: '学号重复 1，超过满分 2 …, or 无' }),
  dashboardHref: Type.Union([Type.String(), Type.Null()]),
})
export type ImportRecordView = Static<typeof ImportRecordViewSchema>

export const ImportRecordsPageSchema = Type.Object({
  access: CustomAccessSchema,
  records: Type.Array(ImportRecordViewSchema),
})
export type ImportRecordsPage = Static<typeof ImportRecordsPageSchema>
