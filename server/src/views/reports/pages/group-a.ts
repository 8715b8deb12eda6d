import type { ReportPageDef } from '../define.ts'

export const GROUP_A_PAGES: readonly ReportPageDef[] = []
