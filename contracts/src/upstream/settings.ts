import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { ExamMakerFields } from './exam.ts'
import { LenientDate, LenientIsoInstant } from './facts/lenient-fields.ts'

// Indicator parameter settings (spec 1 §2, spec 2 §2 and §7 /analysis/v1/cfg/*): one configuration per
// school and grade, kept by the upstream as numbered versions. An exam is published against the
// version current at that moment and its reports use that version's lines.

export const SETTINGS_PATHS = {
  /** GET ?grade= → the grade's current configuration and its version (cfg/common/get). */
  commonGet: '/report/analysis/v1/cfg/common/get',
  /** POST {grade, page, values} → a new version (cfg/common/update). */
  commonUpdate: '/report/analysis/v1/cfg/common/update',
  /** GET → whether default parameters were ever set (getUsedSetConfig, data.isUsed). */
  isUsed: '/report/analysis/v1/cfg/common/isUsed',
  /** GET → the grades the account may set, the subjects of each with full scores, the school's extra pages. */
  gradeGet: '/report/analysis/v1/cfg/grade/get',
  /** GET ?grade= → the grade's exams and the version each was published against. */
  examList: '/report/analysis/v1/cfg/exam/list',
  /** POST {examid, org} → publishes (again) against the grade's newest version. */
  examPublish: '/report/analysis/v1/cfg/exam/publish',
  /** GET ?grade= → the grade's per-subject lines (the 分数线 page) in its current version (cfg/subject/get; body ours). */
  subjectGet: '/report/analysis/v1/cfg/subject/get',
  /** POST {grade, lines} → a new version with those per-subject lines (cfg/subject/save; body ours). */
  subjectSave: '/report/analysis/v1/cfg/subject/save',
} as const

export const SETTINGS_PAGES = [
  'ranking',
  'contrast',
  'summary',
  'segment',
  'rankScale',
  'classType',
  'gradingScore',
  'groupGradingScore',
  'lineScore',
  'levelGrade',
  'importantStudent',
] as const
export const SettingsPageSchema = Type.Enum(SETTINGS_PAGES)
export type SettingsPage = (typeof SETTINGS_PAGES)[number]

/** Rank scopes a report may show. */
export const RANK_SCOPES = ['all', 'county', 'school', 'class'] as const
export const RankScopeSchema = Type.Enum(RANK_SCOPES)
/** How a rank reaches a reader: the rank itself, a level (A–E) instead, or nothing. */
export const RankDisplaySchema = Type.Union([Type.Literal('rank'), Type.Literal('level'), Type.Literal('hidden')])
export type RankDisplay = Static<typeof RankDisplaySchema>

export const RankingConfigSchema = Type.Object({
  scopes: Type.Array(RankScopeSchema),
  /** Per stage (primary 1–6, junior 7–9, senior 10–12) and reader. */
  visibility: Type.Array(
    Type.Object({
      stage: Type.Union([Type.Literal('primary'), Type.Literal('junior'), Type.Literal('senior')]),
      teacher: RankDisplaySchema,
      student: RankDisplaySchema,
    }),
  ),
})
export type RankingConfig = Static<typeof RankingConfigSchema>

/**
 * The figures a comparison's content may show (对比指标): 平均分 (with 超均率), the three rates, 名次 (with
 * 名次变化). Every figure has its metric, so the defaults — all of them — show what a comparison shows
 * before any setting is saved.
 */
export const CONTRAST_METRICS = ['mean', 'excellentRate', 'goodRate', 'passRate', 'rank'] as const
export const ContrastMetricSchema = Type.Enum([...CONTRAST_METRICS])
export type ContrastMetric = Static<typeof ContrastMetricSchema>

export const ContrastConfigSchema = Type.Object({
  /** How many earlier exams a comparison reaches back. */
  examCount: Type.Number(),
  metrics: Type.Array(ContrastMetricSchema),
})
export type ContrastConfig = Static<typeof ContrastConfigSchema>

