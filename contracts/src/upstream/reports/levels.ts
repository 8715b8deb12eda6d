import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import { LevelLinesSetBodySchema } from '../level-lines.ts'
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
  UnpromisedString,
} from './common.ts'
import { withDerived } from './derived.ts'

/**
 * Level (grade-band, 档) settings as set-mod-level-lines takes them (contracts/upstream/level-lines.ts:
 * mode 1 score, 2 ratio, 3 rank; rule 0 system algorithm, 1 same as 总分, 2 same ratio, 3 same rank;
 * names; lines keyed 'totalScore' and by pindex). A report call without `levels` uses the settings the
 * account saved for the exam (POST /report/mod/v1/exam/level-lines), else the defaults (three bands by
 * ratio at 15 %, 35 %, 60 %, subjects following 总分).
 */
export const LevelSettingsSchema = Type.Object({
  mode: LevelLinesSetBodySchema.properties.mode,
  rule: LevelLinesSetBodySchema.properties.rule,
  names: LevelLinesSetBodySchema.properties.names,
  lines: LevelLinesSetBodySchema.properties.lines,
})
export type LevelSettings = Static<typeof LevelSettingsSchema>

/** One paper's lines (pindex 0 = 总分) in all three forms: the score lines, the percent of takers at or above each (2 decimals), and their number; error '计算失败' when the rule cannot be applied. */
export const LevelLineSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  manfen: Type.Number(),
  studentCount: Type.Integer({ description: 'takers with a score' }),
  rule: Type.Integer(),
  is_custom: Type.Boolean(),
  scores: Type.Array(NullableNumber),
  scales: Type.Array(NullableNumber),
  ranks: Type.Array(NullableInteger),
  error: UnpromisedString('not promised: null, no error'),
})
export type LevelLine = Static<typeof LevelLineSchema>

const LevelsProperty = { levels: Type.Optional(LevelSettingsSchema) }

/** POST /api/v4/multi/levelinfos — per group and paper the students in each band (line_b ≤ x < line_{b−1}) and up to each band. */
export const LevelInfosRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  ...LevelsProperty,
  level: Type.Optional(UnitLevelSchema),
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: 'one paper; absent: 总分 and every paper' })),
})
export type LevelInfosRequest = Static<typeof LevelInfosRequestSchema>

export const LEVEL_INFOS_SORT_KEYS = ['roster', 'total', 'band1', 'band2', 'band3', 'band4', 'band5', 'band6', 'band7', 'band8'] as const

export const PaperBandsSchema = Type.Object({
  pindex: Type.Integer(),
  total: Type.Integer(),
  counts: Type.Array(Type.Integer()),
  cumulative: Type.Array(Type.Integer()),
  shares: Type.Array(NullableNumber),
  cumulativeShares: Type.Array(NullableNumber),
})
/** The counts per band are promised (spec 2 §7 levelinfos); running totals and shares are derived when absent. */
withDerived(PaperBandsSchema, ['cumulative', 'shares', 'cumulativeShares'])
export const LevelInfoRowSchema = Type.Object({ group: GroupRefSchema, papers: Type.Array(PaperBandsSchema) })
export type LevelInfoRow = Static<typeof LevelInfoRowSchema>

export const LevelInfosDataSchema = Type.Object({
  papers: Type.Array(PaperRefSchema),
  names: Type.Array(Type.String()),
  lines: Type.Array(LevelLineSchema),
  ...GroupRowsProperties(LevelInfoRowSchema),
})
export type LevelInfosData = Static<typeof LevelInfosDataSchema>
export const LevelInfosResponseSchema = Envelope(LevelInfosDataSchema)

/** POST /api/v4/paper/levelinfo/students — the students of band `level` (1-based) of a group on a paper, or of bands 1…level (cumulative). Answers DrillData. */
export const LevelStudentsRequestSchema = Type.Object({
  ...DrillProperties,
  ...LevelsProperty,
  level: Type.Integer({ minimum: 1, maximum: 8 }),
  cumulative: Type.Optional(Type.Boolean()),
})
export type LevelStudentsRequest = Static<typeof LevelStudentsRequestSchema>

/** Borderline window (临界生): line − window ≤ x < line + window; default 10 for 总分, 5 for a paper. */
const WindowProperty = { window: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 500 })) }

/** POST /api/v4/multi/levelbuffers — per group the borderline students below and above each band line of one paper. */
export const LevelBuffersRequestSchema = Type.Object({
  ...ReportBaseProperties,
  ...PagingProperties,
  ...SortProperties,
  ...LevelsProperty,
  ...WindowProperty,
  level: Type.Optional(UnitLevelSchema),
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: 'default 0 (总分)' })),
})
export type LevelBuffersRequest = Static<typeof LevelBuffersRequestSchema>

export const LEVEL_BUFFERS_SORT_KEYS = ['roster', 'total'] as const

export const BufferCellSchema = Type.Object({ below: Type.Integer(), above: Type.Integer(), total: Type.Integer() })
export const LevelBufferRowSchema = Type.Object({ group: GroupRefSchema, total: Type.Integer(), bands: Type.Array(BufferCellSchema) })
export type LevelBufferRow = Static<typeof LevelBufferRowSchema>

export const LevelBuffersDataSchema = Type.Object({
  paper: PaperRefSchema,
  names: Type.Array(Type.String()),
  line: LevelLineSchema,
  window: Type.Number(),
  /** Per band: [line − window, line + window). */
  windows: Type.Array(Type.Object({ lower: NullableNumber, line: NullableNumber, upper: NullableNumber }), { default: [] }),
  ...GroupRowsProperties(LevelBufferRowSchema),
})
export type LevelBuffersData = Static<typeof LevelBuffersDataSchema>
export const LevelBuffersResponseSchema = Envelope(LevelBuffersDataSchema)

/** POST /api/v4/multi/levelbuffer/students — the borderline students of band `level` of a group: below, above or both sides of the line. Answers DrillData. */
export const LevelBufferStudentsRequestSchema = Type.Object({
  ...DrillProperties,
  ...LevelsProperty,
  ...WindowProperty,
  level: Type.Integer({ minimum: 1, maximum: 8 }),
  side: Type.Optional(Type.Enum(['below', 'above', 'both'], { description: 'default both' })),
})
export type LevelBufferStudentsRequest = Static<typeof LevelBufferStudentsRequestSchema>

