import type { ReportPageDef } from '../define.ts'
import { dashboardPage } from './dashboard/dashboard.ts'
import { combinePage } from './common-reports/combine-page.ts'
import { commonPage } from './common-reports/common-page.ts'
import { contrastPage } from './common-reports/contrast.ts'
import { effectivePage } from './common-reports/effective.ts'
import { generalOverviewPage } from './common-reports/general-overview.ts'
import { matrixPage } from './common-reports/matrix.ts'
import { rankScalePage } from './common-reports/rank-scale.ts'
import { rankingPage } from './common-reports/ranking.ts'
import { segmentPage } from './common-reports/segment.ts'
import { stageOnlinePage } from './common-reports/stage-online.ts'
import { dynamicPage } from './score-report/dynamic.ts'
import { lessonReportPage } from './score-report/lesson-report.ts'
import { scoreCountyPage } from './score-report/score-county.ts'
import { scoreReportPage } from './score-report/score-report.ts'
import { scoreSchoolPage } from './score-report/score-school.ts'
import { knowledgeReportPage } from './subject-reports/knowledge-report.ts'
import { questionReportPage } from './subject-reports/question-report.ts'
import { reportQuestionPage } from './subject-reports/report-question.ts'
import { subjectReportPage } from './subject-reports/subject-report.ts'
import { classReportPage } from './analysis-reports/class-report.ts'
import { schoolReportPage } from './analysis-reports/school-report.ts'
import { totalReportPage } from './analysis-reports/total-report.ts'
import { xgkReportPage } from './analysis-reports/xgk-report.ts'
import { studentReportPage } from './student-report/student-report.ts'
import { teacherReportPage } from './teacher-report/teacher-report.ts'

/**
 * Every report page of spec 2 §2 the BFF builds, by route name, in the folders of the spec's report areas:
 * dashboard/ (考试概览); common-reports/ (常用报表 and its children, and standardEffective);
 * score-report/ (成绩报表 with 学校成绩, 区县成绩, 成绩明细, 学生动态); subject-reports/ (one paper:
 * 试题分析, 试题分析报告, 知识点分析, 学科分析); analysis-reports/ (总体分析报告, 学校分析, 班级分析, 新高考分析);
 * student-report/ (学生分析); teacher-report/ (教师教学质量).
 */
export const REPORT_PAGES: readonly ReportPageDef[] = [
  rankingPage,
  dashboardPage, commonPage, generalOverviewPage, stageOnlinePage, combinePage,
  scoreReportPage, scoreSchoolPage, scoreCountyPage, lessonReportPage, dynamicPage,
  matrixPage, rankScalePage, segmentPage, contrastPage, effectivePage,
  reportQuestionPage, questionReportPage, knowledgeReportPage, subjectReportPage,
  totalReportPage, schoolReportPage, classReportPage, xgkReportPage,
  teacherReportPage, studentReportPage,
]
