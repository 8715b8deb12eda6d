import type { ReportPageDef } from '../define.ts'
import { combinePage } from './a-combine-page.ts'
import { commonPage } from './a-common.ts'
import { dashboardPage } from './a-dashboard.ts'
import { generalOverviewPage } from './a-general-overview.ts'
import { stageOnlinePage } from './a-stage-online.ts'

/** Group A: the exam home and the common reports' index, overview, band lines and combined table. */
export const GROUP_A_PAGES: readonly ReportPageDef[] = [dashboardPage, commonPage, generalOverviewPage, stageOnlinePage, combinePage]
