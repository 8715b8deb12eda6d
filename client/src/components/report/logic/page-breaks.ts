/**
 * PDF page breaks between blocks (spec 2 §9: A4 793.7 × 1122.01 px): blocks fill a page in order;
 * a block that would cross the bottom starts the next page. A block taller than a page starts a page
 * of its own and flows over (Chromium splits it). No React, no DOM here.
 */
export const PDF_PAGE_WIDTH = 793.7
export const PDF_PAGE_HEIGHT = 1122.01

export interface PageBreakOptions {
  pageHeight?: number
  /** Vertical space between two blocks on the same page. */
  gap?: number
}

/** For each block: true when a page break goes before it. */
export function planPageBreaks(heights: readonly number[], options: PageBreakOptions = {}): boolean[] {
  const pageHeight = options.pageHeight ?? PDF_PAGE_HEIGHT
  const gap = options.gap ?? 0
  const breaks: boolean[] = []
  let used = 0
  heights.forEach((raw, index) => {
    const height = Math.max(0, Number.isFinite(raw) ? raw : 0)
    const needed = index === 0 ? height : used + gap + height
    if (index > 0 && used > 0 && needed > pageHeight) {
      breaks.push(true)
      used = height
    } else {
      breaks.push(false)
      used = needed
    }
    // A block over a page leaves the remainder of its last page used.
    if (used > pageHeight) used = used % pageHeight
  })
  return breaks
}

/** Pages the plan fills (for a page count in the PDF footer). */
export function pageCountOf(heights: readonly number[], options: PageBreakOptions = {}): number {
  if (heights.length === 0) return 0
  const pageHeight = options.pageHeight ?? PDF_PAGE_HEIGHT
  const breaks = planPageBreaks(heights, options)
  let pages = 1
  let used = 0
  heights.forEach((height, index) => {
    if (breaks[index]) {
      pages++
      used = 0
    }
    used += (used > 0 ? options.gap ?? 0 : 0) + Math.max(0, height)
    while (used > pageHeight) {
      pages++
      used -= pageHeight
    }
  })
  return pages
}
