import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { ExamMakerFields } from './exam.ts'
import type { RateKind } from './reports/rates.ts'
import type { EffectiveData, EffectiveRow } from './reports/effective.ts'
import { LenientDate, LenientEpochMs } from './facts/lenient-fields.ts'

/**
 * A custom table's configuration (issue 18, spec 2 §3 "Custom-table state": subject, papers, scope,
 * isPrivacy, customName): which papers, which units as rows (scope), which indicators as columns and
 * how the columns are grouped. It travels as a norm task's params.table (spec 3 §7 /task/v1/norm/create
 * params) and as a table template's cfgs (/mod/v1/template/create {name, cfgs}).
 */

/** Scope: what the rows list. 1 学校, 2 班级 (spec 2 §3: default 2), 3 学生 (one row per student). */
export const CUSTOM_TABLE_SCOPES = [1, 2, 3] as const
export type CustomTableScope = (typeof CUSTOM_TABLE_SCOPES)[number]
export const CUSTOM_TABLE_SCOPE_LABEL: Readonly<Record<CustomTableScope, string>> = { 1: '学校', 2: '班级', 3: '学生' }
/** The unit level of the 总体概况 and 三率 calls a scope reads; students are read from 成绩排名, whose papers are the class level's. */
export const customTableLevel = (scope: CustomTableScope): 'school' | 'class' => (scope === 1 ? 'school' : 'class')

/**
 * Indicators: a field of the engine's per-unit paper statistics (the report page 总体概况 shows the
 * same), 超均率 (overMean), derived from 平均分 against the first total row's (全体), or a rate of
 * 三率 (/api/v4/exam/rates: 优秀/良好/及格 x ≥ line, 低分 x < line, on the lines the exam is published
 * against, as the rate pages show them).
 */
export const CUSTOM_TABLE_INDICATORS = [
  'total', 'absent', 'mean', 'max', 'min', 'median', 'standardDeviation', 'difficulty', 'mean_rank', 'manfenCount', 'zeroCount', 'overMean',
  'excellentRate', 'goodRate', 'passRate', 'lowRate',
  'score', 'allRank', 'schoolRank', 'classRank',
  'effectiveScore', 'online', 'double',
  'rankBands', 'segments',
] as const
export type CustomTableIndicator = (typeof CUSTOM_TABLE_INDICATORS)[number]

/** The upstream answer an indicator is read from: 总体概况 (/api/v4/exam/overview), 三率 (/api/v4/exam/rates) or 成绩排名 (irrank/table, a student's own cells). */
export type CustomTableSource = 'overview' | 'rates' | 'ranking' | 'effective' | 'rankScale' | 'segments'
/** The indicators that give one column per band of the paper: a 名次段 cut-off, or a score segment. */
export type CustomTableBandIndicator = 'rankBands' | 'segments'
const isBandIndicator = (k: CustomTableIndicator): k is CustomTableBandIndicator => k === 'rankBands' || k === 'segments'
/** Column titles after the subject: 前N名人数 per cut-off; [a, b)人数 per segment, the top one closed (the full score folded in). */
export const rankBandTitles = (cutoffs: readonly number[]): string[] => cutoffs.map((n) => `前${n}名人数`)
export const segmentTitles = (segments: ReadonlyArray<{ lower: number; upper: number }>): string[] =>
  segments.map((s, i) => `[${s.lower}, ${s.upper}${i === 0 ? ']' : ')'}人数`)

/**
 * 有效分 (/api/v4/exam/standardEffective with the upstream's default line, as the 有效分分析 page asks it):
 * 有效分 is the paper's effective score (总分: the line), 上线人数 the unit's 单上线 (总分: 总分上线), 双上线人数
 * the paper and 总分 both reached (总分: 总分上线 again).
 */
