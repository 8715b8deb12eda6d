import { Type, type Static } from 'typebox'
import { TaskExamParamsSchema } from './tasks.ts'

/**
 * The export menu's pages (spec 3 §2 config-view): the one-click download configuration
 * (export-excel), the exam's export settings (exam-config) and the report export (report-export).
 * The left menu itself, its version tips and the advertisement are the exam context's
 * (`exportMenu`, `exportAd` in exam-context.ts).
 */

/** spec 3 §2 "Export-way chooser": 1 cloud export (default), 2 local export. */
export const EXPORT_WAYS = [
  { value: 1, label: '云端导出', description: '后台生成，完成后自动下载，可关闭本页继续其他操作' },
  { value: 2, label: '本地导出', description: '在本页等待生成完成后直接下载，请勿关闭本页' },
] as const
export const DEFAULT_EXPORT_WAY = 1

export const DownloadConfigViewSchema = Type.Object({
  packageType: Type.Integer(),
  packageOptions: Type.Array(Type.Object({ value: Type.Integer(), label: Type.String() })),
  tables: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), enabled: Type.Boolean() })),
  /** Texts of the page. */
  hint: Type.String(),
  /** spec 3 §2 export-way chooser. */
  exportWays: Type.Array(Type.Object({ value: Type.Integer(), label: Type.String(), description: Type.String() })),
  defaultExportWay: Type.Integer(),
})
export type DownloadConfigView = Static<typeof DownloadConfigViewSchema>

/** POST /report/bff/tasks/download-config. */
export const DownloadConfigBodySchema = Type.Object({
  packageType: Type.Integer({ minimum: 1, maximum: 2 }),
  tables: Type.Record(Type.String({ maxLength: 16 }), Type.Boolean()),
})
export type DownloadConfigBody = Static<typeof DownloadConfigBodySchema>

/** Lines in percent of the full score (85 means 85 %). */
export const ExamConfigLinesSchema = Type.Object({
  excellent: Type.Number({ minimum: 0, maximum: 100 }),
  good: Type.Number({ minimum: 0, maximum: 100 }),
  pass: Type.Number({ minimum: 0, maximum: 100 }),
  low: Type.Number({ minimum: 0, maximum: 100 }),
})
export type ExamConfigLines = Static<typeof ExamConfigLinesSchema>

export const ExamConfigValuesSchema = Type.Object({
  lines: ExamConfigLinesSchema,
  subjectStep: Type.Integer({ minimum: 1, maximum: 100 }),
  totalStep: Type.Integer({ minimum: 1, maximum: 300 }),
  ranks: Type.Array(Type.Integer({ minimum: 1, maximum: 1_000_000 }), { minItems: 1, maxItems: 12 }),
  scales: Type.Array(Type.Integer({ minimum: 1, maximum: 100 }), { minItems: 1, maxItems: 12 }),
})
export type ExamConfigValues = Static<typeof ExamConfigValuesSchema>

/** A page the user's plan does not include: the version tip instead of the page. */
export const LockedSchema = Type.Union([Type.Object({ text: Type.String() }), Type.Null()])

/** GET /report/bff/tasks/exam-config?examid&org. */
export const ExamConfigViewSchema = Type.Object({
  examName: Type.String(),
  values: ExamConfigValuesSchema,
  canEdit: Type.Boolean(),
  locked: LockedSchema,
  note: Type.String(),
})
export type ExamConfigView = Static<typeof ExamConfigViewSchema>

/** POST /report/bff/tasks/exam-config. */
export const ExamConfigBodySchema = Type.Object({ ...TaskExamParamsSchema.properties, values: ExamConfigValuesSchema })
export type ExamConfigBody = Static<typeof ExamConfigBodySchema>

/** GET /report/bff/tasks/report-export?examid&org. */
export const ReportExportViewSchema = Type.Object({
  examName: Type.String(),
  options: Type.Array(Type.Object({ key: Type.Union([Type.Literal('total'), Type.Literal('subject'), Type.Literal('class')]), label: Type.String(), description: Type.String() })),
  locked: LockedSchema,
  /** Honest state of the PDF service: tasks wait (等待生成) until the renderer takes them. */
  note: Type.String(),
})
export type ReportExportView = Static<typeof ReportExportViewSchema>
