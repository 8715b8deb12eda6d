// spec 2 §6: students have no grade scoring; basic and pro editions lack it (version tip); module
// permission level_points 'hide' hides it.

import t from 'tap'
import { LEVEL_NOTICES, levelAccess } from '../../../src/domain/level/level-access.ts'

const user = (versionCode: string, isStudent = false) => ({ versionCode, auth: { isStudent } as never })

t.test('the access table', async (t) => {
  const table: [string, string, boolean, 'able' | 'hide', string, string | null][] = [
    ['flagship teacher', 'ultimate', false, 'able', 'ok', null],
    ['city edition', 'unified_city', false, 'able', 'ok', null],
    ['student', 'ultimate', true, 'hide', 'student', LEVEL_NOTICES.student],
    ['student with the module able', 'ultimate', true, 'able', 'student', LEVEL_NOTICES.student],
    ['basic edition', 'basic', false, 'hide', 'edition', LEVEL_NOTICES.edition],
    ['pro edition', 'pro', false, 'hide', 'edition', LEVEL_NOTICES.edition],
    ['pro edition, module able', 'pro', false, 'able', 'edition', LEVEL_NOTICES.edition],
    ['module hidden', 'personal_cjgl', false, 'hide', 'module', LEVEL_NOTICES.module],
    ['trial edition', 'trial', false, 'able', 'ok', null],
  ]
  for (const [name, code, student, module, reason, notice] of table) {
    t.same(levelAccess(user(code, student), { level_points: module }), { allowed: reason === 'ok', reason, notice }, name)
  }
})

t.test('each tool names its own feature (issue 15 item 14)', async (t) => {
  const table: [string, '等值转换' | '增值评价', string, boolean, 'able' | 'hide', string][] = [
    ['student on score transformation', '等值转换', 'ultimate', true, 'able', '学生账号无法使用等值转换'],
    ['simple account on score transformation', '等值转换', 'personal_cjgl', false, 'hide', '您没有等值转换功能的权限，请联系学校管理员开通'],
    ['pro edition on value-added', '增值评价', 'pro', false, 'able', '当前版本暂不支持增值评价，升级至旗舰版即可使用，请联系客户经理或拨打客服电话升级'],
  ]
  for (const [name, feature, code, student, module, notice] of table) {
    const access = levelAccess(user(code, student), { level_points: module }, feature)
    t.equal(access.notice, notice, name)
    t.notMatch(access.notice ?? '', /等级赋分/, `${name}: not the level-score feature`)
  }
})