export const CUSTOM_TABLE_EFFECTIVE_FIELD = { effectiveScore: 'score', online: 'online', double: 'double' } as const satisfies Partial<Record<CustomTableIndicator, string>>
type EffectiveIndicator = keyof typeof CUSTOM_TABLE_EFFECTIVE_FIELD
const isEffectiveIndicator = (k: CustomTableIndicator): k is EffectiveIndicator => k in CUSTOM_TABLE_EFFECTIVE_FIELD
export type EffectiveFigures = Record<(typeof CUSTOM_TABLE_EFFECTIVE_FIELD)[EffectiveIndicator], number | null>

/** effectiveFigures(d, row, p) = a unit's 有效分 figures on paper p from the 有效分 answer d and the unit's row of it. */
export function effectiveFigures(data: Pick<EffectiveData, 'line' | 'papers'>, row: Pick<EffectiveRow, 'online' | 'papers'> | undefined, pindex: number): EffectiveFigures {
  if (pindex === 0) return { score: data.line, online: row?.online ?? null, double: row?.online ?? null }
  const cell = row?.papers.find((p) => p.pindex === pindex)
  return { score: data.papers.find((p) => p.pindex === pindex)?.effectiveScore ?? null, online: cell?.single ?? null, double: cell?.double ?? null }
}

/** A student's indicators (scope 3) and the field of the student's score cell each reads; the others are a unit's. */
export const CUSTOM_TABLE_STUDENT_FIELD = { score: 'score', allRank: 'all', schoolRank: 'schoolRank', classRank: 'classRank' } as const satisfies Partial<Record<CustomTableIndicator, string>>
type StudentIndicator = keyof typeof CUSTOM_TABLE_STUDENT_FIELD
const isStudentIndicator = (k: CustomTableIndicator): k is StudentIndicator => k in CUSTOM_TABLE_STUDENT_FIELD
/** indicatorFits(k, s) = indicator k is one scope s's rows have (a student's own cells for 学生, a unit's figures otherwise). */
export const indicatorFits = (k: CustomTableIndicator, scope: CustomTableScope): boolean => isStudentIndicator(k) === (scope === 3)

/** The rate indicators and the 三率 cell each reads. */
export const CUSTOM_TABLE_RATE_OF = { excellentRate: 'excellent', goodRate: 'good', passRate: 'pass', lowRate: 'low' } as const satisfies Partial<Record<CustomTableIndicator, RateKind>>
type RateIndicator = keyof typeof CUSTOM_TABLE_RATE_OF
const isRateIndicator = (k: CustomTableIndicator): k is RateIndicator => k in CUSTOM_TABLE_RATE_OF

/** int: whole numbers; num: two decimals; pct: a share shown as a percent with two decimals (as the xlsx cell format shows them). */
export const CUSTOM_TABLE_INDICATOR_INFO: Readonly<Record<CustomTableIndicator, { title: string; kind: 'int' | 'num' | 'pct' }>> = {
  total: { title: '实考人数', kind: 'int' },
  absent: { title: '未考人数', kind: 'int' },
  mean: { title: '平均分', kind: 'num' },
  max: { title: '最高分', kind: 'num' },
  min: { title: '最低分', kind: 'num' },
  median: { title: '中位数', kind: 'num' },
  standardDeviation: { title: '标准差', kind: 'num' },
  difficulty: { title: '难度', kind: 'num' },
  mean_rank: { title: '平均分排名', kind: 'int' },
  manfenCount: { title: '满分人数', kind: 'int' },
  zeroCount: { title: '零分人数', kind: 'int' },
  overMean: { title: '超均率', kind: 'pct' },
  excellentRate: { title: '优秀率', kind: 'pct' },
  goodRate: { title: '良好率', kind: 'pct' },
  passRate: { title: '及格率', kind: 'pct' },
  lowRate: { title: '低分率', kind: 'pct' },
  score: { title: '得分', kind: 'num' },
  allRank: { title: '总排名', kind: 'int' },
  schoolRank: { title: '校排名', kind: 'int' },
  classRank: { title: '班排名', kind: 'int' },
  effectiveScore: { title: '有效分', kind: 'num' },
  online: { title: '上线人数', kind: 'int' },
  double: { title: '双上线人数', kind: 'int' },
  rankBands: { title: '前N名人数', kind: 'int' },
  segments: { title: '分数段人数', kind: 'int' },
}

