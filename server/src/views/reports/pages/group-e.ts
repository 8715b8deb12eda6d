import type { ReportPageDef } from '../define.ts'
import { classReportPage } from './e-class-report.ts'
import { schoolReportPage } from './e-school-report.ts'
import { totalReportPage } from './e-total-report.ts'
import { xgkReportPage } from './e-xgk-report.ts'

export const GROUP_E_PAGES: readonly ReportPageDef[] = [totalReportPage, schoolReportPage, classReportPage, xgkReportPage]
