import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import { PageMetaProperties, PagingProperties, PaperRefSchema, RankDisplaySchema, ReportBaseProperties, SortProperties, StudentRowSchema } from './common.ts'

/**
 * POST /report/analysis/v1/exam/irrank/table — 成绩排名: every student in view with 总分 and each paper, ranked
 * at all / county / school / class scope (competition ranks, ties share), paged and sorted on the upstream
 * (STUDENT_SORT_KEYS; default score desc on 总分). 未考 students are listed after everyone else, score null.
 */
export const RankingRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  tgkey: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'list one group (GroupRef.key); default every student in view' })),
  includeAbsent: Type.Optional(Type.Boolean({ description: 'list students absent from every paper (未考); default true' })),
})
export type RankingRequest = Static<typeof RankingRequestSchema>

// RankDisplay lives beside the student row it governs (drills carry it too); named here as before.
export { RankDisplaySchema, type RankDisplay } from './common.ts'

export const RankingDataSchema = Type.Object({
  papers: Type.Array(PaperRefSchema),
  ...PageMetaProperties,
  items: Type.Array(StudentRowSchema),
  display: Type.Optional(RankDisplaySchema),
})
export type RankingData = Static<typeof RankingDataSchema>
export const RankingResponseSchema = Envelope(RankingDataSchema)

/** POST /report/analysis/v1/exam/irrank/top_students — the first `top` students in view on a paper (ties at the cut all included). */
export const TopStudentsRequestSchema = Type.Object({
  ...ReportBaseProperties,
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  top: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 10' })),
  rankScope: Type.Optional(Type.Enum(['all', 'county', 'school', 'class'], { description: 'which rank counts; default all' })),
})
export type TopStudentsRequest = Static<typeof TopStudentsRequestSchema>
export const TopStudentsDataSchema = Type.Object({ papers: Type.Array(PaperRefSchema), items: Type.Array(StudentRowSchema), display: Type.Optional(RankDisplaySchema) })
export type TopStudentsData = Static<typeof TopStudentsDataSchema>
export const TopStudentsResponseSchema = Envelope(TopStudentsDataSchema)
