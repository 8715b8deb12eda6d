// Composition tests of the exam frame (spec 1 §2 breadcrumb and three-level navbar, §4 exam access, sync,
// analysis scope, settings menu and paid tiers, §8 banned download). Each rule has its own table beside its
// function; these rows check the mapper wires each to the right facts, and which second-round calls the
// first round asks for.
import t from 'tap'
import { Compile } from 'typebox/compile'
import { ExamContextSchema } from '@report/contracts/bff/exam-context'
import type { ExamInfoAll } from '@report/contracts/upstream/exam'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { orgOf, planFollowUps, toExamContext, type ExamContextFacts, type ExamContextRequest } from '../../../src/domain/exam-context/to-exam-context.ts'

const user: UpstreamUser = {
  id: 'u-1', realName: '王老师', name: 'wang01', schoolid: '10001', schoolName: '江州市第一中学', platform: 'fx', versionCode: 'ultimate', versionName: '旗舰版',
  authType: 3, startTime: '2025-09-01', endTime: '2027-08-31', leftDays: 600, remainDay: 600, isTrial: false, closeFxDisPlayVersion: false, isSimple: false,
  isBasicTable: false, isDemoAccount: false, isThreeLevel: false, inFxReportWhiteList: false, SCHTYPE_NUM: 0, customImportFlag: false, isClassShift: false,
  logoPath: '', location: '江南省:江州市', accountType: 'school', isVSchool: false, isClassDirector: false, isGradeDirector: false, isSchoolManager: true,
  lkLimit: false, versionGradeFlag: false, managedSchoolIds: [], classIds: [],
  auth: { topRole: 7, roleNum: 16, isSchoolManager: true, isMVSchool: false, isVSchool: false, isStudent: false },
}
const exam: ExamInfoAll = {
  examid: '100152611100', trueId: '100152611100:0', org: 0, name: '江州市第一中学 高二期中', grade: '高二', schoolid: '10001', from: 'X', classify: 'norm', scale: 1,
  fxtype: 1, type: 1, typeName: '期中', time: '2026-11-10', event_time: 0, isLiankao: false, isXiaoneiLiankao: false, isThreeLevel: false, isZb: false, isXgk: false,
  isCustom: false, isTrial: false, hasPaperCard: true, isEnableView: true, isEnableDownload: true, ipList: [], studentCount: 600,
  papers: [{ pindex: 1, paperid: 'p1', subject: '语文', manfen: 150, studentCount: 600 }],
  totalReportName: '学校分析报告', school_map: [{ key: '330702', name: '明湖区', schools: [{ key: '10001', name: '江州市第一中学', studentCount: 600 }] }], classes: [], techClasses: [],
}
const facts: ExamContextFacts = { user, exam, permission: [1, 2, 3], disabled: { disabled: false, reason: '' }, trial: null, specified: null, threeLevel: null, areas: null, sync: null, limit: null, contrastCount: null, phone: '' }
const request: ExamContextRequest = { query: { examid: exam.examid, org: '0', route: 'dashboard' }, ip: '203.0.113.9', exportMode: false, host: 'report.example.com' }
const ctx = (f: Partial<ExamContextFacts> = {}, u: Partial<UpstreamUser> = {}, e: Partial<ExamInfoAll> = {}, r: Partial<ExamContextRequest> = {}) =>
  toExamContext({ ...facts, ...f, user: { ...user, ...u }, exam: { ...exam, ...e } }, { ...request, ...r })
const check = Compile(ExamContextSchema)

t.test('a school admin on an ordinary school exam: conforms to the contract', async (t) => {
  const v = ctx()
  t.ok(check.Check(v), [...check.Errors(v)].slice(0, 3).map((e) => `${e.instancePath} ${e.message}`).join('; '))
  t.match(v, { access: { state: 'ok', canDownload: true, canShow: true }, bannedAlert: null, syncDialog: null, navbar: null, settingsMenuVisible: true, exportAd: false })
  t.same(v.scope, { level: 0, areaLevel: null, zouban: false })
  t.equal(v.breadcrumb.length, 1)
  t.same(v.exam.tagLabels, ['校内'])
})

