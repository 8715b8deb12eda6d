// Table tests for spec 1 §2 Breadcrumb: "First crumb goes to home/dashboard with query examid, org, grade
// (plus lkschool when the exam is an in-school joint exam and it matches the school). A crumb path /table
// goes to score-report; /common goes to the current route name with grade defaulting to the exam's grade;
// /contrast goes to contrastHistory. Clicking any crumb resets navigation info to analyzeType all … no
// school, no district. On the dashboard it shows a 'score syncing' notice when exam scale is 2, org is not
// 2 and session flag isSync is 'false'. For a custom exam with userid and taskid it shows the creator name
// (with the admin words removed). Simple users get an empty exam crumb."
import t from 'tap'
import { breadcrumb, creatorName, crumbNote, SYNCING_NOTE, type CrumbFacts, type CrumbNoteFacts } from '../../../src/domain/exam-context/breadcrumb.ts'
import { examRouteOf } from '../../../src/domain/exam-context/exam-routes.ts'

const Q = 'examid=E1&org=0&grade=%E9%AB%98%E4%BA%8C'
const facts: CrumbFacts = {
  route: examRouteOf('dashboard'),
  base: { examid: 'E1', org: 0, grade: '高二' },
  examName: '高二期中',
  inSchoolJoint: false,
  examLkschool: undefined,
  lkschool: undefined,
  userSchoolId: '10001',
  isSimple: false,
}
const crumbs = (patch: Partial<CrumbFacts>) => breadcrumb({ ...facts, ...patch }).map((c) => `${c.label} → ${c.href}`)

t.test('breadcrumb table', async (t) => {
  const rows: Array<[ref: string, patch: Partial<CrumbFacts>, want: string[]]> = [
    ['§2 first crumb: dashboard with examid, org, grade', {}, [`高二期中 → /report/exam/dashboard?${Q}`]],
    ['§2 in-school joint exam with the matching lkschool: + lkschool', { inSchoolJoint: true, lkschool: '10001' }, [`高二期中 → /report/exam/dashboard?${Q}&lkschool=10001`]],
    ['§2 in-school joint exam, lkschool = the exam\'s lkschool', { inSchoolJoint: true, lkschool: '10009', examLkschool: '10009' }, [`高二期中 → /report/exam/dashboard?${Q}&lkschool=10009`]],
    ['§2 in-school joint exam, lkschool of another school: left out', { inSchoolJoint: true, lkschool: '10002' }, [`高二期中 → /report/exam/dashboard?${Q}`]],
    ['§2 not an in-school joint exam: lkschool left out', { lkschool: '10001' }, [`高二期中 → /report/exam/dashboard?${Q}`]],
    ['§2 simple users: an empty exam crumb', { isSimple: true }, [` → /report/exam/dashboard?${Q}`]],
    ['§2 /table → score-report', { route: examRouteOf('score-report') }, [`高二期中 → /report/exam/dashboard?${Q}`, `成绩报表 → /report/exam/oldReport/table?${Q}`]],
    ['§2 /table child: score-report, then the page', { route: examRouteOf('score-school') }, [`高二期中 → /report/exam/dashboard?${Q}`, `成绩报表 → /report/exam/oldReport/table?${Q}`, `学校成绩 → /report/exam/oldReport/table/school?${Q}`]],
    ['§2 /common → the current route (grade defaults to the exam\'s: in base)', { route: examRouteOf('report-ranking') }, [`高二期中 → /report/exam/dashboard?${Q}`, `排名统计 → /report/exam/common/ranking?${Q}`]],
    ['§2 /contrast → contrastHistory', { route: examRouteOf('contrastCreat') }, [`高二期中 → /report/exam/dashboard?${Q}`, '历史对比 → /report/contrast/history', '新建对比 → /report/contrast/creat']],
    ['§2 /contrast/history itself', { route: examRouteOf('contrastHistory') }, [`高二期中 → /report/exam/dashboard?${Q}`, '历史对比 → /report/contrast/history']],
    ['another report page: the page', { route: examRouteOf('class-report') }, [`高二期中 → /report/exam/dashboard?${Q}`, `班级分析 → /report/exam/class?${Q}`]],
    ['§2 crumbs reset the navigation: no qxschool or lkschool on later crumbs', { route: examRouteOf('report-ranking'), inSchoolJoint: true, lkschool: '10001' }, [`高二期中 → /report/exam/dashboard?${Q}&lkschool=10001`, `排名统计 → /report/exam/common/ranking?${Q}`]],
  ]
  for (const [ref, patch, want] of rows) t.same(crumbs(patch), want, ref)
})

t.test('creatorName table (admin words removed)', async (t) => {
  const rows: Array<[string, string]> = [
    ['张三', '张三'], ['张三(管理员)', '张三'], ['张三（管理员）', '张三'], ['管理员张三', '张三'], ['学校管理员 李四', '李四'], ['admin_王五', '王五'], ['Administrator', ''], ['超级管理员', ''],
  ]
  for (const [name, want] of rows) t.equal(creatorName(name), want, name)
})

t.test('crumbNote table', async (t) => {
  const note: CrumbNoteFacts = { routeName: 'dashboard', scale: 2, org: 0, syncing: true, isCustom: false, userid: undefined, taskid: undefined, userName: undefined }
  const rows: Array<[ref: string, patch: Partial<CrumbNoteFacts>, want: string | null]> = [
    ['§2 dashboard, scale 2, org 0, not synced → 成绩同步中', {}, SYNCING_NOTE],
    ['§2 synced → none', { syncing: false }, null],
    ['§2 org 2 → none', { org: 2 }, null],
    ['§2 scale 3 → none', { scale: 3 }, null],
    ['§2 only on the dashboard', { routeName: 'report-ranking' }, null],
    ['§2 custom exam with userid and taskid: the creator', { syncing: false, isCustom: true, userid: 'u1', taskid: 't1', userName: '赵六(管理员)' }, '创建人：赵六'],
    ['custom exam without taskid: none', { syncing: false, isCustom: true, userid: 'u1', userName: '赵六' }, null],
    ['custom exam whose creator is only admin words: none', { syncing: false, isCustom: true, userid: 'u1', taskid: 't1', userName: '管理员' }, null],
  ]
  for (const [ref, patch, want] of rows) t.equal(crumbNote({ ...note, ...patch }), want, ref)
})