export const customTableSourceOf = (k: CustomTableIndicator): CustomTableSource =>
  isRateIndicator(k) ? 'rates' : isStudentIndicator(k) ? 'ranking' : isEffectiveIndicator(k) ? 'effective' : k === 'rankBands' ? 'rankScale' : k === 'segments' ? 'segments' : 'overview'

/** The statistics a cell reads (PaperStats of reports/overview, the fields custom tables use). */
type CellStats = { [K in Exclude<CustomTableIndicator, 'overMean' | CustomTableBandIndicator | RateIndicator | StudentIndicator | EffectiveIndicator>]: number | null | undefined }

/**
 * What one row's cells of one paper are read from: a unit's 总体概况 statistics and its 三率 (the rate of
 * each kind), or a student's score cell of 成绩排名 (ranks null where the exam's ranking settings hide them).
 */
export interface CustomTableFigures {
  stats?: Partial<CellStats> | undefined
  rates?: Partial<Record<RateKind, { rate: number | null } | undefined>> | undefined
  student?: Partial<Record<(typeof CUSTOM_TABLE_STUDENT_FIELD)[StudentIndicator], number | null>> | undefined
  effective?: EffectiveFigures | undefined
  /** 名次段 (report-byRankScale): the unit's students up to each of the exam's cut-offs (排名 ≤ N). */
  rankScale?: { cumulative: readonly number[] } | undefined
  /** 分数段 (report-segment, the exam's segment step): the unit's students in each segment, top down. */
  segments?: { counts: readonly number[] } | undefined
}

/**
 * customTableValue(k, u, ref) = the figure of indicator k for a unit with figures u; 超均率 is
 * (x̄ − x̄ref) / x̄ref with ref the first total row's figures (null without a reference mean or with 0);
 * a rate is the share of its 三率 cell (null when nobody sat).
 */
export function customTableValue(k: CustomTableIndicator, unit: CustomTableFigures | undefined, reference: CustomTableFigures | undefined, band = 0): number | null {
  const finite = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
  if (isRateIndicator(k)) return finite(unit?.rates?.[CUSTOM_TABLE_RATE_OF[k]]?.rate)
  if (isStudentIndicator(k)) return finite(unit?.student?.[CUSTOM_TABLE_STUDENT_FIELD[k]])
  if (isEffectiveIndicator(k)) return finite(unit?.effective?.[CUSTOM_TABLE_EFFECTIVE_FIELD[k]])
  if (k === 'rankBands') return finite(unit?.rankScale?.cumulative[band])
  if (k === 'segments') return finite(unit?.segments?.counts[band])
  if (k !== 'overMean') return finite(unit?.stats?.[k])
  const mean = finite(unit?.stats?.mean)
  const ref = finite(reference?.stats?.mean)
  return mean === null || ref === null || ref === 0 ? null : (mean - ref) / ref
}

/**
 * tablePapers(c, papers) = the papers of one exam that c names, in c's order: by subject name when c
 * names subjects, else (a configuration saved before) by pindex; a paper the exam lacks is left out.
 */
export function tablePapers<P extends { pindex: number; subject: string }>(config: Pick<CustomTableConfig, 'pindexes' | 'subjects'>, papers: readonly P[]): P[] {
  if (config.subjects) return config.subjects.flatMap((s) => papers.filter((x) => x.subject === s).slice(0, 1))
  return config.pindexes.flatMap((p) => papers.filter((x) => x.pindex === p).slice(0, 1))
}

/**
 * namedConfig(c, papers) = c naming its papers by subject: c itself when it does, else its pindexes read
 * in `papers` (the first exam's), so a template saved with pindexes opens on the same subjects.
 */
