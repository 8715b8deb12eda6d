import { Type, type Static } from 'typebox'
import { LenientEpochMs } from './facts/lenient-fields.ts'

/**
 * Transcripts (spec 3 §1, §2: transcript pages with fields and layout, created for a class or a grade,
 * printed, and the school's counter of downloaded transcripts). The spec does not show these calls;
 * the paths and shapes are ours, under the analysis service.
 */
export const TRANSCRIPT_PATHS = {
  cfg: '/analysis/v1/transcript/cfg',
  cfgSet: '/analysis/v1/transcript/cfg/set',
  create: '/analysis/v1/transcript/create',
  list: '/analysis/v1/transcript/list',
  report: '/analysis/v1/transcript/report',
  counter: '/analysis/v1/transcript/counter',
  downloaded: '/analysis/v1/transcript/downloaded',
  /** POST {id}: print the transcript to PDF through the report queue (the PDF renderer); data.taskId. */
  pdf: '/analysis/v1/transcript/pdf',
} as const

/** What a transcript's table may show for each paper (the total row always shows the score). */
export const TRANSCRIPT_FIELDS = ['score', 'classRank', 'gradeRank', 'classMean', 'gradeMean', 'level'] as const
export type TranscriptField = (typeof TRANSCRIPT_FIELDS)[number]
export const TRANSCRIPT_FIELD_LABELS: Readonly<Record<TranscriptField, string>> = {
  score: '成绩',
  classRank: '班级排名',
  gradeRank: '年级排名',
  classMean: '班级平均分',
  gradeMean: '年级平均分',
  level: '等级',
}
/** Transcripts per printed A4 page. */
export const TRANSCRIPT_LAYOUTS = [1, 2] as const

export const TranscriptCfgSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 30 }),
  fields: Type.Array(Type.Enum([...TRANSCRIPT_FIELDS]), { minItems: 1, maxItems: TRANSCRIPT_FIELDS.length }),
  layout: Type.Union([Type.Literal(1), Type.Literal(2)]),
})
export type TranscriptCfg = Static<typeof TranscriptCfgSchema>

export const TranscriptCreateRequestSchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.Integer()),
  /** Absent or empty: the whole grade the account sees. */
  classIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 200 })),
})
export type TranscriptCreateRequest = Static<typeof TranscriptCreateRequestSchema>

/**
 * The transcript's PDF: a report task of the consumer queue (spec 3 §4 report statuses: 0 pending,
 * 5 processing, 1 completed, 3 failed) printing the transcript's print page.
 */
export const TranscriptPdfSchema = Type.Object({
  taskid: Type.String(),
  status: Type.Integer(),
  file_url: Type.String({ default: '' }),
  fail_msg: Type.Optional(Type.String()),
})
export type TranscriptPdf = Static<typeof TranscriptPdfSchema>

export const TranscriptRecordSchema = Type.Object({
  id: Type.String(),
  examid: Type.String(),
  examName: Type.String(),
  /** '高二(3)班', '高二(1)班 等 3 个班', '高二年级' */
  scopeName: Type.String(),
  count: Type.Integer(),
  create_time: LenientEpochMs(),
  downloaded: Type.Boolean({ default: false }),
  /** Its latest PDF, if one was asked for (a platform without PDFs leaves it out). */
  pdf: Type.Optional(TranscriptPdfSchema),
})
export type TranscriptRecord = Static<typeof TranscriptRecordSchema>
export const TranscriptListDataSchema = Type.Object({ list: Type.Array(TranscriptRecordSchema) })

const Num = Type.Union([Type.Number(), Type.Null()])
export const TranscriptLineSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  manfen: Type.Number(),
  score: Num,
  classRank: Num,
  gradeRank: Num,
  classMean: Num,
  gradeMean: Num,
  level: Type.Union([Type.String(), Type.Null()], { default: null }),
})
export type TranscriptLine = Static<typeof TranscriptLineSchema>

export const TranscriptReportDataSchema = Type.Object({
  record: TranscriptRecordSchema,
  cfg: TranscriptCfgSchema,
  schoolName: Type.String({ default: '' }),
  students: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), xuehao: Type.String({ default: '' }), className: Type.String({ default: '' }), total: TranscriptLineSchema, lines: Type.Array(TranscriptLineSchema) }),
  ),
})
export type TranscriptReportData = Static<typeof TranscriptReportDataSchema>

export const TranscriptPdfRequestSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 32 }) })
export const TranscriptPdfCreatedSchema = Type.Object({ taskId: Type.String() })

export const TranscriptCounterSchema = Type.Object({ downloaded: Type.Integer({ minimum: 0 }) })
