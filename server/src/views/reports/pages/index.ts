import type { ReportPageDef } from '../define.ts'
import { GROUP_A_PAGES } from './group-a.ts'
import { GROUP_B_PAGES } from './group-b.ts'
import { GROUP_C_PAGES } from './group-c.ts'
import { GROUP_D_PAGES } from './group-d.ts'
import { GROUP_E_PAGES } from './group-e.ts'
import { GROUP_F_PAGES } from './group-f.ts'
import { rankingPage } from './ranking.ts'

/** Every report page of spec 2 §2 the BFF builds, by route name. */
export const REPORT_PAGES: readonly ReportPageDef[] = [rankingPage, ...GROUP_A_PAGES, ...GROUP_B_PAGES, ...GROUP_C_PAGES, ...GROUP_D_PAGES, ...GROUP_E_PAGES, ...GROUP_F_PAGES]
