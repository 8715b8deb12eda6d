import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { LenientDate } from './facts/lenient-fields.ts'

/**
 * `auth` of the user (spec 1 §3, §6). Promised: topRole, which the spec derives the account type from,
 * and isStudent, which the §6 rules hinge on and nothing derives (a default would grant a student a
 * teacher's views). The role bits default to none; the flags the bits imply are derived when absent
 * (server/src/domain/upstream-facts/complete-user.ts).
 */
export const AuthFlagsWireSchema = Type.Object({
  topRole: Type.Integer({ minimum: 1, maximum: 11 }),
  roleNum: Type.Integer({ default: 0, description: 'role bit flags: bit 3/6 subject manager, 4 school manager, 5 grade director, 6 subject director, 7 class director, 8 teacher' }),
  isSchoolManager: Type.Optional(Type.Boolean({ description: 'derived from role bit 4 when absent' })),
  isMVSchool: Type.Boolean({ default: false }),
  isVSchool: Type.Boolean({ default: false }),
  isStudent: Type.Boolean(),
  originAuth: Type.Optional(Type.Unknown()),
})
export const AuthFlagsSchema = Type.Object({ ...AuthFlagsWireSchema.properties, isSchoolManager: Type.Boolean() })
export type AuthFlags = Static<typeof AuthFlagsSchema>

export const AccountTypeSchema = Type.Union([Type.Literal('city'), Type.Literal('county'), Type.Literal('school')])
export type AccountType = Static<typeof AccountTypeSchema>

/**
 * The user of GET /report/obt/v1/user/info as the BFF reads it (spec 1 §3). Promised: who the user is
 * (id), their school (schoolid), auth.topRole and auth.isStudent. Every other field has the default that shows the least
 * (no version name: trial, spec 1 §4; flags off; no scope lists) or, marked Optional, is derived when
 * absent: accountType from topRole (spec 1 §6), the manager and director flags from the role bits,
 * isSimple from the platform (spec 1 §1: simple-platform users have platform fx_cjgl).
 */
export const UpstreamUserSchema = Type.Object({
  id: Type.String(),
  realName: Type.String({ default: '' }),
  name: Type.String({ default: '' }),
  schoolid: Type.String(),
  schoolid20: Type.Optional(Type.String()),
  schoolName: Type.String({ default: '' }),
  platform: Type.String({ default: '' }),
  versionCode: Type.String({ default: '' }),
  versionName: Type.String({ default: '' }),
  authType: Type.Integer({ default: 1, description: '1 trial, 2 pro, 3 flagship' }),
  startTime: LenientDate({ default: '' }),
  endTime: LenientDate({ default: '' }),
  leftDays: Type.Integer({ default: 0 }),
  remainDay: Type.Integer({ default: 0 }),
  isTrial: Type.Boolean({ default: false }),
  trialEndTime: Type.Optional(LenientDate()),
  closeFxDisPlayVersion: Type.Boolean({ default: false }),
  isSimple: Type.Optional(Type.Boolean({ description: 'derived from platform fx_cjgl when absent (spec 1 §1)' })),
  isBasicTable: Type.Boolean({ default: false }),
  isDemoAccount: Type.Boolean({ default: false }),
  isThreeLevel: Type.Boolean({ default: false }),
  inFxReportWhiteList: Type.Boolean({ default: false }),
  SCHTYPE_NUM: Type.Integer({ default: 0 }),
  customImportFlag: Type.Boolean({ default: false }),
  isClassShift: Type.Boolean({ default: false }),
  logoPath: Type.String({ default: '' }),
  location: Type.String({ default: '', description: 'province:city' }),
  accountType: Type.Optional(AccountTypeSchema),
  isVSchool: Type.Boolean({ default: false }),
  isClassDirector: Type.Optional(Type.Boolean()),
  isGradeDirector: Type.Optional(Type.Boolean()),
  isSchoolManager: Type.Optional(Type.Boolean()),
  lkLimit: Type.Boolean({ default: false }),
  versionGradeFlag: Type.Boolean({ default: false }),
  /** Ids of the schools a multi-school owner manages (empty otherwise). */
  managedSchoolIds: Type.Array(Type.String(), { default: [] }),
  /** Ids of the classes a teacher or class director teaches (scope, spec 1 §6). */
  classIds: Type.Array(Type.String(), { default: [] }),
  countyId: Type.Optional(Type.String()),
  /** The subjects a subject role or teacher is responsible for. */
  subjects: Type.Optional(Type.Array(Type.String())),
  /** Student and parent accounts: the student whose results the account sees. */
  studentId: Type.Optional(Type.String()),
  isParent: Type.Optional(Type.Boolean()),
  /** The report-edit flag (spec 2 §6): the user may write teacher diagnoses (report-templates.ts). */
  reportEdit: Type.Optional(Type.Boolean()),
  auth: AuthFlagsWireSchema,
})
/** The user as the domain sees it: decoded, with the derived fields filled in. */
export type UpstreamUser = Static<typeof UpstreamUserSchema> & {
  accountType: AccountType
  isSimple: boolean
  isClassDirector: boolean
  isGradeDirector: boolean
  isSchoolManager: boolean
  auth: AuthFlags
}
export const UserInfoDataSchema = Type.Object({ user: UpstreamUserSchema })
export const UserInfoResponseSchema = Envelope(UserInfoDataSchema)
export type UserInfoResponse = Static<typeof UserInfoResponseSchema>

/** Permission codes: 1 download, 2 visit, 3 show (spec 1 §3). */
export const PermissionSchema = Type.Object({ permission: Type.Array(Type.Integer({ minimum: 1, maximum: 3 })) })
export const PermissionResponseSchema = Envelope(PermissionSchema)
export type PermissionResponse = Static<typeof PermissionResponseSchema>

export const GradeListSchema = Type.Object({ grades: Type.Array(Type.String()) })
export const GradeListResponseSchema = Envelope(GradeListSchema)
export type GradeListResponse = Static<typeof GradeListResponseSchema>

export const IpResponseSchema = Envelope(Type.Object({ ip: Type.String() }))

export const MODULE_KEYS = ['custom_table', 'level_points', 'history_compare', 'common_configs'] as const
export const ModuleValueSchema = Type.Union([Type.Literal('hide'), Type.Literal('able')])
/** An entry is hidden only when the platform says hide (spec 1 §2), so an absent key is able. */
const moduleValue = () => Type.Union([Type.Literal('hide'), Type.Literal('able')], { default: 'able' })
/** GET /report/analysis/v1/permission/versionAuth/modules (spec 1 §7: shape not shown). */
export const ModulePermissionsSchema = Type.Object({
  custom_table: moduleValue(),
  level_points: moduleValue(),
  history_compare: moduleValue(),
  common_configs: moduleValue(),
})
export type ModulePermissions = Static<typeof ModulePermissionsSchema>
export const ModulePermissionsResponseSchema = Envelope(ModulePermissionsSchema)

/**
 * GET /report/user/v1/user/role/origin (spec 1 §7: payload and answer not shown; shape ours): the
 * platform role the account acts as in this session, as the platform names it. `topRole` the role
 * (spec 1 §6, 1–11), `roleName` the platform's own name for it (the answer; '' when the platform has
 * none: the BFF then names the top role, as it does when the call fails).
 */
export const RoleOriginSchema = Type.Object({
  topRole: Type.Integer({ minimum: 1, maximum: 11 }),
  roleName: Type.String({ maxLength: 64 }),
})
export type RoleOrigin = Static<typeof RoleOriginSchema>
export const RoleOriginResponseSchema = Envelope(RoleOriginSchema)
