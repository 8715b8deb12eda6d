import { Type, type TSchema } from 'typebox'
import { AuthDataSchema, GenUnifyTokenDataSchema } from './auth.ts'
import { ExamDisabledSchema, ExamTrialSchema, ExamInfoAllSchema, ExamListPageSchema, ExamSchema, SyncStatusSchema } from './exam.ts'
import { ContactInfoSchema, ExamLimitSchema, HelpCenterJumpSchema, HomeMenuSchema, HomeSchoolNumSchema, SchoolSettingsSchema } from './shell.ts'
import { GradeListSchema, ModulePermissionsSchema, PermissionSchema, RoleOriginSchema, UserInfoDataSchema } from './user.ts'
import { ExamAreaThreeLevelSchema, ExamOutlineSchema, ExamSpecifySchema, ExamThreeLevelSchema } from './exam-inspect.ts'
import { DownloadCfgSchema, ExamTaskSchema, GroupListDataSchema, TaskVersionsSchema } from './tasks.ts'
import { NormListDataSchema, NormTaskSchema } from './tasks-norm.ts'
import { ReportListDataSchema } from './tasks-report.ts'
import { ScopeRankScalesSchema, ScopeRatesSchema, ScopeSegmentsSchema } from './tasks-exam-scope.ts'
import { LEVEL_PATHS, LevelExamCfgsDataSchema, LevelExamCreateDataSchema, LevelExamListDataSchema, LevelSubjectsDataSchema } from './level-score.ts'
import { EQUIVALENT_PATHS, EquivalentExamListDataSchema, EquivalentResultSchema } from './level-equivalent.ts'
import { FOGANG_PATHS, FogangCreateDataSchema, FogangRanksDataSchema } from './level-fogang.ts'
import { LEVEL_LINES_PATHS, LevelLinesCfgDataSchema, LevelLinesSetDataSchema } from './level-lines.ts'
import { REPORT_TEMPLATE_PATHS, ReportTemplateSchema } from './report-templates.ts'
import { REPORT_ANSWERS } from './reports/answers.ts'
import { CUSTOM_ANSWERS } from './custom-answers.ts'
import { TableTemplateListDataSchema, TableTemplateWriteDataSchema, TemplateExamListDataSchema } from './custom-table.ts'
import { TABLE_FORM_ANSWERS } from './custom-table-forms.ts'
import { CONTRAST_ANSWERS } from './contrast-answers.ts'
import { SETTINGS_ANSWERS } from './settings-answers.ts'
import { ANSWER_CARD_ANSWERS } from './answer-cards-answers.ts'
import { TUTORING_ANSWERS } from './tutoring-answers.ts'
import { TRANSCRIPT_ANSWERS } from './transcripts-answers.ts'

/**
 * The one registry of what the BFF reads from the upstream: for each call (method and client path,
 * query left out) the schema of its `data`. Every JSON answer is decoded against it once, at the
 * boundary (server/src/lib/answer-decoder.ts), as a tolerant reader:
 *
 * - a property without a `default` is what the spec promises: missing or of the wrong type, the
 *   platform broke its contract (the view answers 502 `upstream`);
 * - a property with a `default` is optional on the wire: the decoder fills the default before the check,
 *   so its static type is the decoded value's (never undefined);
 * - a `Type.Optional` property without a default is one the BFF derives when absent (server/src/domain/
 *   upstream-facts), e.g. the account type from auth.topRole (spec 1 §6);
 * - properties the schema does not name are ignored.
 *
 * `Type.Unknown()` marks an answer whose data the BFF does not read (acknowledgements).
 */
const ACK = Type.Unknown()

/** Client path of an upstream path: `/report/obt/…` → `/obt/…`, `/report/pdf/…` → `/obt/…`, query dropped. */
export function answerKey(method: string, path: string): string {
  let pathname = path.split('?', 1)[0] ?? ''
  if (pathname.startsWith('/report/pdf/')) pathname = `/obt/${pathname.slice('/report/pdf/'.length)}`
  else if (pathname.startsWith('/report/')) pathname = pathname.slice('/report'.length)
  return `${method.toUpperCase()} ${pathname}`
}

const up = (method: string, path: string) => answerKey(method, path)