export const SummaryConfigSchema = Type.Object({
  showDiagnosis: Type.Boolean(),
  showTopStudents: Type.Boolean(),
  topStudentCount: Type.Number(),
})
export type SummaryConfig = Static<typeof SummaryConfigSchema>

export const SegmentConfigSchema = Type.Object({
  /** 总分 first (subject '总分'), then each subject of the grade. */
  subjects: Type.Array(Type.Object({ subject: Type.String(), full: Type.Number(), step: Type.Number(), start: Type.Number() })),
})
export type SegmentConfig = Static<typeof SegmentConfigSchema>

export const RankScaleConfigSchema = Type.Object({ cutoffs: Type.Array(Type.Number()) })
export type RankScaleConfig = Static<typeof RankScaleConfigSchema>

export const ClassTypeConfigSchema = Type.Object({
  types: Type.Array(Type.Object({ name: Type.String(), classes: Type.String() })),
})
export type ClassTypeConfig = Static<typeof ClassTypeConfigSchema>

export const GRADING_RULES = ['default13', 'zhejiang', 'shanghai', 'beijing', 'tianjin', 'shandong', 'r312'] as const
export const GradingRuleSchema = Type.Enum(GRADING_RULES)
export const GradingScoreConfigSchema = Type.Object({
  rule: GradingRuleSchema,
  includeZero: Type.Boolean(),
  subjects: Type.Array(Type.Object({ subject: Type.String(), enabled: Type.Boolean() })),
})
export type GradingScoreConfig = Static<typeof GradingScoreConfigSchema>

export const LineModeSchema = Type.Union([Type.Literal('ratio'), Type.Literal('score')])
export type SettingsLineMode = Static<typeof LineModeSchema>
/**
 * 有效分's 总分 line (analytics.md "Effective score"): ratio, the 总分 of the last of the top `value` % of
 * students (default 15, the 一档 of the default bands); score, the 总分 `value` itself. Each paper's 有效分
 * follows from it by matching share.
 */
export const EffectiveLineSchema = Type.Object({ mode: LineModeSchema, value: Type.Number() })
export type EffectiveLine = Static<typeof EffectiveLineSchema>

export const LineScoreConfigSchema = Type.Object({
  /** ratio: percent of full (0–100); score: points. */
  mode: LineModeSchema,
  subjects: Type.Array(
    Type.Object({ subject: Type.String(), full: Type.Number(), excellent: Type.Number(), good: Type.Number(), pass: Type.Number(), low: Type.Number() }),
  ),
  effective: EffectiveLineSchema,
})
export type LineScoreConfig = Static<typeof LineScoreConfigSchema>

export const LEVEL_GRADE_COUNTS = [5, 8, 11, 21] as const
export const LevelGradeConfigSchema = Type.Object({ count: Type.Enum(LEVEL_GRADE_COUNTS) })
export type LevelGradeConfig = Static<typeof LevelGradeConfigSchema>

export const ImportantStudentConfigSchema = Type.Object({
  /** Borderline window around each band line, 总分 and per subject. */
  totalWindow: Type.Number(),
  subjectWindow: Type.Number(),
  /** Key students: the top and bottom of the grade, and the weak-subject gap (share of the cohort, percent). */
  topCount: Type.Number(),
  bottomCount: Type.Number(),
  weakGapPercent: Type.Number(),
})
export type ImportantStudentConfig = Static<typeof ImportantStudentConfigSchema>

export const IndicatorConfigSchema = Type.Object({
  ranking: RankingConfigSchema,
  contrast: ContrastConfigSchema,
  summary: SummaryConfigSchema,
  segment: SegmentConfigSchema,
  rankScale: RankScaleConfigSchema,
  classType: ClassTypeConfigSchema,
  gradingScore: GradingScoreConfigSchema,
  groupGradingScore: GradingScoreConfigSchema,
  lineScore: LineScoreConfigSchema,
  levelGrade: LevelGradeConfigSchema,
  importantStudent: ImportantStudentConfigSchema,
})
export type IndicatorConfig = Static<typeof IndicatorConfigSchema>
export type PageConfig<P extends SettingsPage> = IndicatorConfig[P]

