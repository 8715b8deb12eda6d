/** A report route the exam frame knows: its path (spec 1 §2 route table) and the title its crumb shows. */
export interface ExamRoute {
  name: string
  path: string
  title: string
}

const table: Array<[name: string, path: string, title: string]> = [
  ['dashboard', '/exam/dashboard', '考试概览'],
  ['score-report', '/exam/oldReport/table', '成绩报表'],
  ['score-school', '/exam/oldReport/table/school', '学校成绩'],
  ['score-county', '/exam/oldReport/table/county', '区县成绩'],
  ['common', '/exam/common', '常用报表'],
  ['combine-page', '/exam/common/combine', '综合报表'],
  ['stage-online', '/exam/common/stageOnline', '分段上线'],
  ['general-overview', '/exam/common/overview', '总体概况'],
  ['report-ranking', '/exam/common/ranking', '排名统计'],
  ['report-matrix', '/exam/common/matrix', '小分矩阵'],
  ['report-byRankScale', '/exam/common/byRankScale', '名次段分析'],
  ['report-segment', '/exam/common/segment', '分数段分析'],
  ['report-question', '/exam/common/question', '试题分析'],
  ['report-contrast', '/exam/common/contrast', '对比分析'],
  ['dynamic', '/exam/dynamic', '动态报表'],
  ['total-report', '/exam/total', '总体分析报告'],
  ['lesson-report', '/exam/lesson', '成绩明细'],
  ['subject-report', '/exam/subject', '学科分析'],
  ['question-report', '/exam/question', '试题分析'],
  ['school-report', '/exam/school', '学校分析'],
  ['class-report', '/exam/class', '班级分析'],
  ['teacher-report', '/exam/teacher', '教师教学质量'],
  ['knowledge-report', '/exam/knowledge', '知识点分析'],
  ['student-report', '/exam/student', '学生分析'],
  ['xgk-report', '/exam/xgk', '新高考分析'],
  ['standardEffective', '/exam/standardEffective', '有效分分析'],
  ['export-excel', '/config-view/export-excel', '下载报告'],
  ['answer-card', '/config-view/answer-card', '导出答题卡'],
  ['exam-config', '/config-view/exam-config', '考试设置'],
  ['report-export', '/config-view/report-export', '导出报告'],
  ['transcript-export', '/config-view/transcript-export', '导出成绩单'],
  ['contrast', '/contrast', '历史对比'],
  ['contrastHistory', '/contrast/history', '历史对比'],
  ['contrastCreat', '/contrast/creat', '新建对比'],
  ['contrastContent', '/contrast/content', '对比详情'],
  ['contrastContentSchool', '/contrast/content', '对比详情'],
  ['contrastContentClass', '/contrast/content', '对比详情'],
]

export const EXAM_ROUTES: ReadonlyMap<string, ExamRoute> = new Map(table.map(([name, path, title]) => [name, { name, path, title }]))
export const DASHBOARD_ROUTE: ExamRoute = EXAM_ROUTES.get('dashboard')!

/** The route a request names; unknown or absent names are the dashboard (every exam link starts there). */
export function examRouteOf(name: string | undefined): ExamRoute {
  return (name && EXAM_ROUTES.get(name)) || DASHBOARD_ROUTE
}

export interface BaseQuery {
  examid: string
  org: number
  grade: string
}

/** A root-absolute report link: `/report{path}?examid&org&grade` plus the extra keys that have a value, in order. */
export function examHref(path: string, base: BaseQuery, extra: Array<[string, string | undefined]> = []): string {
  const q = new URLSearchParams({ examid: base.examid, org: String(base.org), grade: base.grade })
  for (const [key, value] of extra) if (value) q.set(key, value)
  return `/report${path}?${q.toString()}`
}
