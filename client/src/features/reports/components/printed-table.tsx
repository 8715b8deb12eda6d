import { Box, Stack, Text } from '@chakra-ui/react'
import type { TableView } from '@report/contracts/bff/table'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { ReportTable } from '../../../components/report/report-table.tsx'
import { PDF_PAGE_WIDTH } from '../../../lib/pdf-mode.ts'
import { chunkColumns } from '../logic/column-chunks.ts'

/** Smallest scale a printed table is drawn at; anything wider is split into parts. */
const MIN_PRINT_ZOOM = 0.7

/**
 * A table in a printed report (PDF mode): every row it was given (no collapsing), split by columns into
 * parts that fit the A4 column at a readable scale (identity columns head each part), each part scaled
 * to fit. A paged table prints its first page; the print says so, or a reader takes 200 of 2,071
 * schools for the whole list.
 */
export function PrintedTable({ table, label, testId }: { table: TableView; label: string; testId: string }) {
  const parts = useMemo(() => chunkColumns(table.columns, PDF_PAGE_WIDTH / MIN_PRINT_ZOOM), [table.columns])
  const printed = table.rows.filter((row) => !row.pinned).length
  const total = table.paging?.total ?? printed
  return (
    <Stack gap="3" data-testid={testId}>
      {total > printed ? (
        <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-print-note`}>
          本表共 {total.toLocaleString('zh-CN')} 行，打印件列出前 {printed.toLocaleString('zh-CN')} 行；完整表格请在系统中查看或下载。
        </Text>
      ) : null}
      {parts.map((columns, index) => (
        <FitToWidth key={index} table={table}>
          <ReportTable table={{ ...table, columns, collapsible: false, paging: null }} sortable={false} label={parts.length > 1 ? `${label}（${index + 1}/${parts.length}）` : label} />
        </FitToWidth>
      ))}
    </Stack>
  )
}

/**
 * Scales its table down to the column's width (CSS zoom keeps the layout box in step, so page breaks
 * are planned on the real height). The natural width is read at zoom 1 whenever the table resizes
 * (fonts arriving); a zoom is only written when it changes, so its own resize does not loop.
 */
function FitToWidth({ table, children }: { table: TableView; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const box = ref.current
    const inner = box?.querySelector('table')
    if (!box || !inner) return
    const fit = () => {
      const current = box.style.zoom || '1'
      box.style.zoom = '1'
      const needed = inner.scrollWidth
      const room = box.clientWidth
      const target = needed > room && room > 0 ? room / needed : 1
      box.style.zoom = Math.abs(target - Number(current)) > 0.005 ? String(target) : current
    }
    fit()
    void document.fonts?.ready.then(fit)
    const observer = new ResizeObserver(fit)
    observer.observe(inner)
    return () => observer.disconnect()
  }, [table])
  return <Box ref={ref}>{children}</Box>
}
