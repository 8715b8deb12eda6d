import type { ReportFilter } from '@report/contracts/bff/report-page'
import type { PaperRef, UnitLevel } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import type { ReportContext } from '../../report-context.ts'
import { paperFilter, unitFilter, unitLevel, unitLevelsOf, usefulFilters } from '../filters.ts'

export interface PageChoices {
  exam: ReportExamInfo
  papers: PaperRef[]
  pindex: number
  level: UnitLevel
  subject: string
}

/** The 科目 and 统计单位 chosen in the address, each falling back (总分; the widest unit level in view) when it does not apply. */
export async function choicesOf(ctx: ReportContext): Promise<PageChoices> {
  const [exam, papers, pindex, level] = await Promise.all([ctx.exam(), ctx.papers(), ctx.pindex(), unitLevel(ctx)])
  return { exam, papers, pindex, level, subject: papers.find((p) => p.pindex === pindex)?.subject ?? '总分' }
}

/** The 科目 (unless `units only`) and 统计单位 filters, each shown only when it offers a choice. */
export function pageFilters(choices: PageChoices, options: { unitsOnly?: boolean } = {}): ReportFilter[] {
  return usefulFilters([options.unitsOnly ? null : paperFilter(choices.papers, choices.pindex), unitFilter(unitLevelsOf(choices.exam), choices.level)])
}
