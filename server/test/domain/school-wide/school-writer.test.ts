// Who may make a school-wide write (issue 30 item 5; DESIGN.md "School-wide writes … need the school
// manager role or above"), from spec 1 §6's top roles and role bits and §3's auth flags, and which
// writes and upstream calls are school-wide.
import t from 'tap'
import { ACCOUNTS } from '@report/fixtures/dataset/accounts'
import { upstreamUserOf } from '@report/fixtures/dataset/account-user'
import { ROLE_BIT } from '@report/contracts/upstream/role-bits'
import { isSchoolWideWriter, type SchoolWriterFacts } from '../../../src/domain/school-wide/school-writer.ts'
import { refusalCode, schoolWideRoute, schoolWideUpstreamCall, SCHOOL_WIDE_WRITES } from '../../../src/domain/school-wide/school-wide-writes.ts'

const user = (topRole: number, more: { roleNum?: number; isStudent?: boolean; isSimple?: boolean; isSchoolManager?: boolean } = {}): SchoolWriterFacts => ({
  isSimple: more.isSimple ?? false,
  auth: { topRole, roleNum: more.roleNum ?? 0, isStudent: more.isStudent ?? false, isSchoolManager: more.isSchoolManager ?? false },
})

t.test('isSchoolWideWriter: the school manager and up', async (t) => {
  const rows: Array<[string, SchoolWriterFacts, boolean]> = [
    ['§6 topRole 1 city bureau: above the school', user(1), true],
    ['§6 topRole 2 county bureau: above the school', user(2), true],
    ['§6 topRole 3 grade bureau (city researcher of one grade)', user(3), false],
    ['§6 topRole 4 county grade', user(4), false],
    ['§6 topRole 5 subject bureau', user(5), false],
    ['§6 topRole 6 county subject', user(6), false],
    ['§6 topRole 7 school admin', user(7, { roleNum: ROLE_BIT.schoolManager }), true],
    ['§6 topRole 7 without its bit stated', user(7), true],
    ['§6 topRole 8 grade admin (bit 5 grade director): reads', user(8, { roleNum: ROLE_BIT.gradeDirector | ROLE_BIT.teacher }), false],
    ['§6 topRole 9 subject admin (bit 6 subject director): reads', user(9, { roleNum: ROLE_BIT.subjectDirector | ROLE_BIT.teacher }), false],
    ['§6 topRole 10 head teacher (bit 7 class director): reads', user(10, { roleNum: ROLE_BIT.classDirector | ROLE_BIT.teacher }), false],
    ['§6 topRole 11 teacher (bit 8): reads', user(11, { roleNum: ROLE_BIT.teacher }), false],
    ['§6 bit 4 school manager on a teacher\'s top role', user(11, { roleNum: ROLE_BIT.schoolManager | ROLE_BIT.teacher }), true],
    ['§3 auth.isSchoolManager stated', user(10, { isSchoolManager: true }), true],
    ['§6 "students have no access to … settings", whatever role they carry', user(7, { isStudent: true, roleNum: ROLE_BIT.schoolManager }), false],
    ['§1 simple account (personal edition): no school to change', user(7, { isSimple: true }), false],
  ]
  for (const [name, facts, want] of rows) t.equal(isSchoolWideWriter(facts), want, name)
})

t.test('the demo accounts', async (t) => {
  const writers = ACCOUNTS.filter((a) => isSchoolWideWriter(upstreamUserOf(a, '2026-11-21') as SchoolWriterFacts)).map((a) => a.key)
  t.same(writers.sort(), ['city', 'county', 'disabled', 'expiring', 'owner', 'school-admin', 'showcase', 'small-school', 'trial', 'union', 'vschool', 'zb-school'].sort())
})

t.test('the school-wide writes: routes, upstream calls in any spelling, refusal codes', async (t) => {
  t.equal(schoolWideRoute('POST', '/tutoring/share')?.what, '向家长发布成绩报告')
  t.equal(schoolWideRoute('post', '/transcripts/settings')?.what, '成绩单设置')
  t.equal(schoolWideRoute('GET', '/transcripts/settings'), undefined, 'reading is not writing')
  t.equal(schoolWideRoute('POST', '/transcripts'), undefined, 'creating a transcript is not school-wide')
  t.equal(schoolWideRoute('POST', '/tasks/download-config'), undefined, 'download configurations are the user\'s')
  const rows: Array<[string, string, string | undefined]> = [
    ['POST', '/report/analysis/v1/student/share/unpublish', '向家长发布成绩报告'],
    ['POST', '/report/analysis/v1/student/share/publish?x=1', '向家长发布成绩报告'],
    ['PUT', '/report/Analysis/v1/student/share/unpublish/', '向家长发布成绩报告'],
    ['POST', '/report/analysis/v1/transcript/cfg/set;jsessionid=1', '成绩单设置'],
    ['POST', '/report/pdf/v1/exam/scope/rates', '考试设置'],
    ['POST', '/report/obt/v1/exam/interval', '答题卡查看时间'],
    ['POST', '/report/analysis/v1/cfg/common/update', '指标参数设置'],
    ['POST', '/report/exam/v1/exam/sync/addData', '补充成绩'],
    ['GET', '/report/obt/v1/exam/interval', undefined],
    ['GET', '/report/analysis/v1/transcript/cfg', undefined],
    ['POST', '/report/analysis/v1/transcript/create', undefined],
  ]
  for (const [method, path, what] of rows) t.equal(schoolWideUpstreamCall(method, path)?.what, what, `${method} ${path}`)
  t.same(SCHOOL_WIDE_WRITES.map(refusalCode), ['BFF_ERR_SETTINGS_FORBIDDEN', 'BFF_ERR_SETTINGS_FORBIDDEN', ...Array(SCHOOL_WIDE_WRITES.length - 2).fill('BFF_ERR_SCHOOL_WRITE_FORBIDDEN')])
})
