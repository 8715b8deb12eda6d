import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { KeyedCollection } from './facts/lenient-fields.ts'
import { ExamSchema, PaperSchema, SchoolMapEntrySchema } from './exam.ts'

/**
 * The base params of the spec's exam calls (spec 1 §7 "base params: examid, grade, from, lkschool"),
 * with the org every other exam call of the platform names.
 */
export const ExamBaseRequestSchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Integer({ minimum: -1, maximum: 2 }),
  grade: Type.Optional(Type.String({ maxLength: 32 })),
  from: Type.Optional(Type.String({ maxLength: 32 })),
  lkschool: Type.Optional(Type.String({ maxLength: 64 })),
})
export type ExamBaseRequest = Static<typeof ExamBaseRequestSchema>

/**
 * POST /report/exam/v1/exam/info/specify {examid, org, lkschool, …}: the exam as one of its schools
 * sees it (spec 1 §3 exam info; §7). Shape: the exam info of §3, with `lkschool` the school named and
 * `isXiaoneiLiankao` whether the exam is that school's in-school joint exam (an exam of several schools
 * looked at from one of them), `studentCount` that school's (its papers the whole exam's). Without lkschool: the exam as info/lite.
 * POST …/info/specify/user: the same for the asking user's own school (no lkschool for a bureau).
 */
export const ExamSpecifySchema = ExamSchema
export type ExamSpecify = Static<typeof ExamSpecifySchema>
export const ExamSpecifyResponseSchema = Envelope(ExamSpecifySchema)

/**
 * POST /report/exam/v1/exam/outline {examid, org}: the exam's outline, its papers in the platform's
 * order (spec 1 §3 papers: keyed by paper index or id). Shape: ours, the papers of the exam info.
 */
export const ExamOutlineSchema = Type.Object({
  examid: Type.String({ default: '' }),
  papers: KeyedCollection(PaperSchema, { key: 'pindex' }, { default: [] }),
})
export type ExamOutline = Static<typeof ExamOutlineSchema>
export const ExamOutlineResponseSchema = Envelope(ExamOutlineSchema)

/**
 * POST /report/exam/v1/inspect/three-level {examid, org}: whether the exam is analysed at three levels
 * (city, county, school: spec 1 §2 three-level navbar). Shape: ours.
 */
export const ExamThreeLevelSchema = Type.Object({ isThreeLevel: Type.Boolean() })
export type ExamThreeLevel = Static<typeof ExamThreeLevelSchema>
export const ExamThreeLevelResponseSchema = Envelope(ExamThreeLevelSchema)

/**
 * POST /report/exam/v1/inspect/area-three-level {examid, org}: the exam's areas the asking account may
 * choose in the three-level navbar, its counties with their schools in the platform's order (a list or
 * keyed by county, as info/all's school_map). Shape: ours. `counties` is the answer: an empty list names
 * no area; an answer without it is no answer (the BFF keeps info/all's school_map).
 */
export const ExamAreaThreeLevelSchema = Type.Object({
  counties: KeyedCollection(SchoolMapEntrySchema, { key: 'key' }),
})
export type ExamAreaThreeLevel = Static<typeof ExamAreaThreeLevelSchema>
export const ExamAreaThreeLevelResponseSchema = Envelope(ExamAreaThreeLevelSchema)
