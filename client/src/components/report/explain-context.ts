import type { TableLeafColumn, TableRow } from '@report/contracts/bff/table'
import { createContext, useContext } from 'react'

/** A table whose cells open into their explanation (issue 36): the columns the view model names, and how to open one. */
export interface TableExplain {
  columns: ReadonlySet<string>
  open(row: TableRow, column: TableLeafColumn): void
}

export const TableExplainContext = createContext<TableExplain | null>(null)
export const useTableExplain = (): TableExplain | null => useContext(TableExplainContext)
