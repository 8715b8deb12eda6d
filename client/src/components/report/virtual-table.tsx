import { Box, Flex, Text } from '@chakra-ui/react'
import type { TableColumn, TableLeafColumn, TableRow } from '@report/contracts/bff/table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts'
import { PRERENDER_WIDTH_PX, usePrerenderLayout } from '../../lib/prerender.ts'
import { columnsInView, sameColumns } from './logic/columns-in-view.ts'
import { headerGrid, leafNodes } from './logic/header-rows.ts'
import { ariaSort, nextSort, sortLocally, type SortState } from './logic/sort.ts'
import { alignOf, CellContent, SortMark, type DrillHandler } from './table-parts.tsx'

export interface VirtualTableProps {
  columns: readonly TableColumn[]
  /** Every row (60,000 is fine): only the visible ones are in the DOM. */
  rows?: readonly TableRow[]
  /**
   * Instead of `rows`, a stretch of a list held elsewhere (a remote list's pages): rows [offset, offset + count)
   * of the whole list's `total`, each read by `rowAt` (its index in the whole list) only when drawn, so a
   * 1,000,000-row list costs the rows in view, not an array of a million.
   */
  stretch?: RowStretch | undefined
  /** Height of the scrolling box in px. */
  height?: number
  /** Fixed row height in px (fixed heights keep scrolling smooth). */
  rowHeight?: number
  /** Sort by a sortable column here, asc → desc → cleared. */
  initialSort?: SortState | null
  onDrill?: DrillHandler
  label: string
  testId?: string
  /**
   * Remote sorting: the sort is the caller's (`sort`), and a header click asks for the next one here
   * instead of sorting the rows in place.
   */
  remoteSort?: { sort: SortState | null; onSortChange: (next: SortState | null) => void } | undefined
  /** Rows first and last drawn (overscan included; indexes in the whole list): a remote list loads the pages they fall on. */
  onVisibleRange?: ((first: number, last: number) => void) | undefined
}

export interface RowStretch {
  offset: number
  count: number
  total: number
  rowAt: (index: number) => TableRow
}

const NO_ROWS: readonly TableRow[] = []
const DEFAULT_WIDTH = 110
const HEADER_ROW_HEIGHT = 36
/** The first column (name, unit) stays in place while the table scrolls sideways (issue 35: a phone shows two columns). */
const FIRST_COLUMN = { position: 'sticky', left: '0', zIndex: '1' } as const

/**
 * Rows and cells are plain elements styled by these rules, written once: a drawn ranking holds some
 * thousand cells, and a styled component per cell cost most of its first render (issue 34).
 */
