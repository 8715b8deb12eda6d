import { orderPapers } from '../../../domain/reports/papers.ts'
import { ratesLines } from '../../../domain/reports/paper-lines.ts'
import type { PaperLines } from '../../../domain/metrics/line-legends.ts'
import type { ReportContext } from '../report-context.ts'

/**
 * The lines the rates of the view were counted with, as the rates call states them: one paper's
 * (`pindex`) or 总分's and every paper's. One unit is asked for, once per request, whatever else asks.
 */
export async function viewRateLines(ctx: ReportContext, pindex?: number): Promise<PaperLines[]> {
  const data = await ctx.callOnce('rates', { ...(pindex === undefined ? {} : { pindex }), limit: 1 })
  return ratesLines(orderPapers(data.papers), [...data.totals, ...data.items])
}
