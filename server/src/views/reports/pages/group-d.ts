import type { ReportPageDef } from '../define.ts'
import { knowledgeReportPage } from './d-knowledge-report.ts'
import { questionReportPage } from './d-question-report.ts'
import { reportQuestionPage } from './d-report-question.ts'
import { subjectReportPage } from './d-subject-report.ts'

/** Group D: the subject and question pages (试题分析, 试题分析报告, 知识点分析, 学科分析). */
export const GROUP_D_PAGES: readonly ReportPageDef[] = [reportQuestionPage, questionReportPage, knowledgeReportPage, subjectReportPage]
