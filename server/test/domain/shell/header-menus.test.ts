// Table tests for spec 1 §1 "a Home and Settings menu (menu item 1 Home, 2 Settings)" with §6 "Students
// have no access to … settings" and §2 (simple accounts and a hidden common_configs module lose settings).
import t from 'tap'
import type { ModulePermissions } from '@report/contracts/upstream/user'
import { headerMenus, type HeaderMenuFacts } from '../../../src/domain/shell/header-menus.ts'

const ABLE: ModulePermissions = { custom_table: 'able', level_points: 'able', history_compare: 'able', common_configs: 'able' }
const HOME = { key: 1, label: '首页', href: '/report/' }
const SETTINGS = { key: 2, label: '设置', href: '/report/config' }

t.test('headerMenus table', async (t) => {
  const rows: Array<[ref: string, facts: HeaderMenuFacts, want: unknown[]]> = [
    ['§1 1 Home, 2 Settings', { isStudent: false, isSimple: false, modules: ABLE }, [HOME, SETTINGS]],
    ['§6 students: no settings', { isStudent: true, isSimple: false, modules: ABLE }, [HOME]],
    ['simple accounts: no settings', { isStudent: false, isSimple: true, modules: ABLE }, [HOME]],
    ['common_configs hide: no settings', { isStudent: false, isSimple: false, modules: { ...ABLE, common_configs: 'hide' } }, [HOME]],
    ['modules unknown: no settings', { isStudent: false, isSimple: false, modules: null }, [HOME]],
  ]
  for (const [ref, facts, want] of rows) t.same(headerMenus(facts), want, ref)
})
