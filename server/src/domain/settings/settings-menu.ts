import type { SettingsPage } from '@report/contracts/upstream/settings'

// Spec 1 §2 / spec 2 §2 indicator parameter settings: the side menu's two groups (common comprehensive
// tables; analysis reports), summary hidden in an iframe, classType and groupGradingScore only where
// the platform offers them (cfg/grade/get extraPages: which school is the platform's reference data).

export interface PageMeta {
  label: string
  description: string
}

export const PAGE_META: Readonly<Record<SettingsPage, PageMeta>> = {
  ranking: { label: '排名设置', description: '报告中显示哪些排名，以及各学段教师、学生能否看到名次（初中及以下默认以等级代替名次，不公布排名）。' },
  contrast: { label: '对比设置', description: '历次考试对比时向前追溯的考试数和对比指标。' },
  summary: { label: '综合报表设置', description: '综合报表是否显示总体诊断和前列学生。' },
  segment: { label: '分数段设置', description: '各科分数段的步长和起始分，分数段左闭右开，满分并入最高段。' },
  rankScale: { label: '名次段设置', description: '名次段的分界名次（前 N 名），须逐个增大。' },
  classType: { label: '班级类型设置', description: '按班级类型（如实验班、普通班）分组统计。' },
  gradingScore: { label: '等级赋分设置', description: '等级赋分的默认规则、赋分科目和是否包含 0 分考生。' },
  groupGradingScore: { label: '选科组合赋分设置', description: '选科组合内等级赋分的默认规则和科目。' },
  lineScore: { label: '分数线设置', description: '各科优秀、良好、及格、低分线，按满分的百分比或按分数设置，须满足 优秀 > 良好 > 及格 > 低分。' },
  levelGrade: { label: '等级设置', description: '成绩等级的个数（5、8、11 或 21 级）。' },
  importantStudent: { label: '重点学生设置', description: '临界生的上下浮动分数，以及尖子生、后进生人数和短板学科的名次差距。' },
}

export const MENU_GROUPS: readonly { title: string; pages: readonly SettingsPage[] }[] = [
  { title: '常用综合报表', pages: ['ranking', 'contrast', 'summary', 'segment', 'rankScale', 'classType'] },
  { title: '分析报告', pages: ['gradingScore', 'groupGradingScore', 'lineScore', 'levelGrade', 'importantStudent'] },
]

const ONLY_SOME_SCHOOLS: ReadonlySet<SettingsPage> = new Set(['classType', 'groupGradingScore'])

/** offeredPages(embedded, extra) = the pages in menu order: summary left out in an iframe, the school-only pages unless the platform offers them. */
export function offeredPages(embedded: boolean, extraPages: readonly SettingsPage[]): SettingsPage[] {
  return MENU_GROUPS.flatMap((g) => g.pages).filter((p) => !(embedded && p === 'summary') && (!ONLY_SOME_SCHOOLS.has(p) || extraPages.includes(p)))
}

export function settingsHref(page: SettingsPage, grade: string): string {
  return `/report/config/${page}?${new URLSearchParams({ grade }).toString()}`
}

/** settingsMenu(active, grade, offered) = the two groups with the offered pages; a group left empty is left out. */
export function settingsMenu(active: SettingsPage, grade: string, offered: readonly SettingsPage[]) {
  return MENU_GROUPS.map((g) => ({
    title: g.title,
    items: g.pages.filter((p) => offered.includes(p)).map((page) => ({ page, label: PAGE_META[page].label, href: settingsHref(page, grade), active: page === active })),
  })).filter((g) => g.items.length > 0)
}
