import type { ReportPageDef } from '../define.ts'

export const GROUP_D_PAGES: readonly ReportPageDef[] = []
