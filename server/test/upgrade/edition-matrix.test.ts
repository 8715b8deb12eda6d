// Version comparison (spec 1 §2 /comparison-list/version, §6 editions): the matrix and the user's edition.

import t from 'tap'
import { editionOf, editionsView } from '../../src/domain/upgrade/edition-matrix.ts'
import { shellRig } from '../integration/shell-rig.ts'

const view = (type: '0' | '1', versionCode: string, isTrial = false) => editionsView({ type, versionCode, versionName: 'x', isTrial })
const cell = (v: ReturnType<typeof view>, feature: string, edition: string) => {
  const f = v.groups.flatMap((g) => g.features).find((x) => x.name === feature)!
  return f.cells[v.editions.findIndex((e) => e.key === edition)]
}

t.test('spec 1 §6: basic lacks grade scoring, history comparison, custom tables and offline import; pro lacks grade scoring; flagship has all', async (t) => {
  const v = view('0', 'ultimate')
  for (const feature of ['等级赋分', '历史对比', '自定义表格', '外部成绩导入']) t.equal(cell(v, feature, 'basic'), 'missing', `basic: ${feature}`)
  t.equal(cell(v, '等级赋分', 'pro'), 'missing')
  for (const feature of ['历史对比', '自定义表格', '外部成绩导入']) t.equal(cell(v, feature, 'pro'), 'included', `pro: ${feature}`)
  const flagship = v.editions.findIndex((e) => e.key === 'flagship')
  const singleSchool = v.groups.filter((g) => g.title !== '区域与多校').flatMap((g) => g.features)
  t.ok(singleSchool.every((f) => f.cells[flagship] === 'included'), 'flagship has every single-school function')
  t.equal(cell(v, '成绩单导出', 'basic'), 'per-use', 'paid extras are charged per use')
  t.equal(cell(v, '一键下载报表', 'trial'), 'missing', 'trial downloads nothing')
  t.equal(cell(v, '考试概览与常用报表', 'trial'), 'demo')
})

t.test('spec 1 §2 type: 0 compares trial, basic, pro, flagship and the unified editions; 1 (virtual schools) the multi-school ones', async (t) => {
  t.same(view('0', 'pro').editions.map((e) => e.key), ['trial', 'basic', 'pro', 'flagship', 'unified_county', 'unified_city'])
  t.same(view('1', 'group').editions.map((e) => e.key), ['trial', 'union', 'group', 'joint_exam'])
  t.ok(view('0', 'pro').groups.every((g) => g.features.every((f) => f.cells.length === 6)))
})

t.test('the user\'s own edition is marked (version codes of spec 1 §4; trial wins)', async (t) => {
  const cases: Array<[string, boolean, string | null]> = [
    ['ultimate', false, 'flagship'], ['pro', false, 'pro'], ['yjj_pro', false, 'pro'], ['basic', false, 'basic'], ['unified_city', false, 'unified_city'],
    ['import_joint_exam', false, 'joint_exam'], ['ultimate', true, 'trial'], ['personal_cjgl', false, null], ['', false, null],
  ]
  for (const [code, trial, expected] of cases) t.equal(editionOf(code, trial), expected, `${code}${trial ? ' (trial)' : ''}`)
  t.same(view('0', 'pro').editions.filter((e) => e.current).map((e) => e.key), ['pro'])
  t.same(view('0', 'personal_cjgl').editions.filter((e) => e.current), [])
  t.match(view('0', 'personal_cjgl').notes.at(-1), /不在本表中/)
})

t.test('the view: the type follows the account when not given; the marked edition is the user\'s', async (t) => {
  const rig = await shellRig(t)
  const get = async (token: string, query = '') => (await rig.app.inject({ url: `/report/bff/upgrade/editions${query}`, headers: { cookie: await rig.signIn(token) } })).json().data
  const admin = await get('demo-school-admin')
  t.equal(admin.type, '0')
  t.same(admin.editions.filter((e: { current: boolean }) => e.current).map((e: { key: string }) => e.key), ['flagship'])
  const vschool = await get('demo-vschool')
  t.equal(vschool.type, '1')
  t.same(vschool.editions.filter((e: { current: boolean }) => e.current).map((e: { key: string }) => e.key), ['group'])
  t.equal((await get('demo-trial', '?type=0')).editions.find((e: { current: boolean }) => e.current).key, 'trial')
  t.equal((await get('demo-city', '?type=0')).editions.find((e: { current: boolean }) => e.current).key, 'unified_city')
})
