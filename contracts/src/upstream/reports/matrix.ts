import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import { NullableInteger, NullableNumber, NullableString, PageMetaProperties, PagingProperties, PaperRefSchema, ReportBaseProperties, SortProperties } from './common.ts'
import { withDerived } from './derived.ts'

/** A question as report tables head it (spec 2 §3 student exam info: qid, name, type, score, answer, index, isObjective). */
export const QuestionRefSchema = Type.Object({
  qid: Type.String(),
  name: Type.String({ description: 'printed number' }),
  index: Type.Integer({ description: '1-based position on the paper' }),
  type: Type.String({ description: 'single | multi | blank | essay' }),
  section: Type.String({ default: '' }),
  isObjective: Type.Boolean(),
  score: Type.Number({ description: 'full score of the item' }),
  answer: NullableString,
  knowledge: Type.Array(Type.String({ description: 'knowledge-point ids' }), { default: [] }),
  abilities: Type.Array(Type.String({ description: 'ability ids' }), { default: [] }),
})
export type QuestionRef = Static<typeof QuestionRefSchema>

/**
 * POST /report/analysis/v1/exam/matrix/table — 小分矩阵: students in view × the questions of one paper, paged
 * and sorted like a ranking (sort.pindex defaults to the paper). `averages` are the item means over every
 * student in view (the matrix's footer row).
 */
export const MatrixRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  pindex: Type.Integer({ minimum: 1, maximum: 99 }),
  tgkey: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'one group (GroupRef.key); default every student in view' })),
})
export type MatrixRequest = Static<typeof MatrixRequestSchema>

/** Spec 2 §3 student (key, name, xuehao, school, class), score and ranks, and the item scores; the ids and the chosen options are not promised, 未考 is read from the score. */
export const MatrixRowSchema = withDerived(Type.Object({
  key: Type.String(),
  name: Type.String(),
  xuehao: Type.String(),
  schoolId: Type.String({ default: '' }),
  school: Type.String(),
  classId: Type.String({ default: '' }),
  class: Type.String(),
  absent: Type.Boolean(),
  score: NullableNumber,
  rank: NullableInteger,
  schoolRank: NullableInteger,
  classRank: NullableInteger,
  /** Item scores in question order; null when 未考. */
  items: Type.Array(NullableNumber),
  /** Options chosen on objective items ('' blank), null on hand-marked items or when 未考. */
  answers: Type.Array(NullableString, { default: [] }),
}), ['absent'])
export type MatrixRow = Static<typeof MatrixRowSchema>

export const MatrixDataSchema = Type.Object({
  paper: PaperRefSchema,
  questions: Type.Array(QuestionRefSchema),
  /** Not promised: no footer row without it. */
  averages: Type.Array(NullableNumber, { default: [] }),
  ...PageMetaProperties,
  items: Type.Array(MatrixRowSchema),
})
export type MatrixData = Static<typeof MatrixDataSchema>
export const MatrixResponseSchema = Envelope(MatrixDataSchema)
