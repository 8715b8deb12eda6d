import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

export const AuthFlagsSchema = Type.Object({
  topRole: Type.Integer({ minimum: 1, maximum: 11 }),
  roleNum: Type.Integer({ description: 'role bit flags: bit 3/6 subject manager, 4 school manager, 5 grade director, 6 subject director, 7 class director, 8 teacher' }),
  isSchoolManager: Type.Boolean(),
  isMVSchool: Type.Boolean(),
  isVSchool: Type.Boolean(),
  isStudent: Type.Boolean(),
  originAuth: Type.Optional(Type.Unknown()),
})
export type AuthFlags = Static<typeof AuthFlagsSchema>

/** The user of GET /report/obt/v1/user/info (spec 1 §3). */
export const UpstreamUserSchema = Type.Object({
  id: Type.String(),
  realName: Type.String(),
  name: Type.String(),
  schoolid: Type.String(),
  schoolid20: Type.Optional(Type.String()),
  schoolName: Type.String(),
  platform: Type.String(),
  versionCode: Type.String(),
  versionName: Type.String(),
  authType: Type.Integer({ description: '1 trial, 2 pro, 3 flagship' }),
  startTime: Type.String(),
  endTime: Type.String(),
  leftDays: Type.Integer(),
  remainDay: Type.Integer(),
  isTrial: Type.Boolean(),
  trialEndTime: Type.Optional(Type.String()),
  closeFxDisPlayVersion: Type.Boolean(),
  isSimple: Type.Boolean(),
  isBasicTable: Type.Boolean(),
  isDemoAccount: Type.Boolean(),
  isThreeLevel: Type.Boolean(),
  inFxReportWhiteList: Type.Boolean(),
  SCHTYPE_NUM: Type.Integer(),
  customImportFlag: Type.Boolean(),
  isClassShift: Type.Boolean(),
  logoPath: Type.String(),
  location: Type.String({ description: 'province:city' }),
  accountType: Type.Union([Type.Literal('city'), Type.Literal('county'), Type.Literal('school')]),
  isVSchool: Type.Boolean(),
  isClassDirector: Type.Boolean(),
  isGradeDirector: Type.Boolean(),
  isSchoolManager: Type.Boolean(),
  lkLimit: Type.Boolean(),
  versionGradeFlag: Type.Boolean(),
  /** Ids of the schools a multi-school owner manages (empty otherwise). */
  managedSchoolIds: Type.Array(Type.String()),
  /** Ids of the classes a teacher or class director teaches (scope, spec 1 §6). */
  classIds: Type.Array(Type.String()),
  countyId: Type.Optional(Type.String()),
  /** The subjects a subject role or teacher is responsible for. */
  subjects: Type.Optional(Type.Array(Type.String())),
  /** Student and parent accounts: the student whose results the account sees. */
  studentId: Type.Optional(Type.String()),
  isParent: Type.Optional(Type.Boolean()),
  /** The report-edit flag (spec 2 §6): the user may write teacher diagnoses (report-templates.ts). */
  reportEdit: Type.Optional(Type.Boolean()),
  auth: AuthFlagsSchema,
})
export type UpstreamUser = Static<typeof UpstreamUserSchema>
export const UserInfoResponseSchema = Envelope(Type.Object({ user: UpstreamUserSchema }))
export type UserInfoResponse = Static<typeof UserInfoResponseSchema>

/** Permission codes: 1 download, 2 visit, 3 show (spec 1 §3). */
export const PermissionResponseSchema = Envelope(Type.Object({ permission: Type.Array(Type.Integer({ minimum: 1, maximum: 3 })) }))
export type PermissionResponse = Static<typeof PermissionResponseSchema>

export const GradeListResponseSchema = Envelope(Type.Object({ grades: Type.Array(Type.String()) }))
export type GradeListResponse = Static<typeof GradeListResponseSchema>

export const IpResponseSchema = Envelope(Type.Object({ ip: Type.String() }))

export const MODULE_KEYS = ['custom_table', 'level_points', 'history_compare', 'common_configs'] as const
export const ModuleValueSchema = Type.Union([Type.Literal('hide'), Type.Literal('able')])
/** GET /report/analysis/v1/permission/versionAuth/modules. */
export const ModulePermissionsSchema = Type.Object({
  custom_table: ModuleValueSchema,
  level_points: ModuleValueSchema,
  history_compare: ModuleValueSchema,
  common_configs: ModuleValueSchema,
})
export type ModulePermissions = Static<typeof ModulePermissionsSchema>
export const ModulePermissionsResponseSchema = Envelope(ModulePermissionsSchema)
