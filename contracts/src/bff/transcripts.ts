import { Type, type Static } from 'typebox'
import { TaskStateSchema } from './tasks.ts'
import { TranscriptCfgSchema } from '../upstream/transcripts.ts'

/** The transcript pages (spec 1 §2 transcript routes, spec 3 §2): header, counter, settings, create, the print page. */

const LinkSchema = Type.Object({ label: Type.String(), href: Type.String() })

/** Menu 1 (index) and 2 (set), 退出, the remaining days (or 查看详情 beyond 31 days), the school's counter. */
export const TranscriptHeaderSchema = Type.Object({
  menu: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), href: Type.String(), current: Type.Boolean() })),
  userName: Type.String(),
  schoolName: Type.String(),
  remainingText: Type.Union([Type.String(), Type.Null()]),
  detailsLink: Type.Union([LinkSchema, Type.Null()]),
  counterText: Type.String(),
})
export type TranscriptHeader = Static<typeof TranscriptHeaderSchema>

/** A transcript's PDF as its row shows it: the report task's state and text, the file once printed. */
export const TranscriptPdfViewSchema = Type.Object({
  state: TaskStateSchema,
  /** 等待生成, 生成中, 已完成, or why it failed. */
  statusText: Type.String(),
  downloadUrl: Type.Union([Type.String(), Type.Null()]),
  /** 重新生成 PDF: failed, or its file is gone. */
  canCreate: Type.Boolean(),
})
export type TranscriptPdfView = Static<typeof TranscriptPdfViewSchema>

export const TranscriptRowSchema = Type.Object({
  id: Type.String(),
  examName: Type.String(),
  scopeName: Type.String(),
  count: Type.Integer(),
  createdAt: Type.String(),
  downloaded: Type.Boolean(),
  reportHref: Type.String(),
  /** null: no PDF asked for yet (生成 PDF). */
  pdf: Type.Union([TranscriptPdfViewSchema, Type.Null()]),
})

export const TranscriptIndexViewSchema = Type.Object({
  header: TranscriptHeaderSchema,
  transcripts: Type.Array(TranscriptRowSchema),
  createHref: Type.String(),
  /** Read the list again this soon (ms): 2 s while a PDF is printing, else 0 (never). */
  refreshMs: Type.Integer(),
})
export type TranscriptIndexView = Static<typeof TranscriptIndexViewSchema>

export const TranscriptSetViewSchema = Type.Object({
  header: TranscriptHeaderSchema,
  cfg: TranscriptCfgSchema,
  fieldOptions: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  layoutOptions: Type.Array(Type.Object({ value: Type.Integer(), label: Type.String() })),
  /** The settings are the school's: only its manager and up change them; others see them read-only, with the notice. */
  canEdit: Type.Boolean(),
  notice: Type.Union([Type.String(), Type.Null()]),
})
export type TranscriptSetView = Static<typeof TranscriptSetViewSchema>
export { TranscriptCfgSchema }

export const TranscriptCreateQuerySchema = Type.Object({
  examid: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_-]*$' })),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
})
export type TranscriptCreateQuery = Static<typeof TranscriptCreateQuerySchema>
export const TranscriptCreateViewSchema = Type.Object({
  header: TranscriptHeaderSchema,
  exams: Type.Array(Type.Object({ examid: Type.String(), org: Type.String(), name: Type.String(), date: Type.String(), href: Type.String(), selected: Type.Boolean() })),
  /** The chosen exam's classes the user sees. */
  classes: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), studentCount: Type.Integer() })),
  examid: Type.Union([Type.String(), Type.Null()]),
  org: Type.String(),
})
export type TranscriptCreateView = Static<typeof TranscriptCreateViewSchema>

export const CreateTranscriptBodySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
  /** Empty: the whole grade. */
  classIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 200 }),
})
export type CreateTranscriptBody = Static<typeof CreateTranscriptBodySchema>
export const CreateTranscriptResultSchema = Type.Object({ id: Type.String(), reportHref: Type.String() })

export const TranscriptReportQuerySchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_-]+$' }) })
export const TranscriptSheetSchema = Type.Object({
  name: Type.String(),
  className: Type.String(),
  xuehao: Type.String(),
  rows: Type.Array(Type.Object({ subject: Type.String(), cells: Type.Array(Type.String()) })),
  total: Type.Object({ subject: Type.String(), cells: Type.Array(Type.String()) }),
})
/** The fixed-width print page: A4 sheets of `layout` transcripts each. */
export const TranscriptReportViewSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  layout: Type.Integer(),
  schoolName: Type.String(),
  examName: Type.String(),
  scopeName: Type.String(),
  columns: Type.Array(Type.String()),
  sheets: Type.Array(TranscriptSheetSchema),
})
export type TranscriptReportView = Static<typeof TranscriptReportViewSchema>

/** POST /report/bff/transcripts/pdf {id}: print the transcript to PDF (the renderer's queue). */
export const CreateTranscriptPdfBodySchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_-]+$' }) })
export const CreateTranscriptPdfResultSchema = Type.Object({ taskId: Type.String(), message: Type.String() })

export const TranscriptDownloadedBodySchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_-]+$' }) })
export const TranscriptDownloadedResultSchema = Type.Object({ counterText: Type.String() })