export const UPSTREAM_ANSWERS: Readonly<Record<string, TSchema>> = {
  // sign-in (spec 1 §7; DESIGN.md token chain)
  'POST /obt/auth': AuthDataSchema,
  'POST /obt/v1/user/genUnifyToken': GenUnifyTokenDataSchema,
  // user facts (spec 1 §3, §7)
  'GET /obt/v1/user/info': UserInfoDataSchema,
  'GET /obt/v1/user/permission': PermissionSchema,
  'GET /obt/v1/user/grades': GradeListSchema,
  'GET /analysis/v1/permission/versionAuth/modules': ModulePermissionsSchema,
  'GET /user/v1/user/role/origin': RoleOriginSchema,
  // shell (spec 1 §1–§3)
  'GET /user/v1/user/homeMenu': HomeMenuSchema,
  'GET /user/v1/user/getProvinceQrCore': ContactInfoSchema,
  'GET /user/v1/user/getSchoolQrcode': ContactInfoSchema,
  'GET /user/v1/user/getCustomerServiceQrCore': ContactInfoSchema,
  'GET /user/v1/user/helpCenter/jump': HelpCenterJumpSchema,
  'POST /user/v1/user/getHomeSchoolNum': HomeSchoolNumSchema,
  'GET /user/v1/school/getSchoolSettings': SchoolSettingsSchema,
  // upgrade-interest form and usage tracking (spec 1 §7, spec 3 §7): acknowledgements
  'POST /user/v1/user/commit/info': ACK,
  'POST /user/v1/user/operate/log': ACK,
  // exams (spec 1 §3, §4, §7)
  'POST /obt/v1/exam/compare/list': ExamListPageSchema,
  'POST /exam/v1/exam/info/lite': ExamSchema,
  'POST /exam/v1/exam/info/all': ExamInfoAllSchema,
  'POST /exam/v1/exam/disabled': ExamDisabledSchema,
  // the exam as one school sees it, its outline, its three levels (spec 1 §7, spec 2 exam helpers; shapes in exam-inspect.ts)
  'POST /exam/v1/exam/info/specify': ExamSpecifySchema,
  'POST /exam/v1/exam/info/specify/user': ExamSpecifySchema,
  'POST /exam/v1/exam/outline': ExamOutlineSchema,
  'POST /exam/v1/inspect/three-level': ExamThreeLevelSchema,
  'POST /exam/v1/inspect/area-three-level': ExamAreaThreeLevelSchema,
  // the user's permission codes on one exam (spec 1 §7 /exam/v1/exam/permission; shape ours, as getPermission's)
  'POST /exam/v1/exam/permission': PermissionSchema,
  'GET /obt/v1/exam/is_trial': ExamTrialSchema,
  'POST /exam/v1/exam/sync/fromYj': SyncStatusSchema,
  'GET /obt/v1/exam/new-limit': ExamLimitSchema,
  ...CONTRAST_ANSWERS,
  // download tasks (spec 3 §7)
  'GET /task/v1/version': TaskVersionsSchema,
  'POST /task/v1/group/list': GroupListDataSchema,
  'POST /task/v1/all-exam/list': GroupListDataSchema,
  'POST /task/v1/group/create': Type.Object({ task_group_id: Type.String() }),
  'POST /task/v1/group/update': ACK,
  'POST /task/v1/exam/list': Type.Array(ExamTaskSchema),
  'POST /task/v1/exam/create': Type.Object({ taskid: Type.String() }),
  'POST /task/v1/exam/delete': ACK,
  'POST /task/v1/norm/list': NormListDataSchema,
  'POST /task/v1/norm/grp/list': NormListDataSchema,
  'POST /task/v1/norm/create': Type.Object({ isSuccess: Type.Boolean({ default: true }), taskid: Type.String() }),
  'POST /task/v1/norm/info': Type.Object({ info: NormTaskSchema }),
  'POST /task/v1/norm/update': ACK,
  // table templates (spec 3 §7; issue 18 custom tables)
  'POST /mod/v1/template/create': TableTemplateWriteDataSchema,
  'POST /mod/v1/template/update': TableTemplateWriteDataSchema,
  'POST /mod/v1/template/remove': ACK,
  'POST /task/v1/template/list': TableTemplateListDataSchema,
  'POST /pri/v1/template/exam/list': TemplateExamListDataSchema,
  ...TABLE_FORM_ANSWERS,
  'GET /task/report/list': ReportListDataSchema,
  'POST /task/report/create': Type.Object({ id: Type.String() }),
  'POST /task/report/retryFailedTask': ACK,
  'POST /task/report/package': Type.Object({ fileUrl: Type.String() }),
  'POST /task/report/remove': ACK,
  'GET /obt/v1/group/user-cfg': DownloadCfgSchema,
  'POST /mod/v1/group/user-cfg': DownloadCfgSchema,
  'GET /obt/v1/exam/scope/rates': ScopeRatesSchema,
  'GET /obt/v1/exam/scope/segments': ScopeSegmentsSchema,
  'GET /obt/v1/exam/scope/rank-scales': ScopeRankScalesSchema,
  'POST /obt/v1/exam/scope/rates': ScopeRatesSchema,
  'POST /obt/v1/exam/scope/segments': ScopeSegmentsSchema,
  'POST /obt/v1/exam/scope/rank-scales': ScopeRankScalesSchema,
  // level tools (spec 2)
  [up('POST', LEVEL_PATHS.examList)]: LevelExamListDataSchema,
  [up('POST', LEVEL_PATHS.subjects)]: LevelSubjectsDataSchema,
  [up('POST', LEVEL_PATHS.cfgs)]: LevelExamCfgsDataSchema,
  [up('POST', LEVEL_PATHS.create)]: Type.Union([LevelExamCreateDataSchema, Type.Null()]),
  [up('POST', EQUIVALENT_PATHS.examList)]: EquivalentExamListDataSchema,
  [up('GET', EQUIVALENT_PATHS.result)]: Type.Union([EquivalentResultSchema, Type.Null()]),
  [up('POST', EQUIVALENT_PATHS.set)]: ACK,
  [up('POST', FOGANG_PATHS.create)]: Type.Union([FogangCreateDataSchema, Type.Null()]),
  [up('POST', FOGANG_PATHS.ranks)]: FogangRanksDataSchema,
  [up('GET', LEVEL_LINES_PATHS.cfg)]: LevelLinesCfgDataSchema,
  [up('POST', LEVEL_LINES_PATHS.set)]: LevelLinesSetDataSchema,
  // teacher diagnosis templates (spec 2 §9)
  [up('POST', REPORT_TEMPLATE_PATHS.get)]: ReportTemplateSchema,
  [up('POST', REPORT_TEMPLATE_PATHS.set)]: ACK,
  [up('POST', REPORT_TEMPLATE_PATHS.remove)]: ACK,
  ...REPORT_ANSWERS,
  ...CUSTOM_ANSWERS,
  ...SETTINGS_ANSWERS,
  ...ANSWER_CARD_ANSWERS,
  ...TUTORING_ANSWERS,
  ...TRANSCRIPT_ANSWERS,
}

/** The data schema of a call, or undefined when the registry does not know it. */
export function answerSchema(method: string, path: string): TSchema | undefined {
  return UPSTREAM_ANSWERS[answerKey(method, path)]
}
