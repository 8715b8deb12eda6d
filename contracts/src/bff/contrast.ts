import { Type, type Static } from 'typebox'
import { ChartViewSchema } from './chart.ts'
import { CONTRAST_NAME_MAX } from './contrast-rules.ts'
import { NumberFormatSchema } from './table.ts'

/**
 * History comparison view models (spec 2 §2 History comparison, §3 compare state, §6 permissions;
 * issue 16): GET/POST /report/bff/contrast/… (create, history, status and the writes) and
 * GET /report/bff/compare/{multi|school|class|student} (the content of one comparison by dimension).
 */

export const COMPARE_DIMENSIONS = ['multi', 'school', 'class', 'student'] as const
export type CompareDimension = (typeof COMPARE_DIMENSIONS)[number]
export const CompareDimensionSchema = Type.Union([Type.Literal('multi'), Type.Literal('school'), Type.Literal('class'), Type.Literal('student')])

/** The table-export source of every comparison table (GET /report/bff/table-export?source=contrast&…). */
export const CONTRAST_EXPORT_SOURCE = 'contrast'

/** spec 1 §4 / spec 2 §6 comparison permissions, as the BFF decided them for this user. */
export const ContrastAccessSchema = Type.Object({
  canCreate: Type.Boolean(),
  canShow: Type.Boolean(),
  canEdit: Type.Boolean(),
  /** 下载表格 needs the module permission history_compare able (spec 2 §6, spec 3 §4). */
  canDownload: Type.Boolean(),
  /** Why something is missing (version tip, student, hidden module); null when all is allowed. */
  notice: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.Literal('ok'), Type.Literal('student'), Type.Literal('module'), Type.Literal('edition'), Type.Literal('limit')]),
})
export type ContrastAccess = Static<typeof ContrastAccessSchema>

export const ContrastStatusViewSchema = Type.Object({
  id: Type.String(),
  status: Type.Integer({ minimum: 0, maximum: 3 }),
  /** 排队 / 生成中 / 已完成 / 失败 */
  statusLabel: Type.String(),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  message: Type.Union([Type.String(), Type.Null()]),
  done: Type.Boolean(),
  /** The build failed (重试 offered) or finished (重新生成 offered). */
  canRetry: Type.Boolean(),
})
export type ContrastStatusView = Static<typeof ContrastStatusViewSchema>

export const ContrastHistoryItemSchema = Type.Object({
  ...ContrastStatusViewSchema.properties,
  name: Type.String(),
  grade: Type.String(),
  examNames: Type.Array(Type.String()),
  subjects: Type.String(),
  /** 对比范围 label (全体, 本校, …). */
  scope: Type.String(),
  createdAt: Type.String({ description: 'YYYY/MM/DD HH:mm' }),
  /** The content page, when the build is done and the user may see it. */
  href: Type.Union([Type.String(), Type.Null()]),
})
export type ContrastHistoryItem = Static<typeof ContrastHistoryItemSchema>

export const ContrastHistoryViewSchema = Type.Object({
  access: ContrastAccessSchema,
  items: Type.Array(ContrastHistoryItemSchema),
  total: Type.Integer(),
  nameMax: Type.Integer(),
})
export type ContrastHistoryView = Static<typeof ContrastHistoryViewSchema>

export const ContrastExamOptionSchema = Type.Object({
  examid: Type.String(),
  org: Type.Integer(),
  name: Type.String(),
  /** What the picker shows: date, name and, where the list holds several schools' exams, the school. */
  label: Type.String(),
  date: Type.String({ description: 'YYYY/MM/DD' }),
  grade: Type.String(),
  cohortKey: Type.String(),
  cohortLabel: Type.String(),
  subjects: Type.Array(Type.String()),
})
export type ContrastExamOption = Static<typeof ContrastExamOptionSchema>