t.test('wiring table', async (t) => {
  const city = { accountType: 'city' as const, auth: { ...user.auth, topRole: 1, roleNum: 0 }, SCHTYPE_NUM: 1, versionCode: 'unified_city', versionName: '市级统考版' }
  const rows: Array<{ ref: string; f?: Partial<ExamContextFacts>; u?: Partial<UpstreamUser>; e?: Partial<ExamInfoAll>; r?: Partial<ExamContextRequest>; want: Record<string, unknown> }> = [
    { ref: '§8 banned: alert with its reason, no download', f: { disabled: { disabled: true, reason: '违规导出' } }, want: { bannedAlert: { text: /原因：违规导出$/ }, access: { canDownload: false } } },
    { ref: '§4 listed IP: denied, and the frame shows nothing of the exam', e: { ipList: ['203.0.113.9'] }, want: { access: { state: 'ip-restricted' }, exportMenu: [], settingsMenuVisible: false, exportAd: false } },
    { ref: '§6 trial exam: demo data and purchase prompt', e: { isTrial: true }, want: { access: { state: 'trial', purchasePrompt: /购买/ } } },
    { ref: '§7 is_trial says trial while info/all does not: the trial notice', f: { trial: true }, want: { access: { state: 'trial', canShow: false, purchasePrompt: /购买/ } } },
    { ref: '§7 is_trial says not trial: no trial notice though info/all says so', f: { trial: false }, e: { isTrial: true }, want: { access: { state: 'ok', canShow: true, purchasePrompt: null } } },
    { ref: '§3 the exam permission lacks download: no download', f: { permission: [2, 3] }, want: { access: { state: 'ok', canDownload: false, canShow: false } } },
    { ref: '§3 the exam permission lacks visit: the page says the role cannot view', f: { permission: [1, 3] }, want: { access: { state: 'no-view', message: '当前角色无法查看' }, exportMenu: [] } },
    { ref: '§4 out of period', e: { isEnableView: false }, want: { access: { state: 'out-of-period', message: '当前考试不在访问期内，请联系客服' } } },
    { ref: '§4 sync: not synced → dialog; §2 dashboard note', e: { scale: 2, isLiankao: true }, f: { sync: { isRoot: true, isSync: false, papers: [{ pindex: 1, subject: '语文', isPublish: false, syncSchoolCount: 1, publishSchoolCount: 6 }] } }, want: { syncDialog: { papers: [{ status: '1 / 6' }] }, crumbNote: '成绩同步中' } },
    { ref: '§7 large joint exam', e: { scale: 2 }, f: { limit: { isLimit: true, studentCount: 130000 } }, want: { largeExamNotice: /12万/ } },
    { ref: '§2 simple user: empty exam crumb', u: { isSimple: true }, want: { breadcrumb: [{ label: '' }] } },
    { ref: '§3 total report named by the exam', r: { query: { examid: exam.examid, route: 'total-report' } }, want: { breadcrumb: [{}, { label: '学校分析报告' }] } },
    { ref: '§2 grade defaults to the exam\'s', r: { query: { examid: exam.examid, route: 'report-ranking' } }, want: { breadcrumb: [{ href: /grade=%E9%AB%98%E4%BA%8C/ }, { href: '/report/exam/common/ranking?examid=100152611100&org=0&grade=%E9%AB%98%E4%BA%8C' }] } },
    { ref: '§2 three-level exam for a city account: navbar; §4 scope county/school', u: city, e: { isThreeLevel: true, scale: 3, isLiankao: true }, r: { query: { examid: exam.examid, qxschool: '330702', compareType: 'school', route: 'total-report' } }, want: { navbar: { analyzeType: 'county' }, scope: { level: 3, areaLevel: 10 } } },
    { ref: '§7 inspect/three-level says three-level though info/all does not: the navbar', u: city, f: { threeLevel: true }, e: { scale: 3, isLiankao: true }, want: { navbar: { analyzeType: 'all', counties: [{ id: '330702' }] } } },
    { ref: '§7 inspect/three-level says not three-level: no navbar though info/all says so', u: city, f: { threeLevel: false }, e: { isThreeLevel: true, scale: 3, isLiankao: true }, want: { navbar: null } },
    {
      ref: '§7 area-three-level names the navbar\'s counties and schools, not info/all\'s school_map',
      u: city,
      f: { areas: [{ key: '330799', name: '新区', schools: [{ key: '19999', name: '新区一中', studentCount: 0 }] }] },
      e: { isThreeLevel: true, scale: 3, isLiankao: true },
      r: { query: { examid: exam.examid, lkschool: '19999' } },
      want: { navbar: { analyzeType: 'school', counties: [{ id: '330799', name: '新区' }], schools: [{ id: '19999', name: '新区一中', selected: true }] } },
    },
    { ref: '§2 info/specify: the in-school joint exam of the addressed school keeps lkschool on the first crumb', f: { specified: { ...exam, isXiaoneiLiankao: true, lkschool: '10002' } }, e: { scale: 2, isLiankao: true }, r: { query: { examid: exam.examid, lkschool: '10002' } }, want: { breadcrumb: [{ href: /&lkschool=10002$/ }] } },
    { ref: '§2 info/specify unanswered: info/all\'s flags stand (not in-school joint: no lkschool on the crumb)', e: { scale: 2, isLiankao: true }, r: { query: { examid: exam.examid, lkschool: '10001' } }, want: { breadcrumb: [{ href: /^(?!.*lkschool)/ }] } },
    { ref: '§4 settings: city with a union exam', u: city, e: { isLiankao: true, scale: 3 }, want: { settingsMenuVisible: true } },
    { ref: '§4 settings: county, all groups counted (its schools hold every examinee)', u: { ...city, accountType: 'county', auth: { ...city.auth, topRole: 2 } }, e: { isLiankao: true, scale: 3 }, want: { settingsMenuVisible: true } },
    { ref: '§4 settings: county, part of the exam', u: { ...city, accountType: 'county', auth: { ...city.auth, topRole: 2 } }, e: { isLiankao: true, scale: 3, studentCount: 5000 }, want: { settingsMenuVisible: false } },
    { ref: '§4 zouban exam: flag on, settings off', e: { classify: 'zb', isZb: true, from: 'Z' }, want: { scope: { zouban: true }, settingsMenuVisible: false } },
    { ref: '§6 students: no settings, no export, no comparison', u: { auth: { ...user.auth, topRole: 11, roleNum: 0, isStudent: true } }, f: { permission: [2] }, want: { settingsMenuVisible: false, exportMenu: [], comparison: { canCreate: false, canShow: false, canEdit: false, upgradePrompt: null } } },
    { ref: '§2 not paid: version tips and the advertisement', u: { versionCode: 'trial', versionName: '体验版', isTrial: true }, f: { permission: [2] }, want: { exportAd: true, exportMenu: [{ key: 'export-excel' }, { key: 'answer-card' }, { key: 'exam-config', needsVersionTip: true }, { key: 'report-export', needsVersionTip: true }, { key: 'transcript-export' }] } },
    { ref: '§4 comparison, basic with a count of 2', u: { versionCode: 'basic', versionName: '基础版' }, f: { contrastCount: 2 }, want: { comparison: { canCreate: true, canShow: true, canEdit: false } } },
    { ref: '§4 subject manager, single subject: synthetic total', u: { auth: { ...user.auth, topRole: 9, roleNum: 64 } }, want: { exam: { subjects: [{ subject: '总分' }, { subject: '语文' }] } } },
    { ref: '§6 demo account: the own school in the exam name becomes the placeholder', u: { isDemoAccount: true }, want: { exam: { name: '演示教育局 高二期中' }, breadcrumb: [{ label: '演示教育局 高二期中' }] } },
  ]
  for (const row of rows) t.match(ctx(row.f, row.u, row.e, row.r), row.want, row.ref)
})

