// Table tests for spec 1 §2 "Top navigation entries": "1 post-exam analysis (home); 2 score
// transformation / custom analysis; 3 grade-level scoring (level-score); 4 history comparison
// (contrastHistory; contrastCreat also highlights it); 5 custom analysis (new-custom); 6 custom tables
// (table-list); 7 indicator parameter settings (custom-config; any path containing /config highlights
// it); 9 external import details (ImportDetails); 8 data dashboard (opens an external page in a new
// tab …; only for virtual-school accounts). An item is hidden when the module permission is hide, for
// students, and for simple accounts; a selected item must also appear in the server-supplied menu."
import t from 'tap'
import type { ModulePermissions } from '@report/contracts/upstream/user'
import type { HomeMenu } from '@report/contracts/upstream/shell'
import { activeNavKey, DATA_DASHBOARD_HREF, dataDashboardUrl, isExternalUrl, NAV_ENTRIES, navItems, type NavFacts } from '../../../src/domain/shell/nav-items.ts'

const ABLE: ModulePermissions = { custom_table: 'able', level_points: 'able', history_compare: 'able', common_configs: 'able' }
const menuOf = (...ids: number[]): HomeMenu['menus'] => ids.map((id) => ({ id, name: `m${id}`, ...(id === 8 ? { url: 'https://dash.example.edu.cn/x' } : {}) }))
const ALL_MENU = menuOf(1, 2, 3, 4, 5, 6, 7, 8, 9)
const staff: NavFacts = { isStudent: false, isSimple: false, isVirtualSchool: false, modules: ABLE, menu: ALL_MENU }
const keys = (facts: Partial<NavFacts>) => navItems({ ...staff, ...facts }).map((i) => i.key)

t.test('visibility table', async (t) => {
  const rows: Array<[ref: string, facts: Partial<NavFacts>, want: string[]]> = [
    ['§2 every entry but 8 for a staff account with every module able', {}, ['home', 'score-transformation', 'level-score', 'contrastHistory', 'new-custom', 'table-list', 'custom-config', 'ImportDetails']],
    ['§2 8 data dashboard only for virtual-school accounts', { isVirtualSchool: true }, ['home', 'score-transformation', 'level-score', 'contrastHistory', 'new-custom', 'table-list', 'custom-config', 'ImportDetails', 'data-dashboard']],
    ['§2 hidden for students (§6: no custom analysis, grade scoring, comparison or settings)', { isStudent: true }, ['home']],
    ['§2 hidden for students, even a virtual-school student', { isStudent: true, isVirtualSchool: true }, ['home']],
    ['§2 hidden for simple accounts', { isSimple: true }, ['home']],
    ['§2 module level_points hide → 3 hidden', { modules: { ...ABLE, level_points: 'hide' } }, ['home', 'score-transformation', 'contrastHistory', 'new-custom', 'table-list', 'custom-config', 'ImportDetails']],
    ['§2 module history_compare hide → 4 hidden', { modules: { ...ABLE, history_compare: 'hide' } }, ['home', 'score-transformation', 'level-score', 'new-custom', 'table-list', 'custom-config', 'ImportDetails']],
    ['§2 module custom_table hide → 6 hidden', { modules: { ...ABLE, custom_table: 'hide' } }, ['home', 'score-transformation', 'level-score', 'contrastHistory', 'new-custom', 'custom-config', 'ImportDetails']],
    ['§2 module common_configs hide → 7 hidden', { modules: { ...ABLE, common_configs: 'hide' } }, ['home', 'score-transformation', 'level-score', 'contrastHistory', 'new-custom', 'table-list', 'ImportDetails']],
    ['basic edition modules (§6: no grade scoring, history comparison, custom tables)', { modules: { custom_table: 'hide', level_points: 'hide', history_compare: 'hide', common_configs: 'able' } }, ['home', 'score-transformation', 'new-custom', 'custom-config', 'ImportDetails']],
    ['unknown module permissions (call failed) → module-gated items hidden', { modules: null }, ['home', 'score-transformation', 'new-custom', 'ImportDetails']],
    ['§2 "must also appear in the server-supplied menu": menu 1–3 only', { menu: menuOf(1, 2, 3) }, ['home', 'score-transformation', 'level-score']],
    ['server menu without 9 → no ImportDetails', { menu: menuOf(1, 2, 3, 4, 5, 6, 7) }, ['home', 'score-transformation', 'level-score', 'contrastHistory', 'new-custom', 'table-list', 'custom-config']],
    ['virtual school, but the menu lacks 8 → no data dashboard', { isVirtualSchool: true, menu: menuOf(1, 2) }, ['home', 'score-transformation']],
    ['virtual school, menu 8 without a url → no data dashboard', { isVirtualSchool: true, menu: [{ id: 1, name: 'a' }, { id: 8, name: '数据看板' }] }, ['home']],
    ['virtual school, menu 8 with a javascript: url → no data dashboard', { isVirtualSchool: true, menu: [{ id: 8, name: '数据看板', url: 'javascript:alert(1)' }] }, ['home']],
    ['menu unknown (call failed) → home only', { menu: null }, ['home']],
    ['empty menu → home still shows (the way back)', { menu: [] }, ['home']],
  ]
  for (const [ref, facts, want] of rows) t.same(keys(facts), want, ref)
})

