import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import {
  DrillProperties,
  GroupRefSchema,
  GroupRowsProperties,
  NullableInteger,
  NullableNumber,
  PagingProperties,
  PaperRefSchema,
  ReportBaseProperties,
  SortProperties,
  UnitLevelSchema,
  UnpromisedNumber,
} from './common.ts'
import { withDerived } from './derived.ts'

/**
 * POST /api/v4/exam/overview — 成绩概览: per paper (pindex 0 = 总分) and per group the descriptive statistics
 * of analytics.md. Totals (all, lkall, qxall, sall) come whole; the units of `level` are paged and sorted.
 */
export const OverviewRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  level: Type.Optional(UnitLevelSchema),
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: 'one paper; absent: 总分 and every paper' })),
})
export type OverviewRequest = Static<typeof OverviewRequestSchema>

/** Sort keys of group tables (overview); each reads the paper sort.pindex. `roster` keeps the catalogue order. */
export const OVERVIEW_SORT_KEYS = [
  'roster', 'total', 'mean', 'mean_rank', 'max', 'min', 'median', 'standardDeviation', 'difficulty', 'discrimination',
  'reliability', 'separation', 'sampleCorrelation', 'cv', 'skewness', 'manfenCount', 'zeroCount',
] as const

/**
 * Spec 2 §3 overview stats per paper: total, manfen, manfenCount, zeroCount, max, min, mean, mean_rank,
 * standardDeviation, difficulty, discrimination, skewness, median, multipleMode, separation and
 * sampleCorrelation are promised; 未考, reliability are not (0 and null when absent); cv is derived (SD / x̄).
 */
export const PaperStatsSchema = withDerived(Type.Object({
  pindex: Type.Integer(),
  /** Students with a score (N); 未考 are excluded from every statistic. */
  total: Type.Integer(),
  absent: Type.Integer({ default: 0 }),
  manfen: Type.Number(),
  manfenCount: Type.Integer(),
  zeroCount: Type.Integer(),
  max: NullableNumber,
  min: NullableNumber,
  mean: NullableNumber,
  /** Competition rank of this group's mean among the exam's groups of the same level (qxall among counties, sall among schools); null for all/lkall. */
  mean_rank: NullableInteger,
  /** Population SD. */
  standardDeviation: NullableNumber,
  median: NullableNumber,
  multipleMode: Type.Array(Type.Number()),
  /** G1 (Excel SKEW). */
  skewness: NullableNumber,
  /** x̄ / W, 2 decimals. */
  difficulty: NullableNumber,
  /** 27 % groups. */
  discrimination: NullableNumber,
  /** Cronbach α over the paper's items (总分: over the papers). */
  reliability: UnpromisedNumber(),
  separation: NullableNumber,
  /** Pearson r with 总分. */
  sampleCorrelation: NullableNumber,
  /** SD / x̄ (差异系数). */
  cv: NullableNumber,
}), ['cv'])
export type PaperStats = Static<typeof PaperStatsSchema>

export const OverviewRowSchema = Type.Object({ group: GroupRefSchema, stats: Type.Array(PaperStatsSchema) })
export type OverviewRow = Static<typeof OverviewRowSchema>

/**
 * One 班级类型 of the school in focus (the classType setting of the version the exam is published against;
 * issue 19): its classes (group keys) and the statistics of their students together. 未分类 holds the
 * classes no type names.
 */
export const ClassTypeStatsSchema = Type.Object({ name: Type.String(), classes: Type.Array(Type.String()), stats: Type.Array(PaperStatsSchema) })
export type ClassTypeStats = Static<typeof ClassTypeStatsSchema>

export const OverviewDataSchema = Type.Object({
  papers: Type.Array(PaperRefSchema),
  ...GroupRowsProperties(OverviewRowSchema),
  /** Only with a school in focus, level class, and class types published for the exam; absent otherwise. */
  classTypes: Type.Optional(Type.Array(ClassTypeStatsSchema)),
})
export type OverviewData = Static<typeof OverviewDataSchema>
export const OverviewResponseSchema = Envelope(OverviewDataSchema)

/**
 * POST /api/v4/exam/overview/students — the students behind an overview cell: everyone (未考 included), those
 * with a score (实考), 满分, 零分 or 未考 of a group on a paper. Answers DrillData.
 */
export const OverviewDrillRequestSchema = Type.Object({
  ...DrillProperties,
  filter: Type.Optional(Type.Enum(['all', 'present', 'full', 'zero', 'absent'], { description: 'default all' })),
})
export type OverviewDrillRequest = Static<typeof OverviewDrillRequestSchema>
