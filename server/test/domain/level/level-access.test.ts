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
