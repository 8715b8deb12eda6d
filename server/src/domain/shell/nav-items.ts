import type { NavItem } from '@report/contracts/bff/shell'
import type { HomeMenu } from '@report/contracts/upstream/shell'
import type { ModulePermissions } from '@report/contracts/upstream/user'

type ModuleKey = keyof ModulePermissions

interface Entry {
  /** Entry number of spec 1 §2 top navigation. */
  id: number
  key: string
  label: string
  icon: string
  href: string
  newTab: boolean
  /** The module permission that hides the entry when it is `hide`. */
  module: ModuleKey | null
  activeWhen: NavItem['activeWhen']
}

/** Where the data dashboard opens: a BFF redirect, so no token ever sits in a URL (views/shell.ts). */
export const DATA_DASHBOARD_HREF = '/report/bff/data-dashboard'

const active = (paths: string[], pathPrefixes: string[], pathIncludes: string[] = []): NavItem['activeWhen'] => ({ paths, pathPrefixes, pathIncludes })

/**
 * spec 1 §2 "Top navigation entries", in the spec's order (1–7, 9, 8). The `activeWhen` sets are
 * disjoint: /config-view (export menu, under post-exam analysis) does not contain `/config/`.
 */
export const NAV_ENTRIES: readonly Entry[] = [
  { id: 1, key: 'home', label: '考后分析', icon: 'analysis', href: '/report/', newTab: false, module: null, activeWhen: active(['/report', '/report/'], ['/report/exam/', '/report/config-view/']) },
  { id: 2, key: 'score-transformation', label: '分数转换', icon: 'transform', href: '/report/score/transformation', newTab: false, module: null, activeWhen: active([], ['/report/score/']) },
  { id: 3, key: 'level-score', label: '等级赋分', icon: 'level', href: '/report/level/score', newTab: false, module: 'level_points', activeWhen: active([], ['/report/level/']) },
  // spec: contrastHistory; contrastCreat also highlights it (so do the comparison's content pages and
  // its compare dimensions, which are the same comparison read another way).
  { id: 4, key: 'contrastHistory', label: '历史对比', icon: 'history', href: '/report/contrast/history', newTab: false, module: 'history_compare', activeWhen: active(['/report/contrast', '/report/compare'], ['/report/contrast/', '/report/compare/']) },
  { id: 5, key: 'new-custom', label: '自定义分析', icon: 'custom', href: '/report/new/custom', newTab: false, module: null, activeWhen: active([], ['/report/new/custom']) },
  { id: 6, key: 'table-list', label: '自定义表格', icon: 'table', href: '/report/custom-table/list', newTab: true, module: 'custom_table', activeWhen: active([], ['/report/custom-table/', '/report/table-create/']) },
  // spec: any path containing /config highlights it.
  { id: 7, key: 'custom-config', label: '指标参数设置', icon: 'settings', href: '/report/config', newTab: false, module: 'common_configs', activeWhen: active(['/report/config'], [], ['/config/']) },
  // spec 1 §2 item 9: no module gate; shown when the platform's menu lists it, which it does for accounts that
  // import other schools' data (on the reference platform the union exam's organiser, demo-union).
  { id: 9, key: 'ImportDetails', label: '外部导入详情', icon: 'import', href: '/report/importDetails', newTab: false, module: null, activeWhen: active([], ['/report/importDetails']) },
  { id: 8, key: 'data-dashboard', label: '数据看板', icon: 'dashboard', href: DATA_DASHBOARD_HREF, newTab: true, module: null, activeWhen: active([], []) },
]

export const DATA_DASHBOARD_ID = 8
const HOME_ID = 1

export interface NavFacts {
  isStudent: boolean
  isSimple: boolean
  isVirtualSchool: boolean
  /** null when the module permissions could not be fetched: module-gated entries stay hidden. */
  modules: ModulePermissions | null
  /** The server-supplied menu; null when it could not be fetched (only home shows). */
  menu: HomeMenu['menus'] | null
}

/**
 * spec 1 §2 top navigation: "An item is hidden when the module permission is hide, for students, and
 * for simple accounts; a selected item must also appear in the server-supplied menu"; 8 data dashboard
 * "only for virtual-school accounts". Home (1) is the way back and always shows.
 */
export function isNavEntryVisible(entry: Pick<Entry, 'id' | 'module'>, facts: NavFacts): boolean {
  if (entry.id === HOME_ID) return true
  if (facts.isStudent || facts.isSimple) return false
  const fromServer = facts.menu?.find((m) => m.id === entry.id)
  if (!fromServer) return false
  if (entry.module && facts.modules?.[entry.module] !== 'able') return false
  if (entry.id === DATA_DASHBOARD_ID) return facts.isVirtualSchool && isExternalUrl(fromServer.url)
  return true
}

/** An external page the data dashboard may open: http(s) only. */
export function isExternalUrl(url: string | undefined): url is string {
  if (!url) return false
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  } catch {
    return false
  }
}

/** The visible top-navigation items, in the spec's order. */
export function navItems(facts: NavFacts): NavItem[] {
  return NAV_ENTRIES.filter((entry) => isNavEntryVisible(entry, facts)).map(({ key, label, icon, href, newTab, activeWhen }) => ({ key, label, icon, href, newTab, activeWhen }))
}

/** The data dashboard's external address when the account may open it (the BFF redirect's target). */
export function dataDashboardUrl(facts: NavFacts): string | null {
  const entry = NAV_ENTRIES.find((e) => e.id === DATA_DASHBOARD_ID)!
  if (!isNavEntryVisible(entry, facts)) return null
  return facts.menu?.find((m) => m.id === DATA_DASHBOARD_ID)?.url ?? null
}

/**
 * Which item `pathname` highlights (what the client does with `activeWhen`), for tests and for the
 * guarantee that at most one item matches.
 */
export function activeNavKey(items: readonly NavItem[], pathname: string): string | null {
  const hit = items.find(({ activeWhen: a }) => a.paths.includes(pathname) || a.pathPrefixes.some((p) => pathname.startsWith(p)) || a.pathIncludes.some((p) => pathname.includes(p)))
  return hit?.key ?? null
}
