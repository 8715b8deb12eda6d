import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

/** /export (print preview on screen) and /export/pdf (what the PDF renderer prints), issue 17. */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  export: lazyPage(() => import('../routes/export.tsx')),
  exportPdf: lazyPage(() => import('../routes/export-pdf.tsx')),
}