const BODY_CSS = {
  overscrollBehavior: 'contain',
  contain: 'strict',
  '& [role=row][data-index]': { position: 'absolute', top: 0, left: 0, width: '100%', display: 'grid', alignItems: 'center', borderBottomWidth: '1px', background: 'bg' },
  '& [role=row][data-odd]': { background: 'bg.subtle/50' },
  '& [role=row][data-pinned]': { background: 'bg.subtle', fontWeight: 'semibold' },
  '& [data-index] > [role=cell]': { paddingInline: '2', textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& [data-index] > [role=cell][data-align=start]': { textAlign: 'start' },
  '& [data-index] > [role=cell][data-align=end]': { textAlign: 'end' },
  '& [data-index] > [role=cell]:first-of-type': { ...FIRST_COLUMN, background: 'inherit' },
} as const

/**
 * A table for very long lists (a whole cohort's ranking): rows virtualised with
 * @tanstack/react-virtual inside a fixed-height box, a sticky grouped header, fixed row heights
 * and overscan so fast scrolling never shows blanks. Grid layout, with table roles for readers.
 */
export function VirtualTable({ columns, rows = NO_ROWS, stretch, height = 560, rowHeight = 36, initialSort = null, onDrill, label, testId, remoteSort, onVisibleRange }: VirtualTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const [localSort, setLocalSort] = useState<SortState | null>(initialSort)
  const sort = remoteSort ? remoteSort.sort : localSort
  const setSort = (next: (s: SortState | null) => SortState | null) => (remoteSort ? remoteSort.onSortChange(next(remoteSort.sort)) : setLocalSort(next))
  const leaves = useMemo(() => leafNodes(columns) as TableLeafColumn[], [columns])
  const header = useMemo(() => headerGrid(columns as ReadonlyArray<TableColumn & { children?: TableColumn[] }>), [columns])
  const headerRowCount = header.reduce((max, cell) => Math.max(max, cell.row + cell.rowSpan - 1), 0)
  const sorted = useMemo(() => (remoteSort || stretch ? rows : sortLocally(rows, sort)), [rows, sort, remoteSort, stretch])
  const offset = stretch?.offset ?? 0
  const count = stretch ? stretch.count : sorted.length
  const total = stretch ? stretch.total : sorted.length
  const rowAt = (index: number): TableRow => (stretch ? stretch.rowAt(offset + index) : sorted[index]!)
  const widths = useMemo(() => leaves.map((c) => c.width ?? DEFAULT_WIDTH), [leaves])
  const template = widths.map((w) => `minmax(${w}px, 1fr)`).join(' ')
  const minWidth = widths.reduce((sum, w) => sum + w, 0)

  const afterFirstPaint = useAfterFirstPaint()
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: afterFirstPaint ? OVERSCAN : FIRST_OVERSCAN,
    // The box's height is known: the first render draws its rows instead of waiting to measure it.
    initialRect: { width: minWidth, height },
  })
  const drawnColumns = useColumnsInView(scrollRef, widths, afterFirstPaint)
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items[items.length - 1]?.index ?? -1
  useEffect(() => {
    if (last >= first) onVisibleRange?.(offset + first, offset + last)
  }, [first, last, offset, onVisibleRange])

  // The header's cells by row: each header row is a role=row (display: contents keeps the grid placement).
  const headerRowsOf = Array.from({ length: headerRowCount }, (_, index) => header.filter((cell) => cell.row === index + 1))

  return (
    <Box data-testid={testId}>
      {/* A grid of divs with ARIA table roles and counts (issue 35): a reader hears the whole table's size, not the drawn rows'. */}
      <Box
        ref={scrollRef}
        role="table"
        aria-label={label}
        aria-rowcount={total + headerRowCount}
        aria-colcount={leaves.length}
        // The box scrolls: the keyboard reaches it (WCAG 2.1.1).
        tabIndex={0}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        height={`${height}px`}
        overflow="auto"
        borderWidth="1px"
        borderRadius="sm"
        position="relative"
        css={BODY_CSS}
        fontSize="sm"
      >
          <Box
            role="rowgroup"
            position="sticky"
            top="0"
            zIndex="2"
            display="grid"
            gridTemplateColumns={template}
            minWidth={`${minWidth}px`}
            bg="bg.muted"
            borderBottomWidth="1px"
          >
            {headerRowsOf.map((cells, index) => (
              <Box key={index} role="row" aria-rowindex={index + 1} display="contents">
                {cells.map(({ node, row, column, colSpan, rowSpan, leaf }) => {
                  const sortable = leaf && node.sortable
                  const state = ariaSort(sort, node.key)
                  return (
                    <Flex
                      key={node.key}
                      role="columnheader"
                      aria-colindex={column}
                      aria-colspan={colSpan > 1 ? colSpan : undefined}
                      aria-rowspan={rowSpan > 1 ? rowSpan : undefined}
                      aria-sort={sortable ? state : undefined}
                      gridRow={`${row} / span ${rowSpan}`}
                      gridColumn={`${column} / span ${colSpan}`}
                      minHeight={`${HEADER_ROW_HEIGHT * rowSpan}px`}
                      align="center"
                      justify={leaf ? alignOf(node) : 'center'}
                      paddingX="2"
                      fontWeight="semibold"
                      borderEndWidth="1px"
                      borderBottomWidth={leaf ? undefined : '1px'}
                      whiteSpace="nowrap"
                      bg="bg.muted"
                      {...(column === 1 ? FIRST_COLUMN : {})}
                    >
                      {sortable ? (
                        <button type="button" onClick={() => setSort((s) => nextSort(s, node.key))} title="点击排序" data-sort-button>
                          {node.title}
                          <SortMark state={state} />
                        </button>
                      ) : (
                        node.title
                      )}
                    </Flex>
                  )
                })}
              </Box>
            ))}
          </Box>
          <Box role="rowgroup" position="relative" height={`${virtualizer.getTotalSize()}px`} minWidth={`${minWidth}px`}>
            {items.map((item) => {
              const index = offset + item.index
              const row = rowAt(item.index)
              return (
                <div
                  key={row.key}
                  role="row"
                  aria-rowindex={index + headerRowCount + 1}
                  data-index={index}
                  data-odd={index % 2 ? '' : undefined}
                  data-pinned={row.pinned ? '' : undefined}
                  style={{ height: `${rowHeight}px`, transform: `translateY(${item.start}px)`, gridTemplateColumns: template }}
                >
                  {drawnColumns.map((index) => {
                    const column = leaves[index]!
                    // Placed by its grid column: the columns not drawn leave their tracks empty.
                    return (
                      <div key={column.key} role="cell" aria-colindex={index + 1} data-align={alignOf(column)} style={{ gridColumn: index + 1 }}>
                        <CellContent row={row} column={column} onDrill={onDrill} />
                      </div>
                    )
                  })}
                </div>
              )
            })}
          </Box>
        {count === 0 ? (
          <Box role="row">
            <Text role="cell" color="fg.muted" textAlign="center" paddingY="8">
              暂无数据
            </Text>
          </Box>
        ) : null}
      </Box>
      <Text color="fg.muted" fontSize="sm" marginTop="2" textAlign="end">
        共 {total} 条
      </Text>
    </Box>
  )
}

