import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { LenientEpochMs } from './facts/lenient-fields.ts'
import { CustomTableConfigSchema } from './custom-table.ts'

/**
 * Custom-table forms (spec 2 §7 "/analysis/v1/cfg/form/list, create, update, del, get (table
 * templates)"; issue 32): the custom tables themselves — a table's name, the exams it is over and its
 * configuration, kept with the analysis settings. Its file is a norm task (spec 3 §7) that names the
 * form in params.formid; the table lists and /customTablePage read the forms, the task gives state and
 * file. Reusable configurations without exams stay the task service's templates (/mod/v1/template).
 * Bodies ours (the spec shows none).
 */
export const TABLE_FORM_PATHS = {
  /** GET → {forms}, the user's tables, newest first */
  list: '/report/analysis/v1/cfg/form/list',
  /** POST {name, exams, cfgs} → {formid} */
  create: '/report/analysis/v1/cfg/form/create',
  /** GET ?formid= → {form} */
  get: '/report/analysis/v1/cfg/form/get',
  /** POST ?formid= {name} → {formid}: a table renamed on the platform */
  update: '/report/analysis/v1/cfg/form/update',
} as const

/** The norm-task param naming the form a table's file is generated for. */
export const TABLE_FORM_PARAM = 'formid'

export const TableFormExamSchema = Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: 0, maximum: 2 }) })

export const TableFormSchema = Type.Object({
  formid: Type.String(),
  name: Type.String(),
  exams: Type.Array(TableFormExamSchema),
  cfgs: CustomTableConfigSchema,
  ctime: LenientEpochMs({ default: 0 }),
})
export type TableForm = Static<typeof TableFormSchema>

export const TableFormCreateSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  exams: Type.Array(TableFormExamSchema, { minItems: 1, maxItems: 10 }),
  cfgs: CustomTableConfigSchema,
})
export type TableFormCreate = Static<typeof TableFormCreateSchema>
export const TableFormCreateDataSchema = Type.Object({ formid: Type.String({ minLength: 1 }) })
export const TableFormCreateResponseSchema = Envelope(TableFormCreateDataSchema)

export const TableFormUpdateSchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: 120 }) })
export type TableFormUpdate = Static<typeof TableFormUpdateSchema>

export const TableFormQuerySchema = Type.Object({ formid: Type.String({ minLength: 1, maxLength: 64 }) })
export type TableFormQuery = Static<typeof TableFormQuerySchema>

export const TableFormListDataSchema = Type.Object({ forms: Type.Array(TableFormSchema) })
export type TableFormListData = Static<typeof TableFormListDataSchema>
export const TableFormListResponseSchema = Envelope(TableFormListDataSchema)

export const TableFormDataSchema = Type.Object({ form: TableFormSchema })
export type TableFormData = Static<typeof TableFormDataSchema>
export const TableFormResponseSchema = Envelope(TableFormDataSchema)

/** The forms' calls as the answer registry (answers.ts) takes them in. */
export const TABLE_FORM_ANSWERS = {
  'GET /analysis/v1/cfg/form/list': TableFormListDataSchema,
  'POST /analysis/v1/cfg/form/create': TableFormCreateDataSchema,
  'GET /analysis/v1/cfg/form/get': TableFormDataSchema,
  'POST /analysis/v1/cfg/form/update': TableFormCreateDataSchema,
}
