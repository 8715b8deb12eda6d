import type { ExamContext, ExamContextQuery } from '@report/contracts/bff/exam-context'
import { TOP_ROLE } from '@report/contracts/constants'
import type { ExamInfoAll, SchoolMapEntry, SyncStatus } from '@report/contracts/upstream/exam'
import type { ExamSpecify } from '@report/contracts/upstream/exam-inspect'
import type { ExamLimit } from '@report/contracts/upstream/shell'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { DEMO_BUREAU_NAME, demoSchoolName, replaceNames } from '../shell/demo-anonymise.ts'
import { isPaidVersion } from '../shell/paid-tiers.ts'
import { analysisScope, isZouban } from './analysis-scope.ts'
import { breadcrumb, crumbNote } from './breadcrumb.ts'
import { comparisonPermissions, needsContrastCount } from './comparison-permissions.ts'
import { examAccess, isAccessible } from './exam-access.ts'
import { bannedAlert, largeExamNotice, needsLimitCheck } from './exam-notices.ts'
import { examRouteOf, type BaseQuery } from './exam-routes.ts'
import { exportAd, exportMenu } from './export-menu.ts'
import { hasPaperCardOf } from '../answer-cards/access.ts'
import { examSubjects, tagLabels } from './exam-summary.ts'
import { tagGroupOf } from '../exams/to-exam-list-item.ts'
import { isSubjectManagerOrDirector, settingsMenuVisible } from './settings-menu.ts'
import { examSyncHref, isSyncing, mayRunSync, needsSyncCheck, syncDialog } from './sync-status.ts'
import { accountMayUseThreeLevelNavbar, analyzeTypeOf, threeLevelNavbar } from './three-level-navbar.ts'
import { trialExam } from '../reports/report-access.ts'
import { studentCountView } from './student-count.ts'

/** What the upstream answered (phase 1 always; phase 2 only where `planFollowUps` asked). */
export interface ExamContextFacts {
  user: UpstreamUser
  exam: ExamInfoAll
  permission: readonly number[]
  /** is_trial (spec 1 §7 the exam's trial flag); null when the platform did not answer it: info/all's isTrial stands. */
  trial: boolean | null
  /**
   * info/specify for the address's lkschool (spec 1 §7): the exam as that school sees it, whose in-school
   * joint flag and lkschool the breadcrumb reads; null when the address names no school or the platform
   * did not answer (info/all's flags stand).
   */
  specified: ExamSpecify | null
  /** inspect/three-level (spec 1 §7); null when not asked or not answered: info/all's isThreeLevel stands. */
  threeLevel: boolean | null
  /** inspect/area-three-level: the navbar's counties and schools; null when not asked or not answered: info/all's school_map stands. */
  areas: SchoolMapEntry[] | null
  /** exam/disabled; null when not checked (org ≤ −1). */
  disabled: { disabled: boolean; reason: string } | null
  sync: SyncStatus | null
  limit: ExamLimit | null
  contrastCount: number | null
  /** Support line for the comparison prompt; '' when not fetched. */
  phone: string
}

export interface ExamContextRequest {
  query: ExamContextQuery
  /** The caller's address (for the exam's IP list). */
  ip: string
  exportMode: boolean
  host: string
}

/** The address's org: an integer, or null when absent or malformed. */
export function orgOf(query: Pick<ExamContextQuery, 'org'>): number | null {
  if (query.org === undefined || query.org === '') return null
  const org = Number(query.org)
  return Number.isInteger(org) ? org : null
}

const isStudentOf = (user: UpstreamUser) => user.auth.isStudent
const SUBJECT_ROLES: ReadonlySet<number> = new Set([TOP_ROLE.subjectBureau, TOP_ROLE.countySubject, TOP_ROLE.subjectAdmin])

export interface FollowUps {
  sync: boolean
  limit: boolean
  contrastCount: boolean
  contact: boolean
  /** inspect/three-level and area-three-level: only where the three-level navbar could show (spec 1 §2). */
  threeLevel: boolean
}

/** The second round of calls, decided by the first: sync and limit for joint exams, count and contact for comparison. */
export function planFollowUps(phase1: Pick<ExamContextFacts, 'user' | 'exam' | 'permission' | 'disabled' | 'trial'>, request: ExamContextRequest): FollowUps {
  const { user } = phase1
  const exam = withTrialFlag(phase1.exam, phase1.trial)
  const access = examAccess({ exam, permission: phase1.permission, ip: request.ip, banned: phase1.disabled?.disabled === true })
  if (!isAccessible(access)) return { sync: false, limit: false, contrastCount: false, contact: false, threeLevel: false }
  const comparison = comparisonPermissions({ schoolTypeNum: user.SCHTYPE_NUM, versionCode: user.versionCode, versionName: user.versionName, contrastCount: null, host: request.host, isStudent: isStudentOf(user), phone: '' })
  return {
    sync: needsSyncCheck(exam.scale, exam.org),
    limit: needsLimitCheck(exam.scale),
    contrastCount: !isStudentOf(user) && needsContrastCount(user.SCHTYPE_NUM, user.versionCode),
    contact: comparison.upgradePrompt !== null,
    threeLevel: accountMayUseThreeLevelNavbar(user.accountType, request.exportMode),
  }
}