export function namedConfig<C extends Pick<CustomTableConfig, 'pindexes' | 'subjects'>>(config: C, papers: ReadonlyArray<{ pindex: number; subject: string }>): C {
  if (config.subjects) return config
  const subjects = tablePapers(config, papers).map((p) => p.subject)
  return subjects.length > 0 ? { ...config, subjects } : config
}

/** The number of papers c names (a template's summary). */
export const namedPaperCount = (config: Pick<CustomTableConfig, 'pindexes' | 'subjects'>): number => (config.subjects ?? config.pindexes).length

/** Column grouping: by subject (语文 平均分, 语文 最高分, 数学 …) or by indicator (平均分 语文, 平均分 数学, …). */
export const CUSTOM_TABLE_COLUMN_GROUPS = ['subject', 'indicator'] as const
export type CustomTableColumnGroup = (typeof CUSTOM_TABLE_COLUMN_GROUPS)[number]

export const CustomTableConfigSchema = Type.Object({
  scope: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  /**
   * Papers by pindex, 0 = 总分, in the order the columns show them: how a configuration saved before
   * `subjects` named its papers (read in its first exam's papers). Ignored when `subjects` is given.
   */
  pindexes: Type.Array(Type.Integer({ minimum: 0, maximum: 99 }), { maxItems: 30 }),
  /**
   * Papers by subject name ('总分' for the total), in column order (issue 18): a pindex means another
   * subject in another exam, a name is what every exam of the table resolves.
   * When given, it alone names the papers.
   */
  subjects: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 30 }), { maxItems: 30 })),
  indicators: Type.Array(Type.Enum([...CUSTOM_TABLE_INDICATORS]), { minItems: 1, maxItems: CUSTOM_TABLE_INDICATORS.length }),
  columns: Type.Enum([...CUSTOM_TABLE_COLUMN_GROUPS]),
  /** Row grouping: the totals (全体, the school in focus …) above the units, or the units alone. */
  totals: Type.Boolean(),
  /** spec 2 §3 isPrivacy (default true): students' names are hidden (rows of students show 学号 and 班级 only) and 平均分排名 is left out, so no unit is ranked against another. */
  privacy: Type.Boolean(),
})
export type CustomTableConfig = Static<typeof CustomTableConfigSchema>

export interface CustomTableColumn {
  pindex: number
  indicator: CustomTableIndicator
  title: string
  kind: 'int' | 'num' | 'pct'
  /** 前N名人数, 分数段人数: which of the paper's cut-offs or segments (0-based). */
  band: number
}

/**
 * customTableColumns(c, papers, bands) = the value columns of a table, in order: the configured papers
 * the exam has × the indicators that fit the scope (privacy drops 平均分排名), grouped as c.columns says;
 * 前N名人数 and 分数段人数 are one column per band of the paper (bands(p, k): the titles of its 名次段
 * cut-offs or score segments, the exam's; none known, none). The xlsx the upstream
 * writes and the BFF's preview both name their columns with it.
 */
export function customTableColumns(
  config: CustomTableConfig,
  papers: ReadonlyArray<{ pindex: number; subject: string }>,
  bands: (pindex: number, k: CustomTableBandIndicator) => readonly string[] = () => [],
): CustomTableColumn[] {
  const subjects = tablePapers(config, papers)
  const indicators = config.indicators.filter((k, i, all) => all.indexOf(k) === i && indicatorFits(k, config.scope) && !(config.privacy && k === 'mean_rank'))
  const cells = (p: { pindex: number; subject: string }, k: CustomTableIndicator): CustomTableColumn[] => {
    const { kind, title } = CUSTOM_TABLE_INDICATOR_INFO[k]
    if (isBandIndicator(k)) return bands(p.pindex, k).map((t, band) => ({ pindex: p.pindex, indicator: k, title: `${p.subject}${t}`, kind, band }))
    return [{ pindex: p.pindex, indicator: k, title: `${p.subject}${title}`, kind, band: 0 }]
  }
  return config.columns === 'subject' ? subjects.flatMap((p) => indicators.flatMap((k) => cells(p, k))) : indicators.flatMap((k) => subjects.flatMap((p) => cells(p, k)))
}

