import { Flex, NativeSelect } from '@chakra-ui/react'
import type { TableRow, TableSort, TableView } from '@report/contracts/bff/table'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { DrillHandler } from '../../../components/report/table-parts.tsx'
import { VirtualTable, type RowStretch } from '../../../components/report/virtual-table.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { pagesCovering } from '../logic/report-query.ts'
import { pageSlot, rowWindows } from '../logic/row-windows.ts'

const LOADING = '…'

export interface RemoteVirtualTableProps {
  /** The first page as the page's view model brought it (its paging says the page size and the total). */
  first: TableView
  load: (query: { page: number; pageSize: number; sort: TableSort | null }) => Promise<TableView>
  onDrill?: DrillHandler | undefined
  label: string
  testId?: string
  /** The sort the user chose (下载表格 comes in the order on screen). */
  onSortChange?: ((sort: TableSort | null) => void) | undefined
}

/**
 * A whole list (a cohort's ranking, 60,000 rows) in one scrolling box without loading it whole: the
 * box is as tall as every row, and the pages the visible rows fall on are fetched as they come into
 * view (the BFF asks the upstream for just that page). A sort starts over from the first page.
 * A list longer than a box can hold (a province's 1,000,000) is shown a stretch at a time, chosen above
 * the box; the rows are read from the pages only as they are drawn.
 */
export function RemoteVirtualTable({ first, load, onDrill, label, testId, onSortChange }: RemoteVirtualTableProps) {
  const pageSize = first.paging?.pageSize ?? Math.max(first.rows.length, 1)
  const total = first.paging?.total ?? first.rows.length
  const [sort, setSort] = useState<TableSort | null>(first.sort)
  const [pages, setPages] = useState<ReadonlyMap<number, readonly TableRow[]>>(() => new Map([[1, first.rows]]))
  const [shown, setShown] = useState(0)
  const asked = useRef(new Set<string>())
  const sortKey = sort ? `${sort.key}:${sort.rule}` : ''
  const windows = useMemo(() => rowWindows(total), [total])
  const stretchAt = windows[Math.min(shown, windows.length - 1)]!

  useEffect(() => {
    setPages(new Map([[1, first.rows]]))
    setSort(first.sort)
    setShown(0)
    asked.current = new Set([`${first.sort ? `${first.sort.key}:${first.sort.rule}` : ''}|1`])
  }, [first])

  const fetchPage = useCallback(
    (page: number, forSort: TableSort | null) => {
      const key = `${forSort ? `${forSort.key}:${forSort.rule}` : ''}|${page}`
      if (asked.current.has(key)) return
      asked.current.add(key)
      load({ page, pageSize, sort: forSort }).then(
        (table) => setPages((current) => new Map(current).set(page, table.rows)),
        (error: unknown) => {
          asked.current.delete(key)
          notifyError(error)
        },
      )
    },
    [load, pageSize],
  )

  const onVisibleRange = useCallback(
    (from: number, to: number) => {
      for (const page of pagesCovering(from, to, pageSize)) if (!pages.has(page)) fetchPage(page, sort)
    },
    [pageSize, pages, fetchPage, sort],
  )

  const stretch = useMemo<RowStretch>(
    () => ({
      offset: stretchAt.offset,
      count: stretchAt.count,
      total,
      rowAt: (index) => {
        const { page, at } = pageSlot(index, pageSize)
        return pages.get(page)?.[at] ?? { key: `loading-${sortKey}-${index}`, cells: { name: LOADING } }
      },
    }),
    [stretchAt, total, pageSize, pages, sortKey],
  )

  return (
    <>
      {windows.length > 1 ? (
        <Flex justify="flex-end" marginBottom="2">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label="显示范围" value={String(shown)} onChange={(event) => setShown(Number(event.currentTarget.value))} data-testid="row-window">
              {windows.map((w, index) => (
                <option key={w.offset} value={index}>
                  {w.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      ) : null}
      <VirtualTable
        // Another stretch starts at its top: a new box, not the old one's scroll position.
        key={stretchAt.offset}
        columns={first.columns}
        stretch={stretch}
        onDrill={onDrill}
        label={label}
        testId={testId}
        onVisibleRange={onVisibleRange}
        remoteSort={{
          sort,
          onSortChange: (next) => {
            setSort(next)
            onSortChange?.(next)
            setPages(new Map())
            setShown(0)
            fetchPage(1, next)
          },
        }}
      />
    </>
  )
}