t.test('entries keep the spec order 1–7, 9, 8 and their routes', async (t) => {
  t.same(NAV_ENTRIES.map((e) => e.id), [1, 2, 3, 4, 5, 6, 7, 9, 8])
  const all = navItems({ ...staff, isVirtualSchool: true })
  t.same(Object.fromEntries(all.map((i) => [i.key, i.href])), {
    home: '/report/',
    'score-transformation': '/report/score/transformation',
    'level-score': '/report/level/score',
    contrastHistory: '/report/contrast/history',
    'new-custom': '/report/new/custom',
    'table-list': '/report/custom-table/list',
    'custom-config': '/report/config',
    ImportDetails: '/report/importDetails',
    'data-dashboard': DATA_DASHBOARD_HREF,
  })
})

t.test('§2 data dashboard: a new tab on a BFF redirect, no token anywhere in the view model', async (t) => {
  const item = navItems({ ...staff, isVirtualSchool: true }).find((i) => i.key === 'data-dashboard')!
  t.equal(item.newTab, true)
  t.equal(item.href, '/report/bff/data-dashboard')
  t.notMatch(JSON.stringify(navItems({ ...staff, isVirtualSchool: true })), /token/i)
  t.equal(dataDashboardUrl({ ...staff, isVirtualSchool: true }), 'https://dash.example.edu.cn/x')
  t.equal(dataDashboardUrl(staff), null, 'not a virtual school')
  t.equal(dataDashboardUrl({ ...staff, isVirtualSchool: true, isStudent: true }), null, 'a student')
  t.equal(dataDashboardUrl({ ...staff, isVirtualSchool: true, menu: null }), null, 'menu unknown')
})

t.test('issue 21: the custom-tables entry (table-list) opens in a new tab like the data dashboard; the others stay', async (t) => {
  const items = navItems({ ...staff, isVirtualSchool: true })
  t.same(items.filter((i) => i.newTab).map((i) => i.key), ['table-list', 'data-dashboard'])
})

t.test('isExternalUrl table', async (t) => {
  const rows: Array<[string | undefined, boolean]> = [
    ['https://a.example/x', true], ['http://a.example', true], ['javascript:alert(1)', false], ['data:text/html,x', false], ['/report/x', false], ['', false], [undefined, false], ['not a url', false],
  ]
  for (const [url, want] of rows) t.equal(isExternalUrl(url), want, String(url))
})

t.test('active item table (what the client does with activeWhen)', async (t) => {
  const items = navItems({ ...staff, isVirtualSchool: true })
  const rows: Array<[ref: string, path: string, want: string | null]> = [
    ['home page', '/report/', 'home'],
    ['home without slash', '/report', 'home'],
    ['an exam report page is post-exam analysis', '/report/exam/dashboard', 'home'],
    ['export menu pages (config-view) are post-exam analysis, not settings', '/report/config-view/export-excel', 'home'],
    ['score transformation', '/report/score/transformation', 'score-transformation'],
    ['grade-level scoring list', '/report/level/score', 'level-score'],
    ['value-added evaluation sits under level', '/report/level/fogang', 'level-score'],
    ['§2 4: history comparison', '/report/contrast/history', 'contrastHistory'],
    ['§2 4: "contrastCreat also highlights it"', '/report/contrast/creat', 'contrastHistory'],
    ['§2 4: a comparison read by dimension (compare/*) is still history comparison', '/report/compare/class/S1/C1', 'contrastHistory'],
    ['§2 4: compare itself', '/report/compare', 'contrastHistory'],
    ['comparison content pages', '/report/contrast/content/10001', 'contrastHistory'],
    ['custom analysis', '/report/new/custom', 'new-custom'],
    ['exam merge of custom analysis', '/report/new/custom/examMerge', 'new-custom'],
    ['custom tables list', '/report/custom-table/list', 'table-list'],
    ['table-create', '/report/table-create/creat', 'table-list'],
    ['§2 7: /config', '/report/config', 'custom-config'],
    ['§2 7: "any path containing /config highlights it"', '/report/config/ranking', 'custom-config'],
    ['§2 7: deeper config path', '/report/config/levelGrade', 'custom-config'],
    ['import details', '/report/importDetails', 'ImportDetails'],
    ['help page: none', '/report/help', null],
  ]
  for (const [ref, path, want] of rows) t.equal(activeNavKey(items, path), want, `${ref}: ${path}`)
})

t.test('property: no path highlights two items (the activeWhen sets are disjoint)', async (t) => {
  const items = navItems({ ...staff, isVirtualSchool: true })
  const paths = ['/report', '/report/', '/report/exam/dashboard', '/report/exam/common/ranking', '/report/config-view/answer-card', '/report/config', '/report/config/ranking', '/report/contrast', '/report/contrast/creat', '/report/level/score', '/report/score/transformation', '/report/new/custom', '/report/custom-table/list', '/report/table-create/list', '/report/importDetails', '/report/help']
  for (const path of paths) {
    const hits = items.filter(({ activeWhen: a }) => a.paths.includes(path) || a.pathPrefixes.some((p) => path.startsWith(p)) || a.pathIncludes.some((p) => path.includes(p)))
    t.ok(hits.length <= 1, `${path}: ${hits.map((h) => h.key).join(', ')}`)
  }
})
