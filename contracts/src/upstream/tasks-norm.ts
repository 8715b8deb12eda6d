import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { LenientEpochMs } from './facts/lenient-fields.ts'

/**
 * Custom (norm) tasks (spec 3 §3, §7): custom tables generated from table templates over one exam
 * (type 1, the single list) or several (type 2, the grouped list, sharing a groupid). Statuses: below
 * 3 generating (1 queued, 2 generating), 3 done, 4 failed, above 3 other than 4 invalid (the
 * reference upstream gives 5 to an expired task).
 */

export const NormExamRefSchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Integer({ minimum: -1, maximum: 2 }),
  lkschool: Type.Optional(Type.String({ maxLength: 32 })),
})
export type NormExamRef = Static<typeof NormExamRefSchema>

export const NormCfgsSchema = Type.Object({
  api_serv: Type.String({ maxLength: 64 }),
  style: Type.Optional(Type.String({ maxLength: 32 })),
  /** Table keys of the templates (EXCEL_TABLE_KEYS in the reference upstream). */
  templates: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 16 }),
  folderid: Type.String({ maxLength: 64 }),
})
export type NormCfgs = Static<typeof NormCfgsSchema>

/**
 * Spec 3 §3 custom task. Promised: taskid, status and cfgs (what a reload re-creates the task from);
 * type defaults to 1 as the spec says, the rest to empty.
 */
export const NormTaskSchema = Type.Object({
  tid: Type.String({ default: '' }),
  taskid: Type.String(),
  /** 1 single (one exam), 2 grouped (several exams, one groupid). */
  type: Type.Integer({ default: 1 }),
  groupid: Type.String({ default: '' }),
  name: Type.String({ default: '' }),
  status: Type.Integer(),
  exams: Type.Array(NormExamRefSchema, { default: [] }),
  cfgs: NormCfgsSchema,
  params: Type.Record(Type.String(), Type.Unknown(), { default: {} }),
  product: Type.Integer({ default: 1 }),
  /** 1 one zip for everything, 2 a folder per exam. */
  zip_style: Type.Integer({ default: 1 }),
  /** First item: the file's URL, once done. */
  outcome: Type.Array(Type.String(), { default: [] }),
  /** Epoch ms. */
  ctime: LenientEpochMs({ default: 0 }),
  is_delete: Type.Integer({ default: 0 }),
})
export type NormTask = Static<typeof NormTaskSchema>

/** POST /task/v1/norm/create?product=… → data.isSuccess. */
export const NormCreateRequestSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  zip_style: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  exams: Type.Array(NormExamRefSchema, { minItems: 1, maxItems: 20 }),
  cfgs: NormCfgsSchema,
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
})
export type NormCreateRequest = Static<typeof NormCreateRequestSchema>
export const NormCreateResponseSchema = Envelope(Type.Object({ isSuccess: Type.Boolean(), taskid: Type.String() }))

/** POST /task/v1/norm/update?product=1 {taskid, type, groupid, is_delete}. */
export const NormUpdateRequestSchema = Type.Object({
  taskid: Type.String({ minLength: 1, maxLength: 64 }),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  groupid: Type.Optional(Type.String({ maxLength: 64 })),
  is_delete: Type.Integer({ minimum: 0, maximum: 1 }),
})
export type NormUpdateRequest = Static<typeof NormUpdateRequestSchema>

/** POST /task/v1/norm/list and /task/v1/norm/grp/list, empty payload, ?product=1 → data.tasks. */
export const NormListDataSchema = Type.Object({ tasks: Type.Array(NormTaskSchema), version: Type.String({ default: '' }) })
export type NormListData = Static<typeof NormListDataSchema>
export const NormListResponseSchema = Envelope(NormListDataSchema)

/** POST /task/v1/norm/info?product=1 {taskid, groupid, fields} → data.info. */
export const NormInfoRequestSchema = Type.Object({
  taskid: Type.String({ minLength: 1, maxLength: 64 }),
  groupid: Type.Optional(Type.String({ maxLength: 64 })),
  fields: Type.Optional(Type.Array(Type.String({ maxLength: 32 }))),
})
export type NormInfoRequest = Static<typeof NormInfoRequestSchema>
export const NormInfoResponseSchema = Envelope(Type.Object({ info: NormTaskSchema }))

export const NormQuerySchema = Type.Object({ product: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })) })
