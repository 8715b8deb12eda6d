import { Box, Button, Center, Flex, Spinner, Table } from '@chakra-ui/react'
import type { TableLeafColumn, TableSort, TableView } from '@report/contracts/bff/table'
import { TABLE_STICKY_OFFSET } from '@report/contracts/bff/table-rules'
import { useMemo, useState } from 'react'
import { canCollapse, collapseLabel, visibleRowCount } from './logic/collapse.ts'
import { leafNodes } from './logic/header-rows.ts'
import { FIRST_PAGE, slicePage, withPage, withPageSize, type PageState } from './logic/paging.ts'
import { nextSort, sortLocally, type SortState } from './logic/sort.ts'
import { alignOf, CellContent, MessageRow, TableHead, type DrillHandler } from './table-parts.tsx'
import { TablePager } from './table-pager.tsx'
import { DESKTOP } from '../../config/constants.ts'
import { ScrollBox } from '../ui/scroll-box.tsx'

export interface TableQueryChange {
  page: number
  pageSize: number
  sort: TableSort | null
}

export interface ReportTableProps {
  table: TableView
  /**
   * Server-side paging and sorting: called with the next query (a new size or sort returns to page
   * 1). Without it a table pages and sorts its rows here.
   */
  onQueryChange?: ((query: TableQueryChange) => void) | undefined
  /** All rows are here (`paging` null) but show 5/10/20/50 a page instead of collapsing. */
  pageLocally?: boolean
  /** Sticky header offset in px: 40 (spec 2 §2), 135 on the combine page. */
  stickyOffset?: number
  /**
   * Scroll inside the table (wide tables): the header sticks to the top of this box and a pinned
   * first column stays put; without it the header sticks to the page at `stickyOffset`.
   */
  maxHeight?: string
  /** Cells with `row.drills[column]` open the student list through this. */
  onDrill?: DrillHandler
  /** With maxHeight: keep the first column in place while the table scrolls sideways, pinned or not. */
  pinFirstColumn?: boolean
  loading?: boolean
  /** Accessible name of the table. */
  label: string
  testId?: string
  /** false: a printed table, whose header carries no sort buttons or arrows. */
  sortable?: boolean
  /** The sort the user chose on a table sorted here (下载表格 comes in the order on screen). */
  onSortChange?: ((sort: TableSort | null) => void) | undefined
}

/**
 * A report table (spec 2 §2 Tables, §9): grouped headers, column sort asc/desc/clear, pagination
 * 5/10/20/50 (default 10) or collapse to 5 rows above 10 (展开/收起), sticky header, cell links and
 * drill-down. Cells arrive formatted ('--' unknown, '未考' absent).
 */
/**
 * Body rows and cells are plain elements styled by rules on the table (the table recipe's sm, line and
 * column-border cell styles, written once): a printed ranking holds some 50,000 cells, and a recipe
 * component with style props per cell took seconds before the page was ready.
 */
const BODY_CSS = {
  '& td, & th': { paddingInline: '2' },
  '& tbody tr': { background: 'bg' },
  '& td': { whiteSpace: 'nowrap', textAlign: 'center', paddingBlock: '2', borderBottomWidth: '1px' },
  '& td:not(:last-of-type)': { borderInlineEndWidth: '1px' },
  '& td[data-align=start]': { textAlign: 'start' },
  '& td[data-align=end]': { textAlign: 'end' },
  '& tr[data-pinned]': { fontWeight: 'semibold', background: 'bg.subtle' },
} as const

const FIRST_COLUMN = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--chakra-colors-bg)' } as const

