// Table tests for the shell's session view model (DESIGN.md contract point "session view model": the
// signed-in user and everything the shell renders; spec 1 §1 header, §3 user fields, §4 version display).
import t from 'tap'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { PRODUCT_NAME, toSessionView, type SessionContext } from '../../../src/domain/session/to-session-view.ts'

const user: UpstreamUser = {
  id: 'u-1',
  realName: '王老师',
  name: 'wang01',
  schoolid: 's-1',
  schoolName: '第一中学',
  platform: 'fx',
  versionCode: 'pro',
  versionName: '专业版',
  authType: 2,
  startTime: '2024-09-01',
  endTime: '2025-08-31',
  leftDays: 120,
  remainDay: 120,
  isTrial: false,
  closeFxDisPlayVersion: false,
  isSimple: false,
  isBasicTable: false,
  isDemoAccount: false,
  isThreeLevel: false,
  inFxReportWhiteList: false,
  SCHTYPE_NUM: 0,
  customImportFlag: false,
  isClassShift: false,
  logoPath: '',
  location: '浙江:杭州',
  accountType: 'school',
  isVSchool: false,
  isClassDirector: false,
  isGradeDirector: false,
  isSchoolManager: true,
  lkLimit: false,
  versionGradeFlag: false,
  managedSchoolIds: [],
  classIds: [],
  auth: { topRole: 7, roleNum: 16, isSchoolManager: true, isMVSchool: false, isVSchool: false, isStudent: false },
}
const ctx: SessionContext = { embedded: false, exportMode: false, logoutUrl: 'https://platform.example/logout' }

t.test('toSessionView: a paid school admin', async (t) => {
  t.same(toSessionView(user, ctx), {
    user: { id: 'u-1', displayName: '王老师', schoolName: '第一中学', roleName: '学校管理员', accountType: 'school' },
    version: { name: '专业版', isTrial: false, expiringSoon: false, remainingDaysBadge: null, trialEndDate: null },
    productName: '成绩分析报告',
    embedded: false,
    exportMode: false,
    logoutUrl: 'https://platform.example/logout',
  })
})

t.test('toSessionView table', async (t) => {
  const rows: Array<{ ref: string; patch: Partial<UpstreamUser>; ctx?: Partial<SessionContext>; want: Record<string, unknown> }> = [
    { ref: 'demo account: school name replaced by 演示教育局', patch: { isDemoAccount: true }, want: { user: { schoolName: '演示教育局' } } },
    { ref: 'demo city account: school name replaced by 演示教育局', patch: { isDemoAccount: true, accountType: 'city', schoolName: '某市教育局' }, want: { user: { schoolName: '演示教育局', accountType: 'city' } } },
    { ref: 'not a demo account: real school name', patch: { isDemoAccount: false, schoolName: '实验中学' }, want: { user: { schoolName: '实验中学' } } },
    { ref: 'displayName: realName first', patch: { realName: '李主任', name: 'li' }, want: { user: { displayName: '李主任' } } },
    { ref: 'displayName falls back to name when realName is empty', patch: { realName: '', name: 'li02' }, want: { user: { displayName: 'li02' } } },
    { ref: 'roleName from auth.topRole (spec 1 §6)', patch: { auth: { ...user.auth, topRole: 10 } }, want: { user: { roleName: '班主任' } } },
    { ref: 'roleName for a student', patch: { auth: { ...user.auth, topRole: 11, isStudent: true } }, want: { user: { roleName: '学生' } } },
    { ref: 'county account type passes through', patch: { accountType: 'county' }, want: { user: { accountType: 'county' } } },
    { ref: 'version: empty name → 体验版 trial (spec 1 §4)', patch: { versionName: '' }, want: { version: { name: '体验版', isTrial: true } } },
    { ref: 'version: 30 days left → expiring soon (spec 1 §4)', patch: { leftDays: 30 }, want: { version: { expiringSoon: true, remainingDaysBadge: 30 } } },
    { ref: 'version: trial end date shown (spec 1 §4)', patch: { isTrial: true, trialEndTime: '2025-01-31 00:00:00' }, want: { version: { isTrial: true, trialEndDate: '2025/01/31' } } },
    { ref: 'embedded (iframe) mode passes through', patch: {}, ctx: { embedded: true }, want: { embedded: true } },
    { ref: 'PDF-export session passes through', patch: {}, ctx: { exportMode: true }, want: { exportMode: true } },
    { ref: 'logout URL passes through', patch: {}, ctx: { logoutUrl: '/report/' }, want: { logoutUrl: '/report/' } },
  ]
  for (const row of rows) t.match(toSessionView({ ...user, ...row.patch }, { ...ctx, ...row.ctx }), row.want, row.ref)
})

t.test('PRODUCT_NAME is the product name of DESIGN.md', async (t) => {
  t.equal(PRODUCT_NAME, '成绩分析报告')
})
