import type { ReportPageDef } from '../define.ts'

export const GROUP_E_PAGES: readonly ReportPageDef[] = []
