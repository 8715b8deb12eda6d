import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { IdNameCollection } from './facts/lenient-fields.ts'

/**
 * Upstream calls the shell and the exam frame need beyond user info (spec 1 §3 contact info, §7 call
 * table). The spec names these calls but not all of their shapes; where it is silent the shape here is
 * ours and says so.
 */

/**
 * Contact info (spec 1 §3; §7: getProvinceQrCore, getCustomerServiceQrCore and getSchoolQrcode all
 * answer this shape). Which call says what is ours (the spec does not say): getSchoolQrcode is the
 * account's own school's contact with its exclusive account manager, getCustomerServiceQrCore the
 * provider's customer service (客服) with its QR codes, getProvinceQrCore the province's line.
 */
export const ContactInfoSchema = Type.Object({
  phone: Type.String({ description: 'the support line' }),
  /** Image URL of the customer-service QR code. */
  schoolCustomerUrl: Type.String(),
  /** Image URL of the customer-service group QR code. */
  schoolCustomerGroupUrl: Type.String(),
  /** The exclusive account manager, when one is assigned (spec 1 §6: not every user has one). */
  directSalesManager: Type.Union([Type.Object({ name: Type.String(), phone: Type.String(), qrCodeUrl: Type.String({ default: '' }) }), Type.Null()], { default: null }),
})
export type ContactInfo = Static<typeof ContactInfoSchema>
export const ContactInfoResponseSchema = Envelope(ContactInfoSchema)

/**
 * GET /report/user/v1/user/helpCenter/jump (spec 1 §7, payload and answer not shown): where the
 * platform's help centre is. Shape: ours — `url` an absolute http(s) address, null when the platform
 * has none (the BFF then links its own /report/help).
 */
export const HelpCenterJumpSchema = Type.Object({
  url: Type.Union([Type.String({ maxLength: 2048 }), Type.Null()], { default: null }),
})
export type HelpCenterJump = Static<typeof HelpCenterJumpSchema>
export const HelpCenterJumpResponseSchema = Envelope(HelpCenterJumpSchema)

/**
 * GET /report/user/v1/user/homeMenu: the top-navigation entries the platform enables for the account
 * (spec 1 §2 "a selected item must also appear in the server-supplied menu"; §3 "home entrance menu").
 * `id` is the entry number of spec 1 §2 (1–9); `url` only for external entries (8 data dashboard).
 * Shape: ours (the spec does not show it).
 */
export const HomeMenuSchema = Type.Object({
  menus: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1, maximum: 99 }), name: Type.String({ default: '' }), url: Type.Optional(Type.String()) })),
})
export type HomeMenu = Static<typeof HomeMenuSchema>
export const HomeMenuResponseSchema = Envelope(HomeMenuSchema)

/** POST /report/user/v1/user/getHomeSchoolNum (spec 1 §7: data.total, data.schools). */
export const HomeSchoolNumSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  schools: IdNameCollection(Type.Object({ id: Type.String(), name: Type.String() })),
})
export type HomeSchoolNum = Static<typeof HomeSchoolNumSchema>
export const HomeSchoolNumResponseSchema = Envelope(HomeSchoolNumSchema)

/**
 * GET /report/user/v1/school/getSchoolSettings (spec 1 §7, shape not shown there): `versionGrade` is
 * the grade a personal (simple) edition was bought for, null when the edition has no grade.
 */
export const SchoolSettingsSchema = Type.Object({
  versionGrade: Type.Union([Type.String(), Type.Null()], { default: null }),
})
export type SchoolSettings = Static<typeof SchoolSettingsSchema>
export const SchoolSettingsResponseSchema = Envelope(SchoolSettingsSchema)

/** GET /report/obt/v1/exam/new-limit?examid&org (spec 1 §7): a joint exam over 120,000 examinees. */
export const ExamLimitQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64 }),
  org: Type.Optional(Type.String({ maxLength: 4 })),
})
export const ExamLimitSchema = Type.Object({
  isLimit: Type.Boolean(),
  studentCount: Type.Integer({ minimum: 0, default: 0 }),
})
export type ExamLimit = Static<typeof ExamLimitSchema>
export const ExamLimitResponseSchema = Envelope(ExamLimitSchema)
/** Examinees above which a joint exam is large (spec 1 §7 new-limit). */
export const LARGE_EXAM_STUDENTS = 120_000

/**
 * POST /report/obt/exam-contrast/list {offset, limit} (spec 2 §7): only `total` is read here, for the
 * basic edition's comparison limits (spec 1 §4 paid tiers). The reference upstream does not serve it
 * yet; the history-comparison area owns it.
 */
export const ContrastListCountSchema = Type.Object({ total: Type.Integer({ minimum: 0 }) })
export type ContrastListCount = Static<typeof ContrastListCountSchema>