export const ContrastCreateViewSchema = Type.Object({
  access: ContrastAccessSchema,
  exams: Type.Array(ContrastExamOptionSchema),
  /** The 届次 of the exams, stage by stage and youngest first; the one shown first is `defaultCohort` (the newest exam's). */
  cohorts: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  defaultCohort: Type.String(),
  /** A page of the exam list failed (fan-out, DESIGN.md): the list may miss exams. */
  incomplete: Type.Boolean(),
  limits: Type.Object({ minExams: Type.Integer(), maxExams: Type.Integer(), nameMax: Type.Integer() }),
  /** The scopes this user may compute a comparison over (spec 2 §4), the default first. */
  scopes: Type.Array(Type.Object({ value: Type.Integer(), label: Type.String(), hint: Type.String() })),
  /**
   * Per cohort, the exams a new comparison starts with (issue 19, contrast setting 对比考试数): the newest and the
   * examCount before it, when the newest is published against settings; keys examid:org. None: nothing preselected.
   */
  defaults: Type.Array(Type.Object({ cohortKey: Type.String(), examCount: Type.Integer(), exams: Type.Array(Type.String()) })),
  /** The user's remembered choices (report template), if any. */
  remembered: Type.Union([Type.Object({ subjects: Type.Array(Type.String()), scope: Type.Optional(Type.Integer()) }), Type.Null()]),
})
export type ContrastCreateView = Static<typeof ContrastCreateViewSchema>

export const ContrastCreateBodySchema = Type.Object({
  name: Type.String({ maxLength: 200 }),
  exams: Type.Array(Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: -1, maximum: 2 }) }), { maxItems: 50 }),
  subjects: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 30 }),
  /** 对比范围 (spec 2 §4: 0 all, 1 school, 3 county, 4 area); absent is the default, 0. */
  scope: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
})
export type ContrastCreateBody = Static<typeof ContrastCreateBodySchema>
export const ContrastRenameBodySchema = Type.Object({ name: Type.String({ maxLength: 200 }) })
export type ContrastRenameBody = Static<typeof ContrastRenameBodySchema>
export const ContrastIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }) })
export type ContrastIdParams = Static<typeof ContrastIdParamsSchema>
export const ContrastCreatedSchema = Type.Object({ id: Type.String(), historyHref: Type.String() })

export const CompareQuerySchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  subject: Type.Optional(Type.String({ maxLength: 32 })),
  school: Type.Optional(Type.String({ maxLength: 32 })),
  class: Type.Optional(Type.String({ maxLength: 64 })),
  student: Type.Optional(Type.String({ maxLength: 64 })),
})
export type CompareQuery = Static<typeof CompareQuerySchema>

export const CompareTableSchema = Type.Object({
  title: Type.String(),
  /**
   * Column titles; `group` puts a merged title (the exam) above consecutive columns; `format` says how a
   * figure column's cells were written, so a download keeps them numbers.
   */
  columns: Type.Array(Type.Object({ title: Type.String(), group: Type.Optional(Type.String()), format: Type.Optional(NumberFormatSchema) })),
  rows: Type.Array(Type.Object({ key: Type.String(), cells: Type.Array(Type.String()), href: Type.Union([Type.String(), Type.Null()]) })),
  /** 下载表格 (null without permission able). */
  export: Type.Union([Type.Object({ source: Type.String(), params: Type.Record(Type.String(), Type.String()), filename: Type.String() }), Type.Null()]),
})
export type CompareTable = Static<typeof CompareTableSchema>

const Link = Type.Object({ key: Type.String(), label: Type.String(), href: Type.Union([Type.String(), Type.Null()]), active: Type.Boolean() })

export const CompareViewSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  dimension: CompareDimensionSchema,
  title: Type.String(),
  status: ContrastStatusViewSchema,
  /** The four dimensions; switching one switches the route (spec 2 §2). */
  dimensions: Type.Array(Link),
  subjects: Type.Array(Link),
  /** Units to move to: the schools (multi, school) or the classes of the school (school, class). */
  units: Type.Array(Link),
  exams: Type.Array(Type.String()),
  charts: Type.Array(ChartViewSchema),
  tables: Type.Array(CompareTableSchema),
  /** 连续短板 and similar findings, one sentence each (student). */
  findings: Type.Array(Type.String()),
  /** 指标说明: how every figure is computed (analytics.md conventions). */
  notes: Type.Array(Type.String()),
})
export type CompareView = Static<typeof CompareViewSchema>

export const CONTRAST_NAME_LIMIT = CONTRAST_NAME_MAX
