import type { EditionCell, EditionKey, EditionsView } from '@report/contracts/bff/upgrade-editions'

/** spec 1 §6 editions: names and whom each is for. */
export const EDITIONS: Readonly<Record<EditionKey, { name: string; audience: string }>> = {
  trial: { name: '体验版', audience: '免费体验，查看演示数据' },
  basic: { name: '基础版', audience: '单校日常考试分析' },
  pro: { name: '专业版', audience: '单校深度分析与历史追踪' },
  flagship: { name: '旗舰版', audience: '单校全部功能' },
  unified_county: { name: '区县统考版', audience: '区县教育局统考分析' },
  unified_city: { name: '市级统考版', audience: '市教育局统考分析' },
  union: { name: '联盟版', audience: '学校联盟联合考试' },
  group: { name: '集团版', audience: '教育集团多校管理' },
  joint_exam: { name: '联考版', audience: '多校联考组织方' },
}

/** spec 1 §2: type 1 (virtual-school accounts) compares the multi-school editions, type 0 the school and bureau ones. */
export const EDITIONS_BY_TYPE: Readonly<Record<'0' | '1', readonly EditionKey[]>> = {
  '0': ['trial', 'basic', 'pro', 'flagship', 'unified_county', 'unified_city'],
  '1': ['trial', 'union', 'group', 'joint_exam'],
}

/** spec 1 §4 paid version codes → the edition of the matrix (personal editions have no column). */
const EDITION_OF_CODE: Readonly<Record<string, EditionKey>> = {
  trial: 'trial',
  basic: 'basic',
  yjj_basic: 'basic',
  pro: 'pro',
  yjj_pro: 'pro',
  ultimate: 'flagship',
  unified_city: 'unified_city',
  unified_county: 'unified_county',
  union: 'union',
  group: 'group',
  joint_exam: 'joint_exam',
  import_joint_exam: 'joint_exam',
}

export function editionOf(versionCode: string, isTrial: boolean): EditionKey | null {
  if (isTrial) return 'trial'
  return EDITION_OF_CODE[versionCode.trim()] ?? null
}

type Availability = Partial<Record<EditionKey, EditionCell>> & { default: EditionCell }

interface FeatureDef {
  name: string
  description: string
  cells: Availability
}

const ALL_PAID: Availability = { trial: 'demo', default: 'included' }
/** spec 1 §6: basic lacks grade scoring, history comparison, custom tables and offline import. */
const NOT_BASIC: Availability = { trial: 'demo', basic: 'missing', default: 'included' }
/** spec 1 §6: pro lacks grade scoring (and basic too); flagship has all. */
const FLAGSHIP_UP: Availability = { trial: 'demo', basic: 'missing', pro: 'missing', default: 'included' }
/** Downloads and exports need a purchased version (spec 3 §2, §4: trial limits refuse downloads). */
const PURCHASED: Availability = { trial: 'missing', default: 'included' }
const MULTI_UNIT: Availability = { trial: 'missing', basic: 'missing', pro: 'missing', flagship: 'missing', default: 'included' }

const GROUPS: ReadonlyArray<{ title: string; features: readonly FeatureDef[] }> = [
  {
    title: '考后分析报告',
    features: [
      { name: '考试概览与常用报表', description: '排名、三率、分数段、名次段、小分表、试题分析', cells: ALL_PAID },
      { name: '学校、班级、学生分析报告', description: '总体分析、学校分析、班级分析、学生分析', cells: ALL_PAID },
      { name: '学科、试题与知识点分析', description: '学科分析、试题分析报告、知识点掌握度', cells: ALL_PAID },
      { name: '教师教学质量报告', description: '任课教师与班级的教学质量对比', cells: ALL_PAID },
      { name: '指标参数设置', description: '优秀、良好、及格线，分数段、名次段、临界生窗口', cells: ALL_PAID },
    ],
  },
  {
    title: '下载与导出',
    features: [
      { name: '一键下载报表', description: '排名榜、小分表、三率、试题、分数段打包下载', cells: PURCHASED },
      { name: '导出报告（PDF）', description: '学校、班级、学生报告批量生成 PDF', cells: PURCHASED },
      { name: '考试设置', description: '按考试调整统计口径', cells: PURCHASED },
      { name: '成绩单导出', description: '按学生生成成绩单，按次计费的增值服务', cells: { trial: 'missing', basic: 'per-use', pro: 'per-use', default: 'included' } },
    ],
  },
  {
    title: '高级分析',
    features: [
      { name: '等级赋分', description: '浙江、上海、山东、3+1+2 等赋分规则', cells: FLAGSHIP_UP },
      { name: '历史对比', description: '班级、学生跨考试跟踪，进退步与持续短板', cells: NOT_BASIC },
      { name: '自定义表格', description: '自选指标与维度生成报表', cells: NOT_BASIC },
      { name: '外部成绩导入', description: '导入线下考试成绩参与分析', cells: NOT_BASIC },
      { name: '自定义分析', description: '合并考试、自选学生范围重新分析', cells: ALL_PAID },
    ],
  },
  {
    title: '区域与多校',
    features: [
      { name: '多校对比分析', description: '学校之间、区县之间的成绩对比', cells: MULTI_UNIT },
      { name: '市、区县、学校三级分析', description: '整体对比、单区县分析、单校分析', cells: { ...MULTI_UNIT, unified_county: 'missing', union: 'missing', group: 'missing', joint_exam: 'missing' } },
      { name: '联考组织与校际排名', description: '联考学校总体与校际排名', cells: { ...MULTI_UNIT, unified_county: 'included', unified_city: 'included' } },
    ],
  },
]

const cellOf = (availability: Availability, key: EditionKey): EditionCell => availability[key] ?? availability.default

export interface EditionFacts {
  type: '0' | '1'
  versionCode: string
  versionName: string
  isTrial: boolean
}

/** The version comparison page (spec 1 §2 /comparison-list/version, §6 editions): the matrix, the user's edition marked. */
export function editionsView(facts: EditionFacts): EditionsView {
  const keys = EDITIONS_BY_TYPE[facts.type]
  const own = editionOf(facts.versionCode, facts.isTrial)
  return {
    type: facts.type,
    title: facts.type === '1' ? '多校版本功能对比' : '版本功能对比',
    currentName: facts.versionName,
    editions: keys.map((key) => ({ key, name: EDITIONS[key].name, audience: EDITIONS[key].audience, current: key === own })),
    groups: GROUPS.map((group) => ({
      title: group.title,
      features: group.features.map((f) => ({ name: f.name, description: f.description, cells: keys.map((key) => cellOf(f.cells, key)) })),
    })),
    notes: [
      '体验版可用演示数据体验分析功能，下载与导出需开通正式版本。',
      '按次计费的增值服务按使用次数结算，可联系客户经理开通。',
      own === null || !keys.includes(own) ? `您当前的版本为${facts.versionName}，不在本表中，具体功能请咨询客户经理。` : `您当前的版本为${facts.versionName}，已在表中标出。`,
    ],
  }
}
