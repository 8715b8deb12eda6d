import type { ReportBlock } from '@report/contracts/bff/report-page'
import { EXAM_ROUTES } from '../../../domain/exam-context/exam-routes.ts'
import type { ReportContext } from '../report-context.ts'

/** What each report answers, in a line (the entries of 常用报表 and the dashboard's shortcuts). */
const ANSWERS: Readonly<Record<string, string>> = {
  'combine-page': '各单位总分与各科的平均分、名次、优秀率、及格率一表看全。',
  'stage-online': '各档次线上有多少学生、临界生有哪些。',
  'general-overview': '各单位平均分、标准差、难度、区分度等统计指标及其排名。',
  'report-ranking': '每名学生的总分与各科成绩及全体、学校、班级名次。',
  'report-matrix': '每名学生每道题的得分（小分），找出失分集中的题。',
  'report-byRankScale': '各单位学生落在前 50、100、200…名内的人数与占比。',
  'report-segment': '各单位学生在各分数段的分布。',
  'report-question': '每道题的难度、区分度、得分率与选项分布。',
  'report-contrast': '各单位之间、与全体之间的成绩对比。',
  'total-report': '本次考试的整体分析报告。',
  'teacher-report': '按任课教师统计的教学质量指标。',
  'subject-report': '单个学科的成绩分布、三率与试题表现。',
  'class-report': '单个班级的成绩、三率、分数段与重点学生。',
  'school-report': '单个学校的成绩、三率与各班对比。',
  'knowledge-report': '各知识点、能力的掌握程度。',
  'standardEffective': '按有效分统计单科上线与双上线人数。',
}

/** The common reports (常用报表) in the order spec 2 §2 lists them. */
export const COMMON_CHILDREN = ['combine-page', 'stage-online', 'general-overview', 'report-ranking', 'report-matrix', 'report-byRankScale', 'report-segment', 'report-question', 'report-contrast'] as const

/** A links block to these routes, each with its title and what it answers. */
export function reportLinks(ctx: ReportContext, id: string, title: string, routes: readonly string[]): ReportBlock {
  return {
    kind: 'links',
    id,
    title,
    links: routes.map((route) => ({ label: EXAM_ROUTES.get(route)?.title ?? route, description: ANSWERS[route] ?? '', href: ctx.href(route), target: 'same-tab' as const })),
  }
}
