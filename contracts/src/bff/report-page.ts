import { Type, type Static } from 'typebox'
import { ChartViewSchema } from './chart.ts'
import { TableExportRefSchema } from './drill.ts'
import { CellValueSchema, MetricNoteSchema, TableViewSchema } from './table.ts'
import { REPORT_FILTER_KEYS, REPORT_FRAME_KEYS } from './view-keys.ts'

/**
 * The report pages of spec 2 §2 as one view model each (server/src/views/reports/). A page is a list of
 * blocks (figures, tables, charts, links, notices) the client renders in order; it never sees an
 * upstream shape. Three endpoints:
 *
 * - GET /report/bff/report-page?route=<route name>&examid&org&grade[&lkschool][&qxschool][&compareType][&filters…]
 * - GET /report/bff/report-table?route&block&…same query…&page&pageSize&sortKey&sortRule: one table block
 *   paged or sorted (the upstream pages; the BFF never loads a whole list to page it)
 * - GET /report/bff/report-drill?kind&…cell params…&page&pageSize&sortKey&sortRule: the student drill
 *   dialog (answers DrillResponse of drill.ts); every parameter it needs is in the cell's `drills` entry.
 */

export const REPORT_PAGE_PATH = '/report-page'
export const REPORT_TABLE_PATH = '/report-table'
export const REPORT_DRILL_PATH = '/report-drill'
/** Table-export sources (contracts/bff/xlsx.ts) every report table and drill list downloads through. */
export const REPORT_TABLE_SOURCE = 'report-table'
export const REPORT_DRILL_SOURCE = 'report-drill'

const Id = Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z_-]*$' })
const Key = Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_.:-]*$' })

/** The frame query every report call carries, and the page's own filters. */
export const ReportPageQueryProperties = {
  route: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z-]+$' }),
  examid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
  grade: Type.Optional(Type.String({ maxLength: 16 })),
  lkschool: Type.Optional(Id),
  qxschool: Type.Optional(Id),
  compareType: Type.Optional(Type.Enum(['all', 'county', 'school'])),
  /** Filters a page offers (ReportFilter.key): the paper, the unit level, a school, a group, a student, a question, a tab. */
  pindex: Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
  unit: Type.Optional(Type.Enum(['county', 'school', 'class', 'tclass'])),
  /** The school whose classes the 班级 filter lists, in a view of several schools. */
  school: Type.Optional(Key),
  group: Type.Optional(Key),
  /** Several groups at once (the group chooser): keys joined by commas. */
  groups: Type.Optional(Type.String({ maxLength: 4000, pattern: '^[0-9A-Za-z_.:-]+(,[0-9A-Za-z_.:-]+)*$' })),
  student: Type.Optional(Key),
  qid: Type.Optional(Key),
  tab: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z_-]*$' })),
  /** 有效分's 总分 line: a 总分 score (620, 612.5), or r and the percent of students from the top (r15). */
  line: Type.Optional(Type.String({ maxLength: 12, pattern: '^(r[0-9]{1,3}(\\.[0-9]{1,2})?|[0-9]{1,5}(\\.[0-9]{1,2})?)$' })),
}
export const ReportPageQuerySchema = Type.Object(ReportPageQueryProperties)
export type ReportPageQuery = Static<typeof ReportPageQuerySchema>
// In view-keys.ts, which the client's entry imports without TypeBox.
export { REPORT_FILTER_KEYS, REPORT_FRAME_KEYS }
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number]

export const ReportTableQuerySchema = Type.Object({
  ...ReportPageQueryProperties,
  block: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_-]+$' }),
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  sortKey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_.:-]*$' })),
  sortRule: Type.Optional(Type.Enum(['asc', 'desc', ''])),
})
export type ReportTableQuery = Static<typeof ReportTableQuerySchema>

