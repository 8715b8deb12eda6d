import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { PaperLineScores, PaperRates } from '@report/contracts/upstream/reports/rates'
import type { PaperLines } from '../metrics/line-legends.ts'

// The lines a page's rates were counted with, read from the answer the figures come from (never from
// the defaults): a rates answer states them with every paper's rates, the dashboard once per paper.

/** ratesLines(papers, rows) = each paper's lines as the rows of a rates answer state them (the first row that does). */
export function ratesLines(papers: readonly PaperRef[], rows: ReadonlyArray<{ rates: readonly PaperRates[] }>): PaperLines[] {
  return papers.map((paper) => {
    let lines: PaperLines['lines'] = null
    for (const row of rows) {
      const stated = row.rates.find((r) => r.pindex === paper.pindex)?.lines
      if (stated) {
        lines = { excellent: stated.excellent, good: stated.good, pass: stated.pass, low: stated.low }
        break
      }
    }
    return { pindex: paper.pindex, subject: paper.subject, full: paper.manfen, lines }
  })
}

/** statedLines(papers, lines) = each paper's lines from a per-paper list (the dashboard's), null where none is stated. */
export function statedLines(papers: readonly PaperRef[], lines: readonly PaperLineScores[]): PaperLines[] {
  return papers.map((paper) => {
    const stated = lines.find((l) => l.pindex === paper.pindex)
    return { pindex: paper.pindex, subject: paper.subject, full: paper.manfen, lines: stated ? { excellent: stated.excellent, good: stated.good, pass: stated.pass, low: stated.low } : null }
  })
}
