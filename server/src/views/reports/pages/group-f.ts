import type { ReportPageDef } from '../define.ts'

export const GROUP_F_PAGES: readonly ReportPageDef[] = []
