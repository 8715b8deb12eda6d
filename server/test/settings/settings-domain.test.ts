// Who may see and change the settings (spec 1 §6, §2; spec 2 §6) and the menu (spec 1 §2 / spec 2 §2).
import t from 'tap'
import { settingsAccess, SETTINGS_NOTICES } from '../../src/domain/settings/settings-access.ts'
import { offeredPages, settingsMenu } from '../../src/domain/settings/settings-menu.ts'
import { chooseGrade, versionLabel } from '../../src/domain/settings/settings-view.ts'

const user = (topRole: number, more: { isStudent?: boolean; isSimple?: boolean } = {}) => ({ isSimple: more.isSimple ?? false, auth: { topRole, roleNum: 0, isSchoolManager: false, isStudent: more.isStudent ?? false } }) as Parameters<typeof settingsAccess>[0]

t.test('settingsAccess', async (t) => {
  const rows: [string, Parameters<typeof settingsAccess>[0], 'able' | 'hide', { allowed: boolean; canEdit: boolean; notice: string | null }][] = [
    ['school admin edits', user(7), 'able', { allowed: true, canEdit: true, notice: null }],
    // Issue 30: the settings are the school's, changed by its manager and up (school-writer.ts); a grade admin reads.
    ['grade admin reads', user(8), 'able', { allowed: true, canEdit: false, notice: SETTINGS_NOTICES.readOnly }],
    ['city bureau edits', user(1), 'able', { allowed: true, canEdit: true, notice: null }],
    ['teacher reads', user(11), 'able', { allowed: true, canEdit: false, notice: SETTINGS_NOTICES.readOnly }],
    ['student refused', user(11, { isStudent: true }), 'able', { allowed: false, canEdit: false, notice: SETTINGS_NOTICES.student }],
    ['simple account refused', user(11, { isSimple: true }), 'able', { allowed: false, canEdit: false, notice: SETTINGS_NOTICES.simple }],
    ['common_configs hide', user(7), 'hide', { allowed: false, canEdit: false, notice: SETTINGS_NOTICES.module }],
  ]
  for (const [name, u, module, want] of rows) t.same(settingsAccess(u, { common_configs: module }), want, name)
})

t.test('offeredPages and the menu', async (t) => {
  t.same(offeredPages(false, []), ['ranking', 'contrast', 'summary', 'segment', 'rankScale', 'gradingScore', 'lineScore', 'levelGrade', 'importantStudent'])
  t.notOk(offeredPages(true, ['classType']).includes('summary'), 'summary hidden in an iframe')
  t.ok(offeredPages(true, ['classType']).includes('classType'))
  const menu = settingsMenu('segment', '高二', offeredPages(false, []))
  t.same(menu.map((g) => g.items.length), [5, 4])
  t.same(menu[0]!.items.find((i) => i.active), { page: 'segment', label: '分数段设置', href: '/report/config/segment?grade=%E9%AB%98%E4%BA%8C', active: true })
})

t.test('grade and version labels', async (t) => {
  t.equal(chooseGrade(['高一', '高二'], undefined), '高一', 'first grade by default')
  t.equal(chooseGrade(['高一', '高二'], '高二'), '高二')
  t.equal(chooseGrade(['高一', '高二'], '初一'), '高一', 'a grade not offered falls back to the first')
  t.equal(chooseGrade([], undefined), null)
  t.equal(versionLabel(0), '系统默认')
  t.equal(versionLabel(3), '第 3 版')
})
