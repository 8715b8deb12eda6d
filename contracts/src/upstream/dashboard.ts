import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { KeyedCollection, LenientDate } from './facts/lenient-fields.ts'

/** GET /api/v3/exam/dashboard?examid&org — the small summary at the top of an exam's dashboard. */
export const DashboardQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ maxLength: 4 })),
})
export type DashboardQuery = Static<typeof DashboardQuerySchema>

export const DashboardSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  grade: Type.String(),
  time: LenientDate({ description: 'exam date YYYY-MM-DD' }),
  scale: Type.Integer(),
  typeName: Type.String(),
  studentCount: Type.Integer(),
  papers: KeyedCollection(
    Type.Object({ pindex: Type.Integer(), subject: Type.String(), manfen: Type.Number(), studentCount: Type.Integer(), questionCount: Type.Integer() }),
    { key: 'pindex' },
  ),
  /** The participating schools inside the asking account's scope. */
  schools: KeyedCollection(Type.Object({ id: Type.String(), name: Type.String(), studentCount: Type.Integer(), classCount: Type.Integer() }), { key: 'id' }),
})
export type Dashboard = Static<typeof DashboardSchema>
export const DashboardResponseSchema = Envelope(DashboardSchema)