export const PAGE_CONFIG_SCHEMAS = IndicatorConfigSchema.properties

/** cfg/common/get: the grade's current version (0: the defaults, never saved). */
export const CfgCommonSchema = Type.Object({
  grade: Type.String(),
  version: Type.Number(),
  savedAt: Type.Union([LenientIsoInstant(), Type.Null()], { default: null }),
  config: IndicatorConfigSchema,
})
export type CfgCommon = Static<typeof CfgCommonSchema>
export const CfgCommonResponseSchema = Envelope(CfgCommonSchema)

export const CfgCommonUpdateBodySchema = Type.Object({ grade: Type.String(), page: SettingsPageSchema, values: Type.Unknown() })
export type CfgCommonUpdateBody = Static<typeof CfgCommonUpdateBodySchema>
export const CfgCommonUpdateSchema = Type.Object({ version: Type.Number() })
export const CfgCommonUpdateResponseSchema = Envelope(Type.Union([CfgCommonUpdateSchema, Type.Null()]))

export const CfgIsUsedSchema = Type.Object({ isUsed: Type.Boolean() })
export type CfgIsUsed = Static<typeof CfgIsUsedSchema>
export const CfgIsUsedResponseSchema = Envelope(CfgIsUsedSchema)

export const CfgGradeSchema = Type.Object({
  grades: Type.Array(
    Type.Object({
      grade: Type.String(),
      subjects: Type.Array(Type.Object({ subject: Type.String(), full: Type.Number() })),
    }),
  ),
  /** Pages only some schools get (classType, groupGradingScore), as the platform says for this account's school. */
  extraPages: Type.Array(SettingsPageSchema, { default: [] }),
})
export type CfgGrade = Static<typeof CfgGradeSchema>
export const CfgGradeResponseSchema = Envelope(CfgGradeSchema)

export const CfgExamSchema = Type.Object({
  ...ExamMakerFields,
  examid: Type.String(),
  org: Type.Number(),
  name: Type.String(),
  time: LenientDate(),
  /** The version its reports use; 0: the defaults. */
  version: Type.Number(),
  /** That version's 历史对比 settings (absent on the defaults): a comparison up to this exam reaches back examCount exams by default. */
  contrast: Type.Optional(ContrastConfigSchema),
})
export type CfgExam = Static<typeof CfgExamSchema>
export const CfgExamListSchema = Type.Object({ exams: Type.Array(CfgExamSchema), latest: Type.Number() })
export type CfgExamList = Static<typeof CfgExamListSchema>
export const CfgExamListResponseSchema = Envelope(CfgExamListSchema)

export const CfgExamPublishBodySchema = Type.Object({ examid: Type.String(), org: Type.Number() })
export type CfgExamPublishBody = Static<typeof CfgExamPublishBodySchema>
export const CfgExamPublishSchema = Type.Object({ examid: Type.String(), version: Type.Number() })
export const CfgExamPublishResponseSchema = Envelope(Type.Union([CfgExamPublishSchema, Type.Null()]))

export const CfgGradeQuerySchema = Type.Object({ grade: Type.String() })
export type CfgGradeQuery = Static<typeof CfgGradeQuerySchema>

/** cfg/subject/get: the grade's per-subject lines (优秀、良好、及格、低分 of each subject) in its current version. */
export const CfgSubjectSchema = Type.Object({ grade: Type.String(), version: Type.Number(), lines: LineScoreConfigSchema })
export type CfgSubject = Static<typeof CfgSubjectSchema>
export const CfgSubjectResponseSchema = Envelope(CfgSubjectSchema)

export const CfgSubjectSaveBodySchema = Type.Object({ grade: Type.String(), lines: Type.Unknown() })
export type CfgSubjectSaveBody = Static<typeof CfgSubjectSaveBodySchema>