/** A student as the leading cells of a student row name them. */
export interface CustomTableStudent {
  xuehao: string
  name: string
  class: string
}

/**
 * customTableLead(c) = the titles of the columns before the figures: the unit (学校 or 班级), or for rows
 * of students 学号, 姓名 and 班级 — without 姓名 when privacy is on (spec 2 §3 isPrivacy; issue 18: names
 * hidden by default). customTableLeadCells gives a student's cells for them.
 */
export function customTableLead(config: Pick<CustomTableConfig, 'scope' | 'privacy'>): string[] {
  if (config.scope !== 3) return [CUSTOM_TABLE_SCOPE_LABEL[config.scope]]
  return config.privacy ? ['学号', '班级'] : ['学号', '姓名', '班级']
}

export function customTableLeadCells(config: Pick<CustomTableConfig, 'privacy'>, s: CustomTableStudent): string[] {
  return config.privacy ? [s.xuehao, s.class] : [s.xuehao, s.name, s.class]
}

/** customTableSources(c) = the upstream answers the columns of c read (总体概况 always: it lists the rows). */
export function customTableSources(config: Pick<CustomTableConfig, 'indicators'>): Set<CustomTableSource> {
  return new Set<CustomTableSource>(['overview', ...config.indicators.map(customTableSourceOf)])
}

/** Template key a norm task carries in cfgs.templates when params.table holds its configuration. */
export const CUSTOM_TABLE_TEMPLATE_KEY = 'custom-table'

export const CUSTOM_TABLE_PATHS = {
  templateCreate: '/report/mod/v1/template/create',
  templateUpdate: '/report/mod/v1/template/update',
  templateList: '/report/task/v1/template/list',
  /** Not named by the spec (it names create, update and list): the reference upstream's removal, query tempid. */
  templateRemove: '/report/mod/v1/template/remove',
  templateExams: '/report/pri/v1/template/exam/list',
} as const

/** A saved table template (spec 3 §7 "Table templates"): its id, name and cfgs (a table configuration). */
export const TableTemplateSchema = Type.Object({
  tempid: Type.String(),
  name: Type.String(),
  cfgs: CustomTableConfigSchema,
  ctime: LenientEpochMs({ default: 0 }),
})
export type TableTemplate = Static<typeof TableTemplateSchema>

/** POST /mod/v1/template/create {name, cfgs}; /mod/v1/template/update?tempid= {name, cfgs}. */
export const TableTemplateWriteSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40 }),
  cfgs: CustomTableConfigSchema,
})
export type TableTemplateWrite = Static<typeof TableTemplateWriteSchema>
export const TableTemplateQuerySchema = Type.Object({ tempid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) })
export const TableTemplateWriteDataSchema = Type.Object({ tempid: Type.String() })
export const TableTemplateWriteResponseSchema = Envelope(TableTemplateWriteDataSchema)

/** POST /task/v1/template/list → data.templates, newest first. */
export const TableTemplateListDataSchema = Type.Object({ templates: Type.Array(TableTemplateSchema) })
export type TableTemplateListData = Static<typeof TableTemplateListDataSchema>
export const TableTemplateListResponseSchema = Envelope(TableTemplateListDataSchema)

/** POST /pri/v1/template/exam/list → data.exams: the exams a table may be made of (the account's own, newest first). */
export const TemplateExamSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  time: LenientDate({ default: '' }),
  /** The cohort a table over several exams must keep to (issue 18): grade and school ('' when not said). */
  grade: Type.String({ default: '' }),
  schoolid: Type.String({ default: '' }),
  ...ExamMakerFields,
})
export type TemplateExam = Static<typeof TemplateExamSchema>
export const TemplateExamListDataSchema = Type.Object({ exams: Type.Array(TemplateExamSchema) })
export type TemplateExamListData = Static<typeof TemplateExamListDataSchema>
export const TemplateExamListResponseSchema = Envelope(TemplateExamListDataSchema)
