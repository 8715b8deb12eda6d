import { TableList } from '../../features/custom-tables/components/table-list.tsx'

/** /custom-table/list (table-list, the nav's 自定义表格): the user's custom tables and templates. */
export default function CustomTableListRoute() {
  return <TableList createHref="/custom-table/creat" />
}
