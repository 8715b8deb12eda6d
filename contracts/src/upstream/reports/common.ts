import { Type, type Static, type TProperties, type TSchema } from 'typebox'
import { Envelope } from '../../envelope.ts'
import { withDerived } from './derived.ts'

/**
 * Shapes shared by the report calls of spec 2 §7 (the reference upstream's `fixtures/src/upstream/routes/report-*.ts`).
 * Every report call is a POST with a JSON body; numbers are unrounded (the BFF formats them); a statistic
 * that is undefined for its group (no students, N ≤ 2 for skewness, …) is null; 未考 is `absent: true`
 * with a null score and null ranks.
 *
 * As answers the BFF reads (answers.ts beside this file), they are tolerant (spec 2 §3 "Data shapes of
 * reports", §7, §9): a property without a default is one the spec names for the shape (or the identity
 * that places a row: a group key, a pindex, a student key); a property with a default is one the spec
 * does not promise, and the default says what its absence means (a statistic not given: null; a count
 * not given: 0; a label: ''); `withDerived` marks what the BFF works out itself when it is absent.
 */

/** Largest page any report call serves; a download pages through in steps of this size. */
export const MAX_PAGE_LIMIT = 500

/** A number or null (JSON has no NaN). A `type` array, so fast-json-stringify serialises it without a union check. */
export const NullableNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] })
export const NullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] })
export const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] })
/** A statistic, rank or label the spec does not promise: null ("not given") when the platform leaves it out. */
export const UnpromisedNumber = (description?: string) => Type.Unsafe<number | null>({ type: ['number', 'null'], default: null, ...(description ? { description } : {}) })
export const UnpromisedInteger = (description?: string) => Type.Unsafe<number | null>({ type: ['integer', 'null'], default: null, ...(description ? { description } : {}) })
export const UnpromisedString = (description?: string) => Type.Unsafe<string | null>({ type: ['string', 'null'], default: null, ...(description ? { description } : {}) })

/** Base parameters of every report call (spec 2 §7): the exam, and the view's focus. */
export const ReportBaseProperties = {
  examid: Type.String({ minLength: 1, maxLength: 64, description: "exam id; 'id-schoolid' focuses that school like lkschool" }),
  org: Type.Optional(Type.Integer({ minimum: -1, maximum: 2, description: '−1 or absent: the exam’s org' })),
  grade: Type.Optional(Type.String({ maxLength: 16 })),
  from: Type.Optional(Type.String({ maxLength: 32 })),
  lkschool: Type.Optional(Type.String({ maxLength: 32, description: 'focus one school (in-school joint exam, single-school view)' })),
  qxschool: Type.Optional(Type.String({ maxLength: 32, description: 'focus one county (single-county view)' })),
} satisfies TProperties

/** Paging: offset/limit, or page/pageSize (1-based); offset/limit win when both are given. */
export const PagingProperties = {
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT })),
} satisfies TProperties
export type Paging = { offset?: number; limit?: number; page?: number; pageSize?: number }

export const SortRuleSchema = Type.Enum(['asc', 'desc'])
/** sort {key, rule, pindex}: pindex picks the paper a score-like key reads (0 = 总分). `order` is accepted as its alias. */
export const SortSchema = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 32 }),
  rule: Type.Optional(SortRuleSchema),
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
})
export type Sort = Static<typeof SortSchema>
export const SortProperties = { sort: Type.Optional(SortSchema), order: Type.Optional(SortSchema) } satisfies TProperties

/** Page meta beside the items of a paged answer: the length of the whole list is what paging needs; where the page starts and its size the BFF asked for itself. */
export const PageMetaProperties = {
  total: Type.Integer({ description: 'rows in the whole list' }),
  offset: Type.Integer({ default: 0 }),
  limit: Type.Integer({ default: MAX_PAGE_LIMIT }),
} satisfies TProperties

/**
 * Group keys. Totals: `all` (the exam), `lkall` (the joint total of a scale-2 exam), `qxall` (the county in
 * focus), `sall` (the school in focus). Units: `county:{id}`, `school:{id}`, `class:{id}`, `tclass:{id}` (走班
 * teaching class, per paper).
 */
export const GROUP_TYPES = ['all', 'lkall', 'qxall', 'sall', 'county', 'school', 'class', 'tclass'] as const
export type GroupType = (typeof GROUP_TYPES)[number]
export const UNIT_LEVELS = ['county', 'school', 'class', 'tclass'] as const
export type UnitLevel = (typeof UNIT_LEVELS)[number]
export const UnitLevelSchema = Type.Enum([...UNIT_LEVELS])

/** A group: its key (spec 2 §3 group keys) and its name; type and id, when absent, are read from the key. */
export const GroupRefSchema = withDerived(
  Type.Object({
    key: Type.String({ description: "'all' | 'lkall' | 'qxall' | 'sall' | 'county:{id}' | 'school:{id}' | 'class:{id}' | 'tclass:{id}'" }),
    type: Type.Enum([...GROUP_TYPES]),
    id: Type.String({ description: 'exam id for all/lkall, county id for qxall/county, school id for sall/school, class id, teaching-class id' }),
    name: Type.String(),
    schoolId: Type.Optional(Type.String()),
    countyId: Type.Optional(Type.String()),
  }),
  ['type', 'id'],
)
export type GroupRef = Static<typeof GroupRefSchema>

