import { paths, type RouteKey } from '../../src/config/paths.ts'

/** The school-admin exam every report page is checked on (fixtures/README.md: 江州市第一中学, org 0). */
export const REPORT_EXAM = { examid: '100152611100', org: '0' } as const

/** The 120,000-examinee provincial exam that only the city account sees (fixtures/src/dataset/province-exam.ts). */
export const PROVINCE_EXAM = { examid: '280262611120', org: '0', token: 'demo-city' } as const

export interface ReportRoute {
  key: RouteKey
  /** The route name the BFF's report-page call carries (paths.ts name without "(ours)"). */
  name: string
  path: string
}

/**
 * Every report route of spec 2 §2 (the client's client/src/config/paths.ts is the source of paths and
 * names): the dashboard, the score tables, the 常用报表 area and the 考试报告 area.
 */
const KEYS: readonly RouteKey[] = [
  'dashboard',
  'scoreReport', 'scoreSchool', 'scoreCounty',
  'common', 'combine', 'stageOnline', 'generalOverview', 'reportRanking', 'reportMatrix', 'reportByRankScale', 'reportSegment', 'reportQuestion', 'reportContrast',
  'totalReport', 'lessonReport', 'subjectReport', 'questionReport', 'schoolReport', 'classReport', 'teacherReport', 'knowledgeReport', 'studentReport', 'xgkReport', 'dynamic', 'standardEffective',
]

export const REPORT_ROUTES: readonly ReportRoute[] = KEYS.map((key) => ({ key, name: routeName(key), path: paths[key].path }))

export function routeName(key: RouteKey): string {
  return paths[key].name.replace(/\s*\(ours\)$/, '')
}

/** The page address of a report route for an exam (`extra` adds filters or export=pdf). */
export function reportUrl(path: string, exam: { examid: string; org: string }, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ examid: exam.examid, org: exam.org, ...extra })
  return `/report${path}?${query.toString()}`
}