export function ReportTable({ table, onQueryChange, pageLocally = false, stickyOffset = TABLE_STICKY_OFFSET, maxHeight, onDrill, pinFirstColumn = false, loading = false, label, testId, sortable = true, onSortChange }: ReportTableProps) {
  const leaves = useMemo(() => leafNodes(table.columns) as TableLeafColumn[], [table.columns])
  const remote = table.paging !== null
  const [localSort, setLocalSort] = useState<SortState | null>(table.sort)
  const [localPage, setLocalPage] = useState<PageState>(FIRST_PAGE)
  const [collapsed, setCollapsed] = useState(true)

  const sort = remote || onQueryChange ? table.sort : localSort
  const sorted = useMemo(() => (remote || onQueryChange ? table.rows : sortLocally(table.rows, localSort)), [remote, onQueryChange, table.rows, localSort])

  const collapsible = !remote && !pageLocally && table.collapsible !== false && canCollapse(sorted.length)
  const rows = remote ? sorted : pageLocally ? slicePage(sorted, localPage) : sorted.slice(0, visibleRowCount(sorted.length, collapsible && collapsed))

  const onSort = (key: string) => {
    const next = nextSort(sort, key)
    if (onQueryChange) onQueryChange({ page: 1, pageSize: table.paging?.pageSize ?? localPage.pageSize, sort: next })
    else {
      setLocalSort(next)
      setLocalPage((state) => ({ ...state, page: 1 }))
      onSortChange?.(next)
    }
  }

  const sticky = maxHeight ? { top: 0 } : { top: `${stickyOffset}px` }

  return (
    <Box data-testid={testId} position="relative">
      <ScrollBox
        label={label}
        maxHeight={maxHeight}
        // Below the desktop breakpoint a wide table scrolls inside its own box, its first column (name, unit) in place (issue 35).
        overflow={maxHeight ? 'auto' : { base: 'auto', [DESKTOP]: 'visible' }}
        borderWidth="1px"
        borderRadius="sm"
        css={{
          '& thead': { position: 'sticky', zIndex: 2, ...sticky },
          '& thead th': { background: 'var(--chakra-colors-bg-muted)' },
          ...(maxHeight && (leaves[0]?.pinned || pinFirstColumn) ? { '& tr > :first-of-type': FIRST_COLUMN } : { xlDown: { '& tr > :first-of-type': FIRST_COLUMN } }),
        }}
      >
        <Table.Root size="sm" showColumnBorder aria-label={label} aria-busy={loading || undefined} css={BODY_CSS}>
          <TableHead columns={table.columns} sort={sort} onSort={sortable ? onSort : undefined} />
          <Table.Body>
            {rows.length === 0 ? (
              <MessageRow span={leaves.length}>{loading ? '加载中…' : table.emptyText ?? '暂无数据'}</MessageRow>
            ) : (
              rows.map((row) => (
                <tr key={row.key} data-row={row.key} data-pinned={row.pinned || undefined}>
                  {leaves.map((column) => (
                    <td key={column.key} data-align={alignOf(column)}>
                      <CellContent row={row} column={column} onDrill={onDrill} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </ScrollBox>
      {loading && rows.length > 0 ? (
        <Center position="absolute" inset="0" bg="bg/60" aria-hidden>
          <Spinner color="brand.solid" />
        </Center>
      ) : null}
      {collapsible ? (
        <Flex justify="center" marginTop="2">
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setCollapsed((c) => !c)} aria-expanded={!collapsed}>
            {collapseLabel(sorted.length, collapsed)}
          </Button>
        </Flex>
      ) : null}
      {remote && table.paging ? (
        <TablePager
          page={table.paging.page}
          pageSize={table.paging.pageSize}
          total={table.paging.total}
          onPageChange={(page) => onQueryChange?.({ page, pageSize: table.paging!.pageSize, sort: table.sort })}
          onPageSizeChange={(size) => onQueryChange?.({ ...withPageSize({ page: table.paging!.page, pageSize: table.paging!.pageSize }, size), sort: table.sort })}
        />
      ) : pageLocally && sorted.length > 0 ? (
        <TablePager
          page={localPage.page}
          pageSize={localPage.pageSize}
          total={sorted.length}
          onPageChange={(page) => setLocalPage((state) => withPage(state, page, sorted.length))}
          onPageSizeChange={(size) => setLocalPage((state) => withPageSize(state, size))}
        />
      ) : null}
    </Box>
  )
}
