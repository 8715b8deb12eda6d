import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import { LenientDate } from '../facts/lenient-fields.ts'
import {
  DrillProperties,
  GroupRefSchema,
  GroupRowsProperties,
  NullableNumber,
  PagingProperties,
  PaperRefSchema,
  ReportBaseProperties,
  SortProperties,
  UnitLevelSchema,
  UnpromisedNumber,
} from './common.ts'

/**
 * 重点学生 (key students) of a paper (default 总分): 尖子生 — rank ≤ top (default 50); 学困生 — among the
 * `bottom` lowest (default 50; ties included); 临界生 — line − window ≤ x < line + window around `line`
 * (default the 一档 line of the default grade bands, window 10 for 总分 and 5 for a paper). Ranks and
 * bottoms are taken at rankScope (default all).
 */
export const KeyStudentSettingsProperties = {
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  top: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  bottom: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  line: Type.Optional(Type.Number({ minimum: 0 })),
  window: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 500 })),
  rankScope: Type.Optional(Type.Enum(['all', 'county', 'school'])),
}
export const KEY_CATEGORIES = ['top', 'borderline', 'bottom'] as const
export type KeyCategory = (typeof KEY_CATEGORIES)[number]

/** POST /api/v4/exam/classImportant/studentCount — key students per group. */
export const KeyStudentsRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  ...KeyStudentSettingsProperties,
  level: Type.Optional(UnitLevelSchema),
})
export type KeyStudentsRequest = Static<typeof KeyStudentsRequestSchema>
export const KEY_STUDENTS_SORT_KEYS = ['roster', 'total', 'top', 'borderline', 'bottom'] as const

export const KeyStudentsRowSchema = Type.Object({ group: GroupRefSchema, total: Type.Integer(), top: Type.Integer(), borderline: Type.Integer(), bottom: Type.Integer() })
export type KeyStudentsRow = Static<typeof KeyStudentsRowSchema>
export const KeyStudentsDataSchema = Type.Object({
  paper: PaperRefSchema,
  settings: Type.Union([Type.Object({ top: Type.Integer(), bottom: Type.Integer(), line: NullableNumber, window: Type.Number(), rankScope: Type.String() }), Type.Null()], { default: null, description: 'not promised: null when the platform does not state its criteria' }),
  ...GroupRowsProperties(KeyStudentsRowSchema),
})
export type KeyStudentsData = Static<typeof KeyStudentsDataSchema>
export const KeyStudentsResponseSchema = Envelope(KeyStudentsDataSchema)

/** POST /api/v4/exam/classImportant/studentInfo — the key students of one category in a group. Answers DrillData. */
export const KeyStudentsDrillRequestSchema = Type.Object({ ...DrillProperties, ...KeyStudentSettingsProperties, category: Type.Enum([...KEY_CATEGORIES]) })
export type KeyStudentsDrillRequest = Static<typeof KeyStudentsDrillRequestSchema>

/** Weak subject (短板): the paper's rank (all scope) trails the 总分 rank by more than gap (default N/5, N the students with a 总分). */
const GapProperty = { gap: Type.Optional(Type.Number({ minimum: 0 })) }

/** POST /api/v4/exam/shortBoard/studentCount — per group and paper the students weak in it, and those weak in any. */
export const WeakSubjectsRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  ...GapProperty,
  level: Type.Optional(UnitLevelSchema),
})
export type WeakSubjectsRequest = Static<typeof WeakSubjectsRequestSchema>
export const WEAK_SORT_KEYS = ['roster', 'total', 'anyWeak'] as const

export const WeakRowSchema = Type.Object({
  group: GroupRefSchema,
  /** Students with a 总分 rank. */
  total: Type.Integer(),
  anyWeak: Type.Integer(),
  papers: Type.Array(Type.Object({ pindex: Type.Integer(), count: Type.Integer(), share: UnpromisedNumber() })),
})
export type WeakRow = Static<typeof WeakRowSchema>
export const WeakSubjectsDataSchema = Type.Object({
  papers: Type.Array(PaperRefSchema),
  gap: UnpromisedNumber('not promised: null when not stated'),
  ...GroupRowsProperties(WeakRowSchema),
})
export type WeakSubjectsData = Static<typeof WeakSubjectsDataSchema>
export const WeakSubjectsResponseSchema = Envelope(WeakSubjectsDataSchema)

/** POST /api/v4/exam/shortBoard/studentInfo — the students of a group weak in paper pindex (0: in any paper); rows carry weakPapers. Answers DrillData. */
export const WeakDrillRequestSchema = Type.Object({ ...DrillProperties, ...GapProperty })
export type WeakDrillRequest = Static<typeof WeakDrillRequestSchema>

/**
 * 连续短板: weak in the same subject in this exam and in each of the student's `exams` − 1 previous exams
 * of the catalogue with that subject (same cohort, the student's school, class tests excluded), each exam
 * with its own default gap.
 */
const ContinueProperties = { exams: Type.Optional(Type.Integer({ minimum: 2, maximum: 5, description: 'consecutive exams, this one included; default 2' })) }

/** POST /api/v4/exam/continueShort/studentCount. */
export const ContinueShortRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  ...ContinueProperties,
  level: Type.Optional(UnitLevelSchema),
})
export type ContinueShortRequest = Static<typeof ContinueShortRequestSchema>

export const ContinueShortDataSchema = Type.Object({
  papers: Type.Array(PaperRefSchema),
  exams: Type.Integer({ default: 2, description: 'not promised: the request default' }),
  /** The previous exams consulted (any school's), newest first. */
  history: Type.Array(Type.Object({ examid: Type.String(), name: Type.String(), time: LenientDate() }), { default: [] }),
  ...GroupRowsProperties(WeakRowSchema),
})
export type ContinueShortData = Static<typeof ContinueShortDataSchema>
export const ContinueShortResponseSchema = Envelope(ContinueShortDataSchema)

/** POST /api/v4/exam/continueShort/studentInfo — the students of a group continuously weak in paper pindex (0: in any). Answers DrillData. */
export const ContinueShortDrillRequestSchema = Type.Object({ ...DrillProperties, ...ContinueProperties })
export type ContinueShortDrillRequest = Static<typeof ContinueShortDrillRequestSchema>
