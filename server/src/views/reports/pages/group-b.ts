import type { ReportPageDef } from '../define.ts'

export const GROUP_B_PAGES: readonly ReportPageDef[] = []
