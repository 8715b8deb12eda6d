import { TableList } from '../../features/custom-tables/components/table-list.tsx'

/** /table-create/list: the user's custom tables and templates. */
export default function TableCreateListRoute() {
  return <TableList createHref="/table-create/creat" />
}
