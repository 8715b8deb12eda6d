import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

// Value-added evaluation (增值评价, route level/fogang, fxtype 6): spec 2 §7 names the fogang create
// and ranks endpoints without bodies; ours are below. analytics.md: per student Z_exit − Z_entry,
// each Z within its own exam's cohort of present students; a class's value is its students' mean.

export const FOGANG_PATHS = {
  /** POST {entry: {examid, org}, exit: {examid, org}}: a value-added analysis (fxtype 6). */
  create: '/report/mod/v1/fogang/exam/create',
  /** POST {id, pindex}: its per-class and per-student results. */
  ranks: '/report/obt/v1/fogang/exam/ranks',
} as const

export const FOGANG_FXTYPE = 6

const ExamRef = Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: -1, maximum: 2 }) })

export const FogangCreateBodySchema = Type.Object({ entry: ExamRef, exit: ExamRef })
export type FogangCreateBody = Static<typeof FogangCreateBodySchema>
export const FogangCreateDataSchema = Type.Object({ id: Type.String(), fxtype: Type.Integer() })
export const FogangCreateResponseSchema = Type.Object({
  code: Type.Integer(),
  msg: Type.Optional(Type.String()),
  data: Type.Union([FogangCreateDataSchema, Type.Null()]),
})

export const FogangRanksBodySchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  /** 0 for the total over the subjects both exams share. */
  pindex: Type.Integer({ minimum: 0 }),
})
export type FogangRanksBody = Static<typeof FogangRanksBodySchema>

const Num = Type.Union([Type.Number(), Type.Null()])
export const FogangRanksDataSchema = Type.Object({
  id: Type.String(),
  fxtype: Type.Integer(),
  entry: Type.Object({ examid: Type.String(), org: Type.Integer(), name: Type.String() }),
  exit: Type.Object({ examid: Type.String(), org: Type.Integer(), name: Type.String() }),
  /** The subjects both exams share (pindex of the exit exam), the total first with pindex 0. */
  subjects: Type.Array(Type.Object({ pindex: Type.Integer(), subject: Type.String() })),
  pindex: Type.Integer(),
  /** Students who sat both (the ones with a value). */
  matched: Type.Integer(),
  classes: Type.Array(
    Type.Object({ classid: Type.String(), name: Type.String(), school: Type.String(), count: Type.Integer(), valueAdded: Num, rank: Type.Integer() }),
  ),
  students: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      classid: Type.String(),
      className: Type.String(),
      entryScore: Num,
      exitScore: Num,
      entryZ: Num,
      exitZ: Num,
      valueAdded: Num,
      rank: Type.Integer({ description: '0 without a value' }),
    }),
  ),
})
export type FogangRanksData = Static<typeof FogangRanksDataSchema>
export const FogangRanksResponseSchema = Envelope(FogangRanksDataSchema)
