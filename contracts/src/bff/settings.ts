import { Type, type Static } from 'typebox'
import { SettingsPageSchema } from '../upstream/settings.ts'

// The indicator parameter settings page (/config/*, spec 1 §2, spec 2 §2): GET /report/bff/settings
// renders the side menu, the grade selector, the notes and one page's form; the form is described
// field by field so the client renders it without knowing a rule, and binds each input to a path in
// the page's values, where the shared validators (contracts/src/validators/settings.ts) report.

const Option = Type.Object({ value: Type.String(), label: Type.String() })

export const SettingsFieldSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('number'),
    path: Type.String(),
    label: Type.String(),
    suffix: Type.Optional(Type.String()),
    /** The suffix follows another value of the form (分数线 by percent or by score): path and suffix per value. */
    suffixBy: Type.Optional(Type.Object({ path: Type.String(), suffixes: Type.Record(Type.String(), Type.String()) })),
  }),
  Type.Object({ kind: Type.Literal('text'), path: Type.String(), label: Type.String() }),
  Type.Object({ kind: Type.Literal('switch'), path: Type.String(), label: Type.String() }),
  Type.Object({ kind: Type.Literal('select'), path: Type.String(), label: Type.String(), options: Type.Array(Option), numeric: Type.Optional(Type.Boolean()) }),
  /** An array of strings chosen from options (checkbox group). */
  Type.Object({ kind: Type.Literal('choices'), path: Type.String(), label: Type.String(), options: Type.Array(Option) }),
  /** An array of numbers the user may lengthen or shorten. */
  Type.Object({ kind: Type.Literal('number-list'), path: Type.String(), label: Type.String(), itemLabel: Type.String(), suffix: Type.Optional(Type.String()) }),
])
export type SettingsField = Static<typeof SettingsFieldSchema>

export const SettingsSectionSchema = Type.Object({
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  fields: Type.Array(SettingsFieldSchema),
  /** A table of fields: one row per subject (or class type); each cell's label names row and column. */
  table: Type.Union([
    Type.Object({
      columns: Type.Array(Type.String()),
      rows: Type.Array(Type.Object({ label: Type.String(), fields: Type.Array(SettingsFieldSchema) })),
    }),
    Type.Null(),
  ]),
})
export type SettingsSection = Static<typeof SettingsSectionSchema>

export const SettingsMenuSchema = Type.Array(
  Type.Object({
    title: Type.String(),
    items: Type.Array(Type.Object({ page: SettingsPageSchema, label: Type.String(), href: Type.String(), active: Type.Boolean() })),
  }),
)

export const SettingsExamSchema = Type.Object({
  examid: Type.String(),
  org: Type.Number(),
  name: Type.String(),
  time: Type.String(),
  versionLabel: Type.String(),
  /** Published against an older version than the newest: 重新发布 applies the newest. */
  outdated: Type.Boolean(),
  /** On the pages an exam may have its own of (segment, rankScale): the page of this exam's own settings. */
  ownHref: Type.Union([Type.String(), Type.Null()]),
})
export type SettingsExam = Static<typeof SettingsExamSchema>

export const SettingsViewSchema = Type.Object({
  /** allowed false: only the notice shows (students, simple accounts, module hidden, a page not offered here). */
  allowed: Type.Boolean(),
  notice: Type.Union([Type.String(), Type.Null()]),
  canEdit: Type.Boolean(),
  menu: SettingsMenuSchema,
  grades: Type.Array(Option),
  grade: Type.String(),
  page: SettingsPageSchema,
  title: Type.String(),
  description: Type.String(),
  /** 保存后仅对新发布的考试分析生效 */
  note: Type.String(),
  /** The never-set prompt, or null once settings were saved. */
  neverSet: Type.Union([Type.String(), Type.Null()]),
  docLink: Type.Union([Type.Object({ label: Type.String(), href: Type.String() }), Type.Null()]),
  versionLabel: Type.String(),
  values: Type.Unknown(),
  sections: Type.Array(SettingsSectionSchema),
  exams: Type.Array(SettingsExamSchema),
  /** The exam whose own settings the form shows (null: the grade's). */
  exam: Type.Union([
    Type.Object({
      examid: Type.String(),
      org: Type.Number(),
      name: Type.String(),
      /** Whether the exam has its own for this page (else it follows its grade's, shown). */
      own: Type.Boolean(),
      /** Back to the grade's settings of this page. */
      gradeHref: Type.String(),
    }),
    Type.Null(),
  ]),
})
export type SettingsView = Static<typeof SettingsViewSchema>

export const SettingsQuerySchema = Type.Object({
  page: SettingsPageSchema,
  grade: Type.Optional(Type.String()),
  embedded: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  /** An exam's own settings (segment and rankScale pages): the exam. */
  examid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  org: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')])),
})
export type SettingsQuery = Static<typeof SettingsQuerySchema>

export const SettingsExamRefSchema = Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: 0, maximum: 2 }) })
/** exam: save as that exam's own settings (segment and rankScale pages) rather than the grade's. */
export const SettingsSaveBodySchema = Type.Object({ page: SettingsPageSchema, grade: Type.String(), values: Type.Unknown(), exam: Type.Optional(SettingsExamRefSchema) })
export type SettingsSaveBody = Static<typeof SettingsSaveBodySchema>
/** version: the grade's new version (absent for an exam's own settings, which are not versioned). */
export const SettingsSaveResultSchema = Type.Object({ version: Type.Optional(Type.Number()), message: Type.String() })

export const SettingsPublishBodySchema = Type.Object({ examid: Type.String(), org: Type.Number() })
export type SettingsPublishBody = Static<typeof SettingsPublishBodySchema>
export const SettingsPublishResultSchema = Type.Object({ version: Type.Number(), message: Type.String() })

/** POST /settings/exam/follow: the exam's own settings of the page dropped, back to its grade's. */
export const SettingsFollowBodySchema = Type.Object({ page: SettingsPageSchema, exam: SettingsExamRefSchema })
export type SettingsFollowBody = Static<typeof SettingsFollowBodySchema>
export const SettingsFollowResultSchema = Type.Object({ message: Type.String() })