/** The exam with the trial flag is_trial gave, where it gave one (spec 1 §7); info/all's otherwise. */
function withTrialFlag(exam: ExamInfoAll, trial: boolean | null): ExamInfoAll {
  const isTrial = trialExam(exam.isTrial, trial)
  return isTrial === exam.isTrial ? exam : { ...exam, isTrial }
}

/** Demo accounts (spec 1 §6): the own school becomes the placeholder bureau, every other school 学校A, 学校B… */
function demoNames(user: UpstreamUser, exam: ExamInfoAll): Map<string, string> {
  const names = new Map<string, string>()
  if (!user.isDemoAccount) return names
  exam.school_map.flatMap((c) => c.schools).forEach((s, i) => names.set(s.name, demoSchoolName(i)))
  if (user.schoolName) names.set(user.schoolName, DEMO_BUREAU_NAME)
  return names
}

/** The exam frame (spec 1 §2, §4, §6, §8): one pure mapper over what the upstream answered. */
export function toExamContext(facts: ExamContextFacts, request: ExamContextRequest): ExamContext {
  const { user, sync } = facts
  const exam = withTrialFlag(facts.exam, facts.trial)
  const { query } = request
  const isStudent = isStudentOf(user)
  const named = examRouteOf(query.route)
  // The total report is named by the exam's scale (spec 1 §3 total report names).
  const route = named.name === 'total-report' && exam.totalReportName ? { ...named, title: exam.totalReportName } : named
  const base: BaseQuery = { examid: query.examid, org: exam.org, grade: query.grade || exam.grade }
  const compareType = query.compareType ?? 'all'
  const names = demoNames(user, exam)
  const examName = replaceNames(exam.name, names)
  const banned = facts.disabled?.disabled === true
  const access = examAccess({ exam, permission: facts.permission, ip: request.ip, banned })
  const open = isAccessible(access)
  const paid = isPaidVersion(user.versionCode, user.isTrial)
  const navbar = open
    ? threeLevelNavbar({
        isThreeLevel: facts.threeLevel ?? exam.isThreeLevel,
        accountType: user.accountType,
        exportMode: request.exportMode,
        route,
        base,
        schoolMap: facts.areas ?? exam.school_map,
        qxschool: query.qxschool,
        lkschool: query.lkschool,
        compareType,
        anonymise: user.isDemoAccount,
      })
    : null
  const analyzeType = navbar?.analyzeType ?? analyzeTypeOf(query.qxschool, query.lkschool, user.accountType)
  const visibleStudents = exam.school_map.flatMap((c) => c.schools).reduce((n, s) => n + s.studentCount, 0)
  const counted = studentCountView(exam.studentCount, visibleStudents)
  const settingsVisible =
    open &&
    !isStudent &&
    settingsMenuVisible({
      fxtype: exam.fxtype,
      isZb: exam.isZb,
      classify: exam.classify,
      isLiankao: exam.isLiankao,
      lkschool: query.lkschool,
      topRole: user.auth.topRole,
      roleNum: user.auth.roleNum,
      allGroupsCounted: exam.studentCount > 0 && visibleStudents >= exam.studentCount,
    })
  return {
    exam: {
      examid: exam.examid,
      org: exam.org,
      grade: exam.grade,
      name: examName,
      tagLabels: tagLabels(exam),
      kind: tagGroupOf(exam),
      studentCount: exam.studentCount,
      studentCountLabel: counted.label,
      studentCountNote: counted.note,
      subjects: examSubjects(exam.papers, isSubjectManagerOrDirector(user.auth.roleNum) || SUBJECT_ROLES.has(user.auth.topRole)),
    },
    access,
    bannedAlert: bannedAlert(facts.disabled),
    largeExamNotice: open ? largeExamNotice(facts.limit) : null,
    syncDialog: open ? syncDialog(sync, sync && mayRunSync(sync, { topRole: user.auth.topRole, isStudent }) ? { href: examSyncHref(exam.examid, exam.org) } : null) : null,
    breadcrumb: breadcrumb({
      route,
      base,
      examName,
      inSchoolJoint: facts.specified?.isXiaoneiLiankao ?? exam.isXiaoneiLiankao,
      examLkschool: facts.specified?.lkschool ?? exam.lkschool,
      lkschool: query.lkschool,
      userSchoolId: user.schoolid,
      isSimple: user.isSimple,
    }),
    crumbNote: crumbNote({
      routeName: route.name,
      scale: exam.scale,
      org: exam.org,
      syncing: isSyncing(sync),
      isCustom: exam.isCustom,
      userid: exam.userid,
      taskid: exam.taskid,
      userName: exam.userName,
    }),
    navbar,
    scope: { ...analysisScope(analyzeType, compareType), zouban: isZouban(exam) },
    settingsMenuVisible: settingsVisible,
    exportMenu: open
      ? exportMenu({ base, org: exam.org, hasPaperCard: hasPaperCardOf(exam), isTrialExam: exam.isTrial, canConfigureExam: settingsVisible, isStudent, schoolTypeNum: user.SCHTYPE_NUM, paid })
      : [],
    exportAd: open && exportAd(paid, isStudent),
    comparison: comparisonPermissions({
      schoolTypeNum: user.SCHTYPE_NUM,
      versionCode: user.versionCode,
      versionName: user.versionName,
      contrastCount: facts.contrastCount,
      host: request.host,
      isStudent,
      phone: facts.phone,
    }),
  }
}