/** A choice above the blocks (科目, 统计层级, 班级, 学生 …); choosing sets `key` in the page address. */
export const ReportFilterSchema = Type.Object({
  key: Type.Enum([...REPORT_FILTER_KEYS]),
  label: Type.String(),
  value: Type.String(),
  options: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  /**
   * A several-at-once choice through the group chooser dialog (spec 2 §2, §5: at least one, at most
   * `max`); `value` is the chosen option values joined by commas.
   */
  multiple: Type.Optional(Type.Object({ max: Type.Integer({ minimum: 1, maximum: 1000 }), noun: Type.String() })),
  /**
   * A number the user may type instead of picking an option (有效分's 总分线): applying it sets `key` to
   * the number; the options stay quick picks.
   */
  input: Type.Optional(Type.Object({ label: Type.String(), unit: Type.String(), min: Type.Number(), max: Type.Number(), step: Type.Number() })),
})
export type ReportFilter = Static<typeof ReportFilterSchema>

const blockBase = {
  id: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_-]+$' }),
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
}

/** Headline figures (参考人数, 平均分 …). */
export const StatsBlockSchema = Type.Object({
  ...blockBase,
  kind: Type.Literal('stats'),
  items: Type.Array(
    Type.Object({
      label: Type.String(),
      value: CellValueSchema,
      hint: Type.Optional(Type.String()),
      /** The figure opens into its explanation: GET report-explain with the page's query and this cell (issue 36). */
      cell: Type.Optional(Type.String()),
      /** A mean or rate over fewer than 10 students. */
      small: Type.Optional(Type.Boolean()),
    }),
  ),
})

export const TableBlockSchema = Type.Object({
  ...blockBase,
  kind: Type.Literal('table'),
  table: TableViewSchema,
  /** The client asks GET report-table for other pages and sorts (table.paging set) or sorts locally (paging null). */
  remote: Type.Boolean(),
  /** Render with the virtualised table (long student lists). */
  virtual: Type.Optional(Type.Boolean()),
  stickyOffset: Type.Optional(Type.Integer({ minimum: 0, maximum: 400 })),
  /** 下载表格: absent when the user may not download. */
  export: Type.Optional(TableExportRefSchema),
})
export type TableBlock = Static<typeof TableBlockSchema>

export const ChartBlockSchema = Type.Object({ ...blockBase, kind: Type.Literal('chart'), chart: ChartViewSchema, height: Type.Optional(Type.Integer({ minimum: 160, maximum: 800 })) })

/** Entries to other report routes (the common-reports index, 相关报告). */
export const LinksBlockSchema = Type.Object({
  ...blockBase,
  kind: Type.Literal('links'),
  links: Type.Array(Type.Object({ label: Type.String(), description: Type.String(), href: Type.String({ pattern: '^/report/' }), target: Type.Enum(['same-tab', 'new-tab']) })),
})

export const NoticeBlockSchema = Type.Object({ ...blockBase, kind: Type.Literal('notice'), tone: Type.Enum(['info', 'warning']), text: Type.String() })

/** Teacher diagnosis (spec 2 §3, §6): stored in the report modules through the report-template calls. */
export const DiagnosisBlockSchema = Type.Object({
  ...blockBase,
  kind: Type.Literal('diagnosis'),
  name: Type.String(),
  html: Type.String(),
  editable: Type.Boolean(),
  /** The template the save writes (report{category, type, schoolid, countyid} of spec 2 §7). */
  template: Type.Object({ category: Type.String(), type: Type.String(), schoolid: Type.Optional(Type.String()), countyid: Type.Optional(Type.String()) }),
})

export const ReportBlockSchema = Type.Union([StatsBlockSchema, TableBlockSchema, ChartBlockSchema, LinksBlockSchema, NoticeBlockSchema, DiagnosisBlockSchema])
export type ReportBlock = Static<typeof ReportBlockSchema>

export const ReportPageViewSchema = Type.Object({
  route: Type.String(),
  title: Type.String(),
  subtitle: Type.Optional(Type.String()),
  filters: Type.Array(ReportFilterSchema),
  blocks: Type.Array(ReportBlockSchema),
  notes: Type.Array(MetricNoteSchema),
  /**
   * The settings version the page's figures were computed with (第 3 版（… 保存）; 分数段设置为本考试单独设置),
   * stated under its 指标说明 and in a printed report's appendix; null: no figure of the page reads a setting,
   * or the page's own calls do not include the exam's info that states it (the dashboard's).
   */
  settingsVersion: Type.Union([Type.String(), Type.Null()]),
  /**
   * Trial or experience plans (spec 2 §6): drilling and cell links show this version tip instead of
   * opening. Null: they open.
   */
  versionTip: Type.Union([Type.String(), Type.Null()]),
})
export type ReportPageView = Static<typeof ReportPageViewSchema>

