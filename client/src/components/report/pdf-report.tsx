import { Box, Stack } from '@chakra-ui/react'
import { Children, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { PDF_PAGE_WIDTH, pdfTint, usePdfMode, type ExamKind } from '../../lib/pdf-mode.ts'
import { planPageBreaks } from './logic/page-breaks.ts'

export interface PdfReportProps {
  /** Exam kind for the tint (spec 2 §9 "PDF tints differ by exam kind"). */
  kind?: ExamKind
  /** Space between blocks in px. */
  gap?: number
  /** The report's blocks, in order: each is kept whole on a page where it fits. */
  children: ReactNode
}

/**
 * A report page's blocks. On screen, a plain stack. In PDF mode (`export=pdf`), an A4-wide
 * container (793.7 px) tinted by exam kind (CSS variables --report-accent and --report-soft), with a
 * page break before each block that would cross the bottom of a page (logic/page-breaks.ts).
 */
export function PdfReport({ kind, gap = 16, children }: PdfReportProps) {
  const pdf = usePdfMode()
  const blocks = Children.toArray(children)
  const refs = useRef<Array<HTMLDivElement | null>>([])
  const [breaks, setBreaks] = useState<boolean[]>([])

  useLayoutEffect(() => {
    if (!pdf) return
    const measure = () => {
      // The block's own height: the gap above it is the planner's to add.
      const heights = refs.current
        .slice(0, blocks.length)
        .map((el) => (el ? el.getBoundingClientRect().height - Number.parseFloat(getComputedStyle(el).paddingTop || '0') : 0))
      const next = planPageBreaks(heights, { gap })
      setBreaks((previous) => (previous.length === next.length && previous.every((b, i) => b === next[i]) ? previous : next))
    }
    measure()
    const observer = new ResizeObserver(measure)
    for (const el of refs.current) if (el) observer.observe(el)
    return () => observer.disconnect()
  }, [pdf, blocks.length, gap])

  if (!pdf) return <Stack gap={`${gap}px`}>{blocks}</Stack>

  const tint = pdfTint(kind)
  return (
    <Box
      width={`${PDF_PAGE_WIDTH}px`}
      marginX="auto"
      bg="white"
      data-testid="pdf-report"
      css={{ '--report-accent': tint.accent, '--report-soft': tint.soft, '& h1, & h2, & h3': { color: tint.accent } }}
      borderTopWidth="4px"
      borderTopColor={tint.accent}
    >
      {blocks.map((block, index) => (
        <Box
          key={index}
          ref={(el: HTMLDivElement | null) => {
            refs.current[index] = el
          }}
          // The gap is padding, not margin: a margin at the top of a new page would be lost.
          paddingTop={index === 0 || breaks[index] ? 0 : `${gap}px`}
          css={{ breakInside: 'avoid', breakBefore: breaks[index] ? 'page' : 'auto' }}
          data-page-break={breaks[index] ? 'before' : undefined}
        >
          {block}
        </Box>
      ))}
    </Box>
  )
}
