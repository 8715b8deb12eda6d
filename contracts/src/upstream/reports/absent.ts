import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import { PageMetaProperties, PagingProperties, PaperRefSchema, ReportBaseProperties, SortProperties, StudentRowProperties } from './common.ts'
import { withDerived } from './derived.ts'

/**
 * POST /report/analysis/v1/exam/absent — 缺考名单 (getAbsentStudent): the students in view absent (未考) from
 * paper `pindex`, or from any paper when it is absent or 0; each with the papers missed. Paged, sorted like a
 * ranking (default class, then roster order).
 */
export const AbsentRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  tgkey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type AbsentRequest = Static<typeof AbsentRequestSchema>

/** A student row and the papers missed: those, like 未考 itself, are read from the score cells when absent. */
export const AbsentRowSchema = withDerived(Type.Object({ ...StudentRowProperties, absentPapers: Type.Array(Type.Integer()) }), ['absent', 'absentPapers'])
export type AbsentRow = Static<typeof AbsentRowSchema>

export const AbsentDataSchema = Type.Object({
  papers: Type.Array(PaperRefSchema),
  ...PageMetaProperties,
  items: Type.Array(AbsentRowSchema),
})
export type AbsentData = Static<typeof AbsentDataSchema>
export const AbsentResponseSchema = Envelope(AbsentDataSchema)
