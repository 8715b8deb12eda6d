// Table tests for spec 1 §6 "Top roles (topRole): 1 city bureau, 2 county bureau, 3 grade bureau, 4 county
// grade, 5 subject bureau, 6 county subject, 7 school admin, 8 grade admin, 9 subject admin, 10 head
// teacher, 11 teacher."
import t from 'tap'
import { TOP_ROLE } from '@report/contracts/constants'
import { actingRoleName, roleName } from '../../../src/domain/session/role-name.ts'

t.test('roleName table', async (t) => {
  const rows: Array<[ref: string, topRole: number, isStudent: boolean, want: string]> = [
    ['§6 1 city bureau', TOP_ROLE.cityBureau, false, '市教育局'],
    ['§6 2 county bureau', TOP_ROLE.countyBureau, false, '区县教育局'],
    ['§6 3 grade bureau', TOP_ROLE.gradeBureau, false, '市年级教研'],
    ['§6 4 county grade', TOP_ROLE.countyGrade, false, '区县年级教研'],
    ['§6 5 subject bureau', TOP_ROLE.subjectBureau, false, '市学科教研'],
    ['§6 6 county subject', TOP_ROLE.countySubject, false, '区县学科教研'],
    ['§6 7 school admin', TOP_ROLE.schoolAdmin, false, '学校管理员'],
    ['§6 8 grade admin', TOP_ROLE.gradeAdmin, false, '年级主任'],
    ['§6 9 subject admin', TOP_ROLE.subjectAdmin, false, '学科组长'],
    ['§6 10 head teacher', TOP_ROLE.headTeacher, false, '班主任'],
    ['§6 11 teacher', TOP_ROLE.teacher, false, '任课教师'],
    ['student flag wins over the top role', TOP_ROLE.teacher, true, '学生'],
    ['student flag with an unknown role', 0, true, '学生'],
    ['unknown role 0 → 用户', 0, false, '用户'],
    ['unknown role 12 → 用户', 12, false, '用户'],
    ['unknown role -1 → 用户', -1, false, '用户'],
    ['unknown role NaN → 用户', Number.NaN, false, '用户'],
  ]
  for (const [ref, topRole, isStudent, want] of rows) t.equal(roleName(topRole, isStudent), want, `${ref} (topRole ${topRole}, student ${isStudent})`)
})

t.test('every top role 1..11 has its own name', async (t) => {
  const names = Object.values(TOP_ROLE).map((role) => roleName(role, false))
  t.equal(new Set(names).size, 11)
  t.notOk(names.includes('用户'))
})

t.test('actingRoleName table (spec 1 §7 role/origin: the platform names the role the account acts as)', async (t) => {
  const teacher = { auth: { topRole: 11, isStudent: false } }
  const parent = { auth: { topRole: 11, isStudent: true } }
  const rows: Array<[string, { auth: { topRole: number; isStudent: boolean } }, { topRole: number; roleName: string } | null, string]> = [
    ['the platform’s name for the same role', teacher, { topRole: 11, roleName: '高二数学老师' }, '高二数学老师'],
    ['a parent: the platform says 家长 where we would say 学生', parent, { topRole: 11, roleName: '家长' }, '家长'],
    ['not answered: our name of the role', teacher, null, '任课教师'],
    ['no name given: our name of the role', teacher, { topRole: 11, roleName: '  ' }, '任课教师'],
    ['another role than the one the views follow: our name of that one', teacher, { topRole: 7, roleName: '学校管理员' }, '任课教师'],
  ]
  for (const [ref, user, origin, want] of rows) t.equal(actingRoleName(user, origin), want, ref)
})
