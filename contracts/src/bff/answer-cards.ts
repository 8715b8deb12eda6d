import { Type, type Static } from 'typebox'
import { TaskExamParamsSchema, TaskStateSchema } from './tasks.ts'

/**
 * Answer cards (spec 3 §2 "Answer-card routes", §7): a student's sheets paper by paper with the
 * score of each item over it, the blank paper, and the export page (answer-pics task, student file).
 */

/** GET /report/bff/answer-cards/sheet: the answerCard route's query (examid, org, grade, pindex, skey). */
export const AnswerSheetQuerySchema = Type.Object({
  ...TaskExamParamsSchema.properties,
  pindex: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
  /** The student (their id). */
  skey: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
})
export type AnswerSheetQuery = Static<typeof AnswerSheetQuerySchema>

export const SheetPageSchema = Type.Object({
  page: Type.Integer(),
  /** The image through the BFF's cached passthrough. */
  src: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
})
export type SheetPage = Static<typeof SheetPageSchema>

/** One item's mark, placed over its page in percent of the page (the overlay scales with zoom). */
export const SheetMarkSchema = Type.Object({
  name: Type.String(),
  page: Type.Integer(),
  /** e.g. '8/12', '未作答'. */
  text: Type.String(),
  /** full: full marks; part: some; zero: none or not answered; objective items right/wrong. */
  tone: Type.Union([Type.Literal('full'), Type.Literal('part'), Type.Literal('zero')]),
  objective: Type.Boolean(),
  /** Objective items: 'B（答案 C）'. */
  detail: Type.String(),
  left: Type.Number(),
  top: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
})
export type SheetMark = Static<typeof SheetMarkSchema>

export const SheetPaperTabSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  href: Type.String(),
  selected: Type.Boolean(),
})

export const AnswerSheetViewSchema = Type.Object({
  examName: Type.String(),
  student: Type.Object({ name: Type.String(), xuehao: Type.String(), className: Type.String(), schoolName: Type.String() }),
  papers: Type.Array(SheetPaperTabSchema),
  paper: Type.Object({ pindex: Type.Integer(), subject: Type.String(), manfen: Type.Number() }),
  /** '112/150', or '未考'. */
  scoreText: Type.String(),
  absent: Type.Boolean(),
  pages: Type.Array(SheetPageSchema),
  marks: Type.Array(SheetMarkSchema),
  /** Objective and subjective subtotals: '选择题 36/40'. */
  subtotals: Type.Array(Type.String()),
  paperPicsHref: Type.String(),
})
export type AnswerSheetView = Static<typeof AnswerSheetViewSchema>

/** GET /report/bff/answer-cards/paper: the blank paper (paper-pics). */
export const PaperPicsViewQuerySchema = Type.Object({
  ...TaskExamParamsSchema.properties,
  pindex: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
})
export type PaperPicsViewQuery = Static<typeof PaperPicsViewQuerySchema>
export const PaperPicsViewSchema = Type.Object({
  examName: Type.String(),
  papers: Type.Array(SheetPaperTabSchema),
  paper: Type.Object({ pindex: Type.Integer(), subject: Type.String(), manfen: Type.Number() }),
  pages: Type.Array(SheetPageSchema),
})
export type PaperPicsView = Static<typeof PaperPicsViewSchema>

// ---- the export page ---------------------------------------------------------------------------

export const AnswerCardTaskRowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdAt: Type.String(),
  state: TaskStateSchema,
  statusText: Type.String(),
  progress: Type.Integer(),
  /** '高二(1)班、高二(2)班 · 数学 · 96 张' */
  scope: Type.String(),
  downloadUrl: Type.Union([Type.String(), Type.Null()]),
  canRestart: Type.Boolean(),
})
export type AnswerCardTaskRow = Static<typeof AnswerCardTaskRowSchema>

/** GET /report/bff/answer-cards/export?examid&org&grade. */
export const AnswerCardExportViewSchema = Type.Object({
  papers: Type.Array(Type.Object({ pindex: Type.Integer(), subject: Type.String() })),
  classes: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), studentCount: Type.Integer() })),
  tasks: Type.Array(AnswerCardTaskRowSchema),
  /** Most images one export makes. */
  maxImages: Type.Integer(),
})
export type AnswerCardExportView = Static<typeof AnswerCardExportViewSchema>

export const CreateAnswerCardTaskBodySchema = Type.Object({
  ...TaskExamParamsSchema.properties,
  pindexes: Type.Array(Type.Integer({ minimum: 1, maximum: 999 }), { minItems: 1, maxItems: 20 }),
  classIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 200 }),
  stuFileId: Type.Optional(Type.String({ maxLength: 64 })),
})
export type CreateAnswerCardTaskBody = Static<typeof CreateAnswerCardTaskBodySchema>

export const AnswerCardTaskActionBodySchema = Type.Object({
  ...TaskExamParamsSchema.properties,
  taskId: Type.String({ minLength: 1, maxLength: 64 }),
})
export type AnswerCardTaskActionBody = Static<typeof AnswerCardTaskActionBodySchema>

export const UploadStudentFileBodySchema = Type.Object({
  ...TaskExamParamsSchema.properties,
  fileName: Type.String({ minLength: 1, maxLength: 120 }),
  content: Type.String({ maxLength: 200_000 }),
})
export type UploadStudentFileBody = Static<typeof UploadStudentFileBodySchema>

export const StudentFileCheckViewSchema = Type.Object({
  fileId: Type.String(),
  fileName: Type.String(),
  /** '共 40 行，匹配 38 名学生，2 行未找到' */
  summary: Type.String(),
  matched: Type.Integer(),
  unmatched: Type.Array(Type.String()),
  /** Usable for an export: at least one student matched. */
  usable: Type.Boolean(),
})
export type StudentFileCheckView = Static<typeof StudentFileCheckViewSchema>
