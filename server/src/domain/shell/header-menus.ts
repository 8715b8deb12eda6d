import type { ShellView } from '@report/contracts/bff/shell'
import type { ModulePermissions } from '@report/contracts/upstream/user'

export interface HeaderMenuFacts {
  isStudent: boolean
  isSimple: boolean
  modules: ModulePermissions | null
}

/**
 * spec 1 §1 "a Home and Settings menu (menu item 1 Home, 2 Settings)". Settings is the indicator
 * parameter settings: not for students (§6), simple accounts (§2) or when common_configs is not able.
 */
export function headerMenus(facts: HeaderMenuFacts): ShellView['header']['menus'] {
  const menus: ShellView['header']['menus'] = [{ key: 1, label: '首页', href: '/report/' }]
  if (!facts.isStudent && !facts.isSimple && facts.modules?.common_configs === 'able') menus.push({ key: 2, label: '设置', href: '/report/config' })
  return menus
}