/** Rows drawn beyond the box's edges once the table is on screen, so fast scrolling never shows blanks. */
const OVERSCAN = 12
/** Before the first paint: the rows in view and a few more (each row of a wide ranking is some 60 elements). */
const FIRST_OVERSCAN = 2
/** Width drawn beyond the box's sides once the table is on screen: some three columns. */
const COLUMN_OVERSCAN_PX = 330

/**
 * The columns a row draws (columns-in-view.ts). The first render takes the window's width for the box's,
 * which it cannot exceed, so it needs no layout; the box's own width and scroll are read after the first
 * paint and as it scrolls or resizes, a redraw only when the columns change.
 */
function useColumnsInView(scrollRef: RefObject<HTMLDivElement | null>, widths: readonly number[], afterFirstPaint: boolean): number[] {
  // The box's span is the state; the columns are derived from it, so new columns (another filter) never
  // meet indexes counted for the old ones.
  // Markup the BFF drew took the widest screen of its guessed layout; the hydrating render takes the same.
  const layout = usePrerenderLayout()
  const [span, setSpan] = useState(() => ({ left: 0, width: layout ? PRERENDER_WIDTH_PX[layout] : window.innerWidth, overscan: 0 }))
  useEffect(() => {
    const box = scrollRef.current
    if (!afterFirstPaint || !box) return
    let frame = 0
    const update = () => {
      frame = 0
      const next = { left: box.scrollLeft, width: box.clientWidth, overscan: COLUMN_OVERSCAN_PX }
      const drawn = (s: typeof next) => columnsInView(widths, s.left, s.width, s.overscan)
      setSpan((shown) => (sameColumns(drawn(shown), drawn(next)) ? shown : next))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    box.addEventListener('scroll', schedule, { passive: true })
    const resized = new ResizeObserver(schedule)
    resized.observe(box)
    return () => {
      box.removeEventListener('scroll', schedule)
      resized.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [scrollRef, widths, afterFirstPaint])
  return useMemo(() => columnsInView(widths, span.left, span.width, span.overscan), [widths, span])
}
