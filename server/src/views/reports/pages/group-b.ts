import type { ReportPageDef } from '../define.ts'
import { dynamicPage } from './b-dynamic.ts'
import { lessonReportPage } from './b-lesson-report.ts'
import { scoreCountyPage } from './b-score-county.ts'
import { scoreReportPage } from './b-score-report.ts'
import { scoreSchoolPage } from './b-score-school.ts'

export const GROUP_B_PAGES: readonly ReportPageDef[] = [scoreReportPage, scoreSchoolPage, scoreCountyPage, lessonReportPage, dynamicPage]
