import { useEffect, useId } from 'react'
import { useSearch } from 'wouter'
import { createReadyTracker, DATA_TASK, type ReadyTracker } from '../components/report/logic/ready-tracker.ts'
import { PDF_PAGE_HEIGHT, PDF_PAGE_WIDTH } from '../components/report/logic/page-breaks.ts'

/**
 * PDF mode (spec 2 §9; DESIGN.md PDF renderer): the renderer opens report pages with `export=pdf`
 * and prints them once `window.__REPORT_READY__` is true — data in, fonts loaded
 * (document.fonts.ready), charts drawn. Pages lay out on an A4-wide container (793.7 px) with page
 * breaks between blocks (components/report/pdf-report.tsx), tinted by exam kind, with chart
 * animation off.
 */

declare global {
  interface Window {
    __REPORT_READY__?: boolean
  }
}

export { PDF_PAGE_HEIGHT, PDF_PAGE_WIDTH }

/** `?export=pdf` (any other value is the normal page). */
export function isPdfMode(search: string = typeof window === 'undefined' ? '' : window.location.search): boolean {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('export') === 'pdf'
}

/** The router's view of the same flag (re-renders on navigation). */
export function usePdfMode(): boolean {
  return isPdfMode(useSearch())
}

/** Exam kinds as the exam list tags them (spec 1 §3): X school, L joint, Z layered, C custom. */
export type ExamKind = 'X' | 'L' | 'Z' | 'C'

export interface PdfTint {
  /** Headings, rules and the header band. */
  accent: string
  /** Block backgrounds and table headers. */
  soft: string
}

/** Spec 2 §9 "PDF tints differ by exam kind" (colours not given: ours, matching the exam tags). */
const TINTS: Record<ExamKind, PdfTint> = {
  X: { accent: '#2a6de6', soft: '#eef4ff' },
  L: { accent: '#7a4fd6', soft: '#f3effc' },
  Z: { accent: '#14917f', soft: '#e9f7f4' },
  C: { accent: '#d9730d', soft: '#fdf3e8' },
}

export function pdfTint(kind: ExamKind | undefined): PdfTint {
  return TINTS[kind ?? 'X'] ?? TINTS.X
}

let tracker: ReadyTracker | undefined

/** The page's readiness (one per document); sets `window.__REPORT_READY__` on every change. */
export function reportReadiness(): ReadyTracker {
  if (!tracker) {
    tracker = createReadyTracker({
      fontsReady: () => (typeof document !== 'undefined' && document.fonts ? document.fonts.ready : Promise.resolve()),
      onChange: (ready) => {
        window.__REPORT_READY__ = ready
      },
    })
    window.__REPORT_READY__ = false
  }
  return tracker
}

/**
 * Holds the page's readiness open while `done` is false, from mount to unmount. Pages call
 * `useReportTask(DATA_TASK, !isLoading)` once their data is in; charts hold their own task until
 * drawn. Only in PDF mode: otherwise nothing is tracked.
 */
export function useReportTask(name: string, done: boolean, enabled: boolean = isPdfMode()): void {
  const id = useId()
  const task = name === DATA_TASK ? DATA_TASK : `${name}:${id}`
  useEffect(() => {
    if (!enabled) return
    const ready = reportReadiness()
    if (done) {
      ready.end(task)
      return
    }
    ready.begin(task)
    return () => ready.end(task)
  }, [task, done, enabled])
}

export { DATA_TASK }
