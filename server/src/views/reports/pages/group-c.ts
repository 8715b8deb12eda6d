import type { ReportPageDef } from '../define.ts'

export const GROUP_C_PAGES: readonly ReportPageDef[] = []