/** Saving a teacher diagnosis (POST /report/bff/report-diagnosis). */
export const DiagnosisSaveSchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
  template: Type.Object({
    category: Type.String({ maxLength: 32 }),
    type: Type.String({ maxLength: 32 }),
    schoolid: Type.Optional(Type.String({ maxLength: 32 })),
    countyid: Type.Optional(Type.String({ maxLength: 32 })),
  }),
  name: Type.String({ maxLength: 60 }),
  html: Type.String({ maxLength: 14_000_000 }),
})
export type DiagnosisSave = Static<typeof DiagnosisSaveSchema>

/** The upstream drill lists (spec 2 §7 Drill-downs) a cell can open; server/src/views/reports/drills.ts maps each to its call. */
export const DRILL_KINDS = ['overview', 'rate', 'segment', 'rank-scale', 'question', 'level', 'level-buffer', 'key', 'weak', 'continue-short', 'effective'] as const
export type DrillKind = (typeof DRILL_KINDS)[number]

const Num = Type.String({ maxLength: 12, pattern: '^[0-9]{1,7}(\\.[0-9]{1,4})?$' })
const Bool = Type.Enum(['0', '1'])
/** Cell parameters of the drill kinds (strings: they travel in the query). */
export const DrillCellProperties = {
  kind: Type.Enum([...DRILL_KINDS]),
  examid: ReportPageQueryProperties.examid,
  org: ReportPageQueryProperties.org,
  grade: ReportPageQueryProperties.grade,
  lkschool: ReportPageQueryProperties.lkschool,
  qxschool: ReportPageQueryProperties.qxschool,
  tgkey: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_:-]+$' }),
  pindex: Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
  caption: Type.Optional(Type.String({ maxLength: 80 })),
  filter: Type.Optional(Type.Enum(['all', 'present', 'full', 'zero', 'absent'])),
  rate: Type.Optional(Type.Enum(['excellent', 'good', 'pass', 'low'])),
  lower: Type.Optional(Num),
  step: Type.Optional(Num),
  band: Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
  cutoffs: Type.Optional(Type.String({ maxLength: 120, pattern: '^[0-9]{1,6}(,[0-9]{1,6}){0,19}$' })),
  cumulative: Type.Optional(Bool),
  qid: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z_.:-]+$' })),
  option: Type.Optional(Type.String({ pattern: '^[A-H]$' })),
  score: Type.Optional(Num),
  level: Type.Optional(Type.String({ pattern: '^[1-8]$' })),
  side: Type.Optional(Type.Enum(['below', 'above', 'both'])),
  window: Type.Optional(Num),
  category: Type.Optional(Type.Enum(['top', 'borderline', 'bottom'])),
  gap: Type.Optional(Num),
  exams: Type.Optional(Type.String({ pattern: '^[2-5]$' })),
  effective: Type.Optional(Type.Enum(['online', 'single', 'double'])),
  line: Type.Optional(Num),
}
export const ReportDrillQuerySchema = Type.Object({
  ...DrillCellProperties,
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
  sortKey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_.:-]*$' })),
  sortRule: Type.Optional(Type.Enum(['asc', 'desc', ''])),
})
export type ReportDrillQuery = Static<typeof ReportDrillQuerySchema>
/** A drill's 下载表格: the cell's keys and the dialog's sort (the file comes in the order on screen). */
export const ReportDrillExportSchema = Type.Object({
  ...DrillCellProperties,
  sortKey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z_.:-]*$' })),
  sortRule: Type.Optional(Type.Enum(['asc', 'desc', ''])),
})
export type DrillCellParams = Static<typeof ReportDrillExportSchema>