t.test('planFollowUps table', async (t) => {
  const plan = (u: Partial<UpstreamUser> = {}, e: Partial<ExamInfoAll> = {}, p = [1, 2, 3]) => planFollowUps({ user: { ...user, ...u }, exam: { ...exam, ...e }, permission: p, disabled: null, trial: null }, request)
  t.same(plan(), { sync: false, limit: false, contrastCount: false, contact: false, threeLevel: false }, 'school exam, flagship: nothing more')
  t.same(plan({}, { scale: 2, org: 0 }), { sync: true, limit: true, contrastCount: false, contact: false, threeLevel: false }, '§4 joint exam: sync and limit')
  t.same(plan({}, { scale: 2, org: 2 }), { sync: false, limit: true, contrastCount: false, contact: false, threeLevel: false }, '§4 org 2: no sync')
  t.same(plan({}, { scale: 3 }), { sync: false, limit: true, contrastCount: false, contact: false, threeLevel: false }, 'unified exam: limit only')
  t.same(plan({ versionCode: 'basic' }), { sync: false, limit: false, contrastCount: true, contact: false, threeLevel: false }, 'basic edition: the comparison count')
  t.same(plan({ versionCode: '', versionName: '' }), { sync: false, limit: false, contrastCount: false, contact: true, threeLevel: false }, 'no version: the prompt needs the support line')
  t.match(plan({ accountType: 'city' }), { threeLevel: true }, '§2 a city account: the three-level inspections')
  t.match(plan({ accountType: 'county' }), { threeLevel: true }, '§2 a county account: the three-level inspections')
  t.match(planFollowUps({ user: { ...user, accountType: 'city' }, exam, permission: [1, 2, 3], disabled: null, trial: null }, { ...request, exportMode: true }), { threeLevel: false }, '§2 never in PDF mode')
  t.same(plan({}, { scale: 2, isEnableView: false }), { sync: false, limit: false, contrastCount: false, contact: false, threeLevel: false }, 'a denied exam: nothing more')
})

t.test('orgOf table', async (t) => {
  const rows: Array<[string | undefined, number | null]> = [['0', 0], ['2', 2], ['-1', -1], [undefined, null], ['', null]]
  for (const [org, want] of rows) t.equal(orgOf({ org }), want, String(org))
})

t.test('spec 2 §9: the exam kind that tints its printed reports is its tag group', async (t) => {
  const rows: Array<[string, Partial<ExamInfoAll>, string]> = [
    ['a school exam', {}, 'X'],
    ['a joint exam', { isLiankao: true, scale: 2 }, 'L'],
    ['a layered-class exam', { isZb: true, classify: 'zb' }, 'Z'],
    ['a custom exam', { org: 2, isCustom: true }, 'C'],
  ]
  for (const [what, e, kind] of rows) t.equal(ctx({}, {}, e).exam.kind, kind, what)
})
