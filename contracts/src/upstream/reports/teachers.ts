import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import { GroupRefSchema, NullableNumber, PageMetaProperties, PagingProperties, PaperRefSchema, ReportBaseProperties, SortProperties, UnpromisedInteger, UnpromisedNumber } from './common.ts'
import { withDerived } from './derived.ts'
import { RateLinesSchema, RateSettingsProperties } from './rates.ts'

export const TeacherRefSchema = Type.Object({ id: Type.String(), name: Type.String() })
export const ClassRefSchema = Type.Object({ id: Type.String(), name: Type.String() })

/** POST /report/obt/v1/teacher/infos — the subject teachers of the classes in view (each teaches two neighbouring classes), per paper. */
export const TeacherInfosRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  pindex: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, description: 'one paper; default every paper' })),
})
export type TeacherInfosRequest = Static<typeof TeacherInfosRequestSchema>

export const TeacherInfoSchema = Type.Object({
  ...TeacherRefSchema.properties,
  pindex: Type.Integer(),
  subject: Type.String(),
  schoolId: Type.String({ default: '' }),
  school: Type.String({ default: '' }),
  /** The teacher's classes sitting this exam. */
  classes: Type.Array(ClassRefSchema),
  /** The classes of which the teacher is also 班主任. */
  headOf: Type.Array(Type.String(), { default: [] }),
})
export type TeacherInfo = Static<typeof TeacherInfoSchema>

export const TeacherInfosDataSchema = Type.Object({ ...PageMetaProperties, items: Type.Array(TeacherInfoSchema) })
export type TeacherInfosData = Static<typeof TeacherInfosDataSchema>
export const TeacherInfosResponseSchema = Envelope(TeacherInfosDataSchema)

/**
 * POST /report/obt/v1/teacher/group/factors — 教学质量 on one paper, per class (by class) or per teacher (by
 * teacher, over the teacher's classes): mean, 超均率 against the school, competition rank among the school's
 * classes (teachers: among the school's teachers of the subject), the rates and their gaps to the school's.
 * A teacher row is shown only when all the teacher's classes are in view.
 */
export const TeacherFactorsRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  ...RateSettingsProperties,
  pindex: Type.Integer({ minimum: 1, maximum: 99 }),
  by: Type.Optional(Type.Enum(['class', 'teacher'], { description: 'default class' })),
})
export type TeacherFactorsRequest = Static<typeof TeacherFactorsRequestSchema>

export const TEACHER_SORT_KEYS = ['roster', 'count', 'mean', 'overMeanRate', 'rank', 'excellent', 'good', 'pass', 'low'] as const

/** Spec 2 §3 three-rate count; the rate of the row's count is derived when absent. */
const RateShareSchema = withDerived(Type.Object({ count: Type.Integer(), rate: NullableNumber }), ['rate'])
/** Not promised: each gap null (not given) when absent. */
const RateGapsSchema = Type.Object({ excellent: UnpromisedNumber(), good: UnpromisedNumber(), pass: UnpromisedNumber(), low: UnpromisedNumber() }, { default: {} })

export const TeacherFactorRowSchema = Type.Object({
  /** The class (by class); null by teacher. */
  group: Type.Union([GroupRefSchema, Type.Null()]),
  teacher: TeacherRefSchema,
  schoolId: Type.String({ default: '' }),
  classes: Type.Array(ClassRefSchema, { default: [] }),
  count: Type.Integer(),
  mean: NullableNumber,
  /** (mean − school mean) / school mean. */
  overMeanRate: UnpromisedNumber(),
  rank: UnpromisedInteger(),
  /** How many classes (or teachers) the rank is among. */
  rankOf: Type.Integer({ default: 0 }),
  excellent: RateShareSchema,
  good: RateShareSchema,
  pass: RateShareSchema,
  low: RateShareSchema,
  /** Row share − school share. */
  rateGaps: RateGapsSchema,
})
export type TeacherFactorRow = Static<typeof TeacherFactorRowSchema>

export const SchoolQualitySchema = Type.Object({
  group: GroupRefSchema,
  count: Type.Integer(),
  mean: NullableNumber,
  excellent: RateShareSchema,
  good: RateShareSchema,
  pass: RateShareSchema,
  low: RateShareSchema,
})

export const TeacherFactorsDataSchema = Type.Object({
  paper: PaperRefSchema,
  by: Type.Enum(['class', 'teacher'], { default: 'class', description: 'not promised: the request default' }),
  lines: Type.Union([RateLinesSchema, Type.Null()], { default: null, description: 'not promised: null when not stated' }),
  /** The reference of each school with rows in view (the grade the 超均率 compares with). */
  schools: Type.Array(SchoolQualitySchema, { default: [] }),
  ...PageMetaProperties,
  items: Type.Array(TeacherFactorRowSchema),
})
export type TeacherFactorsData = Static<typeof TeacherFactorsDataSchema>
export const TeacherFactorsResponseSchema = Envelope(TeacherFactorsDataSchema)
