/**
 * Where report pages are linked from (spec 2 §2 report routes; issue 15 item 5: every report page is
 * reachable from the navigation, none only by typing its address). The dashboard — where the exam
 * list leads — links the score tables, the 常用报表 hub and the most used reports; the hub lists its
 * spec children and then the pages that have no other entry. Pages reached through another page's
 * links (学校成绩, 区县成绩 and 成绩明细 from 成绩报表; 学校/班级/学科 analyses from the total report)
 * need not be repeated here; server/test/reports/navigation-reach.test.ts walks them all.
 */

/** What each report answers, in a line (the entries of 常用报表 and the dashboard's shortcuts). */
export const REPORT_PURPOSES: Readonly<Record<string, string>> = {
  'score-report': '各单位、各科的平均分、最高最低分与优秀、良好、及格、低分人数和比率。',
  common: '综合报表、分段上线、排名、小分矩阵等常用统计表的入口。',
  'lesson-report': '每名学生的总分与各科分数、排名，以及缺考名单。',
  dynamic: '各单位需要关注的学生：重点学生、偏科学生与连续偏科学生。',
  'student-report': '一名学生的各科成绩、所处分数段、失分题与薄弱知识点。',
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
  standardEffective: '按有效分统计单科上线与双上线人数。',
}

/** The dashboard's shortcuts: the score tables and the hub first, then the reports most opened. */
export const DASHBOARD_SHORTCUTS = [
  'score-report', 'common', 'report-ranking', 'general-overview', 'combine-page', 'report-segment', 'stage-online', 'report-question', 'total-report', 'teacher-report',
] as const

/** The common reports (常用报表) in the order spec 2 §2 lists them. */
export const COMMON_CHILDREN = ['combine-page', 'stage-online', 'general-overview', 'report-ranking', 'report-matrix', 'report-byRankScale', 'report-segment', 'report-question', 'report-contrast'] as const

/** The hub's second group: report pages of spec 2 §2 that no other page links. */
export const COMMON_MORE = ['score-report', 'lesson-report', 'student-report', 'dynamic', 'standardEffective'] as const
