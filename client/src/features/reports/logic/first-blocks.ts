import type { ReportBlock } from '@report/contracts/bff/report-page'

/**
 * The blocks a report page draws in its first frame: those up to and including its first table or
 * chart (the reader's first content). The rest follow once that frame is painted (issue 34): they lie
 * below the fold, and their components and styles would otherwise hold the first cell back. A page
 * without a table or chart draws every block at once.
 */
export function firstBlocks(blocks: readonly ReportBlock[], painted: boolean): readonly ReportBlock[] {
  if (painted) return blocks
  const first = blocks.findIndex((block) => block.kind === 'table' || block.kind === 'chart')
  return first < 0 ? blocks : blocks.slice(0, first + 1)
}
