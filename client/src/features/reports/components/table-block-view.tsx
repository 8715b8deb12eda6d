import { Box, Flex, Heading, Text } from '@chakra-ui/react'
import type { TableBlock } from '@report/contracts/bff/report-page'
import type { TableColumn, TableSort, TableView } from '@report/contracts/bff/table'
import { useEffect, useMemo, useState } from 'react'
import { DownloadTableButton } from '../../../components/report/download-table-button.tsx'
import { ReportTable } from '../../../components/report/report-table.tsx'
import type { DrillHandler } from '../../../components/report/table-parts.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { usePdfMode } from '../../../lib/pdf-mode.ts'
import { withSort } from '../../../components/report/logic/export-href.ts'
import { columnWidth } from '../logic/column-chunks.ts'
import { getReportTable } from '../api/report-api.ts'
import { PrintedTable } from './printed-table.tsx'
import { TableExplainContext, type TableExplain } from '../../../components/report/explain-context.ts'
import { RemoteVirtualTable } from './remote-virtual-table.tsx'
import type { ExplainTable } from '../api/get-report-explain.ts'

export interface TableBlockViewProps {
  block: TableBlock
  /** The page's report-page query (its tables are asked for with the same). */
  params: URLSearchParams
  onDrill: DrillHandler
  /** Opens a figure's explanation: the cell and the table's page (and a remote table's sort: the rows of the page depend on it). */
  onExplain?: ((cell: string, table: ExplainTable) => void) | undefined
}

/** A table block: title, 下载表格, and the table paged and sorted here or by the BFF as the block says. */
export function TableBlockView({ block, params, onDrill, onExplain }: TableBlockViewProps) {
  const pdf = usePdfMode()
  const [table, setTable] = useState<TableView>(block.table)
  const [loading, setLoading] = useState(false)
  // The order on screen: 下载表格 asks for the file in it.
  const [sort, setSort] = useState<TableSort | null>(block.table.sort)
  useEffect(() => {
    setTable(block.table)
    setSort(block.table.sort)
  }, [block.table])
  const exportRef = useMemo(() => (block.export ? withSort(block.export, sort) : null), [block.export, sort])

  const wide = useMemo(() => isWide(block.table.columns), [block.table.columns])
  const load = (query: { page: number; pageSize: number; sort: TableSort | null }) => getReportTable(params, block.id, query)
  const label = block.title ?? block.id
  const explain = useMemo<TableExplain | null>(
    () =>
      onExplain && table.explain && table.explain.length > 0
        ? {
            columns: new Set(table.explain),
            open: (row, column) =>
              onExplain(`${block.id}|${row.key}|${column.key}`, table.paging ? { page: table.paging.page, pageSize: table.paging.pageSize, ...(block.remote && sort ? { sort } : {}) } : {}),
          }
        : null,
    [onExplain, table.explain, table.paging, block.id, block.remote, sort],
  )

  return (
    <TableExplainContext.Provider value={explain}>
    <Box bg="bg" borderWidth="1px" borderRadius="md" padding="4" data-testid={`block-${block.id}`}>
      <Flex align="center" justify="space-between" gap="3" marginBottom="3" wrap="wrap">
        <Box>
          {block.title ? (
            <Heading as="h2" size="md">
              {block.title}
            </Heading>
          ) : null}
          {block.description ? (
            <Text color="fg.muted" fontSize="sm" marginTop="1">
              {block.description}
            </Text>
          ) : null}
        </Box>
        {exportRef && !pdf ? <DownloadTableButton exportRef={exportRef} /> : null}
      </Flex>
      {pdf ? (
        <PrintedTable table={table} label={label} testId={`table-${block.id}`} />
      ) : block.virtual && block.remote ? (
        <RemoteVirtualTable first={block.table} load={load} onDrill={onDrill} label={label} testId={`table-${block.id}`} onSortChange={setSort} />
      ) : (
        <ReportTable
          table={table}
          maxHeight={wide ? WIDE_TABLE_HEIGHT : undefined}
          pinFirstColumn={wide}
          label={label}
          testId={`table-${block.id}`}
          loading={loading}
          onDrill={onDrill}
          stickyOffset={block.stickyOffset}
          onSortChange={setSort}
          onQueryChange={
            block.remote
              ? (query) => {
                  setSort(query.sort)
                  setLoading(true)
                  load(query)
                    .then(setTable, notifyError)
                    .finally(() => setLoading(false))
                }
              : undefined
          }
        />
      )}
    </Box>
    </TableExplainContext.Provider>
  )
}

/** Wider than the page body (1200 px less padding): scroll sideways inside the block instead. */
const WIDE_ABOVE_PX = 1100
const WIDE_TABLE_HEIGHT = '70vh'

function isWide(columns: readonly TableColumn[]): boolean {
  return columns.reduce((sum, column) => sum + columnWidth(column), 0) > WIDE_ABOVE_PX
}
