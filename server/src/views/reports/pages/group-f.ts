import type { ReportPageDef } from '../define.ts'
import { studentReportPage } from './f-student-report.ts'
import { teacherReportPage } from './f-teacher-report.ts'

export const GROUP_F_PAGES: readonly ReportPageDef[] = [teacherReportPage, studentReportPage]
