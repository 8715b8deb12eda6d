import { Type, type Static } from 'typebox'
import { CustomAccessSchema } from './custom-access.ts'
import { CustomTableConfigSchema } from '../upstream/custom-table.ts'
import { TABLE_EXAMS_MAX } from '../rules/custom-table-exams.ts'

/** Custom tables (issue 18): the wizard, its live preview, generating, templates, the lists and a generated table in the browser. */

const Option = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(value: T) => Type.Object({ value, label: Type.String() })

export const CustomTableExamSchema = Type.Object({ examid: Type.String(), org: Type.Integer(), name: Type.String(), time: Type.String(), grade: Type.String(), schoolid: Type.String() })
export type CustomTableExam = Static<typeof CustomTableExamSchema>

export const CustomTableTemplateViewSchema = Type.Object({ tempid: Type.String(), name: Type.String(), config: CustomTableConfigSchema, summary: Type.String() })
export type CustomTableTemplateView = Static<typeof CustomTableTemplateViewSchema>

/** GET /custom-tables/wizard?examid=&org=&more=: what the user may pick, from the upstream's own lists. */
export const CustomTableWizardQuerySchema = Type.Object({
  examid: Type.Optional(Type.String({ maxLength: 64 })),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]$' })),
  /** The other exams of a table over several exams, `examid:org` joined by commas: their subjects join the chosen exam's. */
  more: Type.Optional(Type.String({ maxLength: 400, pattern: `^[^,:]{1,64}:-?[0-9](,[^,:]{1,64}:-?[0-9]){0,${TABLE_EXAMS_MAX - 2}}$` })),
})
export type CustomTableWizardQuery = Static<typeof CustomTableWizardQuerySchema>

export const CustomTableWizardViewSchema = Type.Object({
  access: CustomAccessSchema,
  exams: Type.Array(CustomTableExamSchema),
  /** The exam in the query, else the newest; null when the user has none. */
  exam: Type.Union([CustomTableExamSchema, Type.Null()]),
  /** The exams that may join the chosen one in a table over several exams (one grade of one school). */
  joinable: Type.Array(CustomTableExamSchema),
  /**
   * The subjects of the chosen exams by name (what matches across exams): 总分 first, the exam's papers
   * in its order, then subjects only the other exams have; pindex is the chosen exam's paper, null when
   * only another exam has the subject.
   */
  subjects: Type.Array(Type.Object({ pindex: Type.Union([Type.Integer(), Type.Null()]), subject: Type.String() })),
  /** The other exams whose subjects `subjects` holds (those of `more` the user may use). */
  moreExams: Type.Array(Type.Object({ examid: Type.String(), org: Type.Integer() })),
  scopes: Type.Array(Option(Type.Integer())),
  /** Each with the scopes whose rows have it (a student's 得分 and ranks for 学生, a unit's figures otherwise). */
  indicators: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), scopes: Type.Array(Type.Integer()) })),
  columnGroups: Type.Array(Option(Type.String())),
  defaults: CustomTableConfigSchema,
  /** The name step 5 proposes for the chosen exams, until the user types one. */
  defaultName: Type.String(),
  templates: Type.Array(CustomTableTemplateViewSchema),
})
export type CustomTableWizardView = Static<typeof CustomTableWizardViewSchema>

export const CustomTableExamRefSchema = Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: -1, maximum: 2 }) })

/** POST /custom-tables/preview: the exam (the table's papers are its pindexes) and, for a table over several exams of one cohort, the others. */
export const CustomTablePreviewBodySchema = Type.Object({
  ...CustomTableExamRefSchema.properties,
  moreExams: Type.Optional(Type.Array(CustomTableExamRefSchema, { maxItems: TABLE_EXAMS_MAX - 1 })),
  config: CustomTableConfigSchema,
})
export type CustomTablePreviewBody = Static<typeof CustomTablePreviewBodySchema>

export const TableCellSchema = Type.Union([Type.String(), Type.Number(), Type.Null()])

/** A table as rows of cells: the preview's first rows, or a generated file read back. */
export const CustomTableGridSchema = Type.Object({
  columns: Type.Array(Type.String()),
  /** A table over several exams: after the lead columns, one group of columns per exam, titled with its name. */
  groups: Type.Optional(Type.Array(Type.Object({ title: Type.String(), span: Type.Integer({ minimum: 0 }) }))),
  rows: Type.Array(Type.Array(TableCellSchema)),
  /** Rows in the whole table (the preview shows the first of them). */
  total: Type.Integer(),
})
export type CustomTableGrid = Static<typeof CustomTableGridSchema>

/** POST /custom-tables/create: generate (a custom norm task). */
export const CustomTableCreateBodySchema = Type.Object({ ...CustomTablePreviewBodySchema.properties, name: Type.String({ maxLength: 120 }) })
export type CustomTableCreateBody = Static<typeof CustomTableCreateBodySchema>
export const CustomTableCreatedSchema = Type.Object({ taskId: Type.String(), message: Type.String() })

/** POST /custom-tables/templates: save as a template (tempid: update that one). */
export const CustomTableTemplateBodySchema = Type.Object({
  tempid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  name: Type.String({ maxLength: 120 }),
  config: CustomTableConfigSchema,
})
export type CustomTableTemplateBody = Static<typeof CustomTableTemplateBodySchema>
export const CustomTableTemplateSavedSchema = Type.Object({ tempid: Type.String(), message: Type.String() })

/** POST /custom-tables/templates/remove: delete a saved template from the lists. */
export const CustomTableTemplateRemoveBodySchema = Type.Object({ tempid: Type.String({ minLength: 1, maxLength: 64 }) })
export type CustomTableTemplateRemoveBody = Static<typeof CustomTableTemplateRemoveBodySchema>
export const CustomTableTemplateRemovedSchema = Type.Object({ message: Type.String() })

/** One generated (or generating) table of the lists. */
export const CustomTableItemSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  examName: Type.String(),
  createdAt: Type.String(),
  state: Type.Union([Type.Literal('generating'), Type.Literal('done'), Type.Literal('expired'), Type.Literal('failed'), Type.Literal('invalid')]),
  statusText: Type.String(),
  /** The BFF's download link once done. */
  downloadUrl: Type.Union([Type.String(), Type.Null()]),
})
export type CustomTableItem = Static<typeof CustomTableItemSchema>

/** GET /custom-tables/list: the user's custom tables (norm tasks of the custom-table template) and templates. */
export const CustomTableListViewSchema = Type.Object({
  access: CustomAccessSchema,
  tables: Type.Array(CustomTableItemSchema),
  templates: Type.Array(CustomTableTemplateViewSchema),
})
export type CustomTableListView = Static<typeof CustomTableListViewSchema>

/** GET /custom-tables/table?id=: a generated table read back from its file. */
export const CustomTablePageQuerySchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })
export const CustomTablePageViewSchema = Type.Object({
  access: CustomAccessSchema,
  table: Type.Union([Type.Object({ ...CustomTableItemSchema.properties, grid: Type.Union([CustomTableGridSchema, Type.Null()]) }), Type.Null()]),
})
export type CustomTablePageView = Static<typeof CustomTablePageViewSchema>
