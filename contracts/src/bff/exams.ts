import { Type, type Static } from 'typebox'

/** One row of the home page's exam list, ready to render. */
export const ExamListItemSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  grade: Type.String(),
  name: Type.String(),
  date: Type.String({ description: 'YYYY/MM/DD' }),
  tagGroup: Type.Union([Type.Literal('X'), Type.Literal('L'), Type.Literal('Z'), Type.Literal('C')]),
  typeName: Type.String(),
  studentCount: Type.Integer(),
  dashboardPath: Type.String(),
})
export type ExamListItem = Static<typeof ExamListItemSchema>

export const ExamsQuerySchema = Type.Object({
  isFilter: Type.Optional(Type.String({ maxLength: 8, pattern: '^(|0|1|true|false)$' })),
  schoolid: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z_-]*$' })),
})
export type ExamsQuery = Static<typeof ExamsQuerySchema>

/** GET /report/bff/exams — gathered by the fan-out (DESIGN.md). */
export const ExamsViewSchema = Type.Object({
  exams: Type.Array(ExamListItemSchema),
  schools: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  total: Type.Integer(),
  incomplete: Type.Boolean(),
})
export type ExamsView = Static<typeof ExamsViewSchema>
