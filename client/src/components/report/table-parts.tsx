import { Box, Link as ChakraLink, Table } from '@chakra-ui/react'
import type { CellValue, TableColumn, TableLeafColumn, TableRow } from '@report/contracts/bff/table'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { toRouteHref } from '../../lib/route-href.ts'
import { headerRows } from './logic/header-rows.ts'
import { ariaSort, type SortState } from './logic/sort.ts'
import { useTableExplain } from './explain-context.ts'

/** Pieces shared by ReportTable and the drill dialog: the grouped, sortable header and one cell. */

export type DrillHandler = (params: Record<string, string>, context: { row: TableRow; column: TableLeafColumn }) => void

export function alignOf(column: Pick<TableLeafColumn, 'align'>): 'start' | 'center' | 'end' {
  return column.align === 'left' ? 'start' : column.align === 'right' ? 'end' : 'center'
}

/** ▲▼ beside a sortable header, the current direction in the brand colour (styled once, theme.ts: a table has dozens). */
export function SortMark({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  return (
    <span data-sort-mark={state} aria-hidden>
      <span>▲</span>
      <span>▼</span>
    </span>
  )
}

export interface TableHeadProps {
  columns: readonly TableColumn[]
  sort: SortState | null
  onSort?: ((key: string) => void) | undefined
}

/** Header rows with colSpan/rowSpan for grouped columns; sortable leaves cycle asc → desc → none. */
export function TableHead({ columns, sort, onSort }: TableHeadProps) {
  const rows = headerRows(columns as ReadonlyArray<TableColumn & { children?: TableColumn[] }>)
  return (
    <Table.Header>
      {rows.map((cells, level) => (
        <Table.Row key={level} bg="bg.muted">
          {cells.map(({ node, colSpan, rowSpan, leaf }) => {
            const sortable = leaf && node.sortable && onSort
            const state = ariaSort(sort, node.key)
            return (
              <Table.ColumnHeader
                key={node.key}
                colSpan={colSpan}
                rowSpan={rowSpan}
                textAlign={leaf ? alignOf(node) : 'center'}
                width={leaf && node.width ? `${node.width}px` : undefined}
                minWidth={leaf && node.width ? `${node.width}px` : undefined}
                whiteSpace="nowrap"
                fontWeight="semibold"
                aria-sort={sortable ? state : undefined}
                data-column={node.key}
              >
                {sortable ? (
                  <button type="button" onClick={() => onSort(node.key)} title="点击排序" data-sort-button>
                    {node.title}
                    <SortMark state={state} />
                  </button>
                ) : (
                  node.title
                )}
              </Table.ColumnHeader>
            )
          })}
        </Table.Row>
      ))}
    </Table.Header>
  )
}

/** One cell: a link to another report (same tab or new tab), a drill into the student list, or the value. */
export function CellContent({ row, column, onDrill }: { row: TableRow; column: TableLeafColumn; onDrill?: DrillHandler | undefined }): ReactNode {
  const explain = useTableExplain()
  const value: CellValue | undefined = row.cells[column.key]
  const text = value === undefined ? '' : String(value)
  const openExplanation = explain && explain.columns.has(column.key) && text !== '' && text !== '--' ? () => explain.open(row, column) : null
  const link = row.links?.[column.key]
  if (link) {
    const anchor =
      link.target === 'new-tab' ? (
        <ChakraLink href={link.href} target="_blank" rel="noopener noreferrer" colorPalette="brand" color="colorPalette.fg">
          {text}
        </ChakraLink>
      ) : (
        <ChakraLink asChild colorPalette="brand" color="colorPalette.fg">
          <Link href={toRouteHref(link.href)}>{text}</Link>
        </ChakraLink>
      )
    // A figure that links elsewhere (a 小分矩阵 score opens the student's answer picture) keeps its link and
    // reaches its explanation through a small button beside it, by mouse or by keyboard.
    if (!openExplanation) return anchor
    return (
      <>
        {anchor}
        <button type="button" onClick={openExplanation} title="查看数值说明" aria-label={`查看数值说明：${text}`} data-explain-beside={column.key}>
          ⓘ
        </button>
      </>
    )
  }
  const drill = row.drills?.[column.key]
  if (!(drill && onDrill) && openExplanation) {
    // The figure opens into its explanation (a button: click or Enter); its students are one step on from there.
    // A cell that already drills keeps its drill (its students are what it offers first).
    return (
      <button type="button" onClick={openExplanation} title="查看数值说明" data-explain={column.key}>
        {text}
        {row.small?.includes(column.key) ? <sup data-small-group title="人数少于 10，数值波动大">*</sup> : null}
      </button>
    )
  }
  if (drill && onDrill) {
    return (
      <button type="button" onClick={() => onDrill(drill, { row, column })} title="查看学生名单" data-drill={column.key}>
        {text}
      </button>
    )
  }
  return text
}

/** A full-width row for loading and empty states. */
export function MessageRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={Math.max(1, span)} textAlign="center" color="fg.muted" paddingY="8">
        <Box>{children}</Box>
      </Table.Cell>
    </Table.Row>
  )
}