/** A paper as report tables head it; pindex 0 is the synthetic 总分 paper (sum of every paper; 未考 for a student who missed one, rules/total-score.ts). */
export const PaperRefSchema = Type.Object({ pindex: Type.Integer(), subject: Type.String(), manfen: Type.Number() })
export type PaperRef = Static<typeof PaperRefSchema>

/**
 * One student's score on one paper (pindex 0 = 总分) with competition ranks at every scope (ties share).
 * Spec 2 §3 drill student row: score, classRank, schoolRank, all, abcd, county; 未考 is derived from a null score.
 */
export const ScoreCellSchema = withDerived(
  Type.Object({
    pindex: Type.Integer(),
    score: NullableNumber,
    absent: Type.Boolean({ description: '未考: score and ranks are null' }),
    all: NullableInteger,
    county: NullableInteger,
    schoolRank: NullableInteger,
    classRank: NullableInteger,
    abcd: NullableString,
    /** The student's level (等级) on the paper when the exam's published ranking shows levels instead of ranks (issue 19). */
    level: Type.Optional(NullableString),
  }),
  ['absent'],
)
export type ScoreCell = Static<typeof ScoreCellSchema>

/**
 * A student row of rankings and drill lists (spec 2 §3: ranking table row, drill student row: key, name,
 * xuehao, kaohao, county, school, class, per-subject scores). The ids beside the names are not promised;
 * 未考 is derived from the 总分 cell.
 */
export const StudentRowProperties = {
  key: Type.String({ description: 'student id' }),
  name: Type.String(),
  xuehao: Type.String(),
  kaohao: Type.String(),
  countyId: Type.String({ default: '' }),
  county: Type.String(),
  schoolId: Type.String({ default: '' }),
  school: Type.String(),
  classId: Type.String({ default: '' }),
  class: Type.String(),
  absent: Type.Boolean({ description: 'absent from every paper (未考)' }),
  /** 总分 first, then the papers in pindex order. */
  subjects: Type.Array(ScoreCellSchema),
  /** Weak-subject drills only (shortBoard, continueShort): the papers the student is weak in. */
  weakPapers: Type.Optional(Type.Array(Type.Integer())),
} satisfies TProperties
export const StudentRowSchema = withDerived(Type.Object(StudentRowProperties), ['absent'])
export type StudentRow = Static<typeof StudentRowSchema>

/**
 * What the exam's published ranking settings let this reader see (spec 1 §2 ranking: which ranks a report
 * shows, rank visibility per stage and role; levelGrade 5/8/11/21): the rank scopes, and whether ranks
 * reach this reader as ranks, as levels (cells carry `level`, ranks null) or not at all (ranks null).
 * Absent: every rank the view has, as ranks.
 */
export const RankDisplaySchema = Type.Object({
  scopes: Type.Array(Type.Enum(['all', 'county', 'school', 'class'])),
  mode: Type.Enum(['rank', 'level', 'hidden']),
  /** Level names from the top when mode is level (5: A–E, …), else empty. */
  levels: Type.Array(Type.String(), { default: [] }),
})
export type RankDisplay = Static<typeof RankDisplaySchema>

/** Sort keys of every student list (rankings, matrix, drills). score/rank/…Rank read the paper sort.pindex (default 0, 总分). */
export const STUDENT_SORT_KEYS = ['score', 'rank', 'countyRank', 'schoolRank', 'classRank', 'name', 'xuehao', 'class', 'school'] as const
export type StudentSortKey = (typeof STUDENT_SORT_KEYS)[number]

/** Headcount, max, min and mean of the listed students on the drilled paper (the drill dialog's summary line). */
export const FactorsSchema = Type.Object({ total: Type.Integer(), absent: Type.Integer({ default: 0 }), max: NullableNumber, min: NullableNumber, mean: NullableNumber })
export type Factors = Static<typeof FactorsSchema>

/** Every drill answer (…/studentInfo, …/students): the students behind one cell, paged and sorted. */
export const DrillDataSchema = Type.Object({
  ...PageMetaProperties,
  group: GroupRefSchema,
  papers: Type.Array(PaperRefSchema),
  factors: FactorsSchema,
  students: Type.Array(StudentRowSchema),
  /** The published ranking settings for this reader, as on the ranking (absent: every rank). */
  display: Type.Optional(RankDisplaySchema),
})
export type DrillData = Static<typeof DrillDataSchema>
export const DrillResponseSchema = Envelope(DrillDataSchema)

/** The drill part of a request: the group (tgkey), the paper (pindex, alias tpkey), paging and sort. */
export const DrillProperties = {
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  tgkey: Type.String({ minLength: 1, maxLength: 64, description: 'group key of the cell (GroupRef.key)' }),
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  tpkey: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: 'alias of pindex' })),
} satisfies TProperties

/** A group table's rows: the totals whole (all, lkall, qxall, sall), then one page of the units. */
export const GroupRowsProperties = <T extends TSchema>(row: T) => ({ totals: Type.Array(row), ...PageMetaProperties, items: Type.Array(row) })

/** A paged list answer of any item schema. */
export const PageOf = <T extends TSchema>(item: T) => Type.Object({ ...PageMetaProperties, items: Type.Array(item) })
