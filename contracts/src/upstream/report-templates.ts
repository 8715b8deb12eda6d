import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

/**
 * Report templates (spec 2 §7 Contrast: /obt/report/user_template/get, set, remove): the text a user
 * writes into a report module, such as the teacher diagnosis (spec 2 §3: name and data as HTML). One
 * template per user, exam and report{category, type, schoolid, countyid}. Writing needs the user's
 * report-edit flag (UpstreamUser.reportEdit, spec 2 §6). Paths under /report/obt also answer under
 * /report/pdf (reading only matters there).
 */
export const REPORT_TEMPLATE_PATHS = {
  get: '/report/obt/report/user_template/get',
  set: '/report/obt/report/user_template/set',
  remove: '/report/obt/report/user_template/remove',
} as const

/** Spec 2 §9 editor: one image up to 10485760 bytes as base64 (4/3 of it), plus the text around it. */
export const TEMPLATE_DATA_MAX_CHARS = 14_000_000
/** Request bodies a set may carry: the data and its JSON frame. */
export const TEMPLATE_BODY_LIMIT_BYTES = 14_100_000

export const ReportTemplateRefSchema = Type.Object({
  /** The report module: 'teacher' (教师教学质量), 'class', 'student' … */
  category: Type.String({ minLength: 1, maxLength: 32 }),
  /** Which one of the module: the paper's pindex for teacher diagnoses. */
  type: Type.String({ minLength: 1, maxLength: 32 }),
  schoolid: Type.Optional(Type.String({ maxLength: 32 })),
  countyid: Type.Optional(Type.String({ maxLength: 32 })),
})
export type ReportTemplateRef = Static<typeof ReportTemplateRefSchema>

const BaseProperties = {
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.Integer({ minimum: -1, maximum: 2 })),
  report: ReportTemplateRefSchema,
}

export const ReportTemplateGetRequestSchema = Type.Object(BaseProperties)
export type ReportTemplateGetRequest = Static<typeof ReportTemplateGetRequestSchema>
export const ReportTemplateRemoveRequestSchema = ReportTemplateGetRequestSchema
export type ReportTemplateRemoveRequest = ReportTemplateGetRequest

export const ReportTemplateSetRequestSchema = Type.Object({
  ...BaseProperties,
  name: Type.String({ maxLength: 60 }),
  /** HTML as the rich editor saved it (base64 images and formula nodes inline). */
  data: Type.String({ maxLength: TEMPLATE_DATA_MAX_CHARS }),
})
export type ReportTemplateSetRequest = Static<typeof ReportTemplateSetRequestSchema>

/** What get answers: the saved name and data, or both empty when the user saved none. */
export const ReportTemplateSchema = Type.Object({
  name: Type.String(),
  data: Type.String(),
})
export type ReportTemplate = Static<typeof ReportTemplateSchema>

export const ReportTemplateResponseSchema = Envelope(ReportTemplateSchema)
export const ReportTemplateWriteResponseSchema = Envelope(Type.Null())
