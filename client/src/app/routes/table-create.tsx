import { TableWizard } from '../../features/custom-tables/components/table-wizard.tsx'

/** /table-create/creat: the custom-table wizard (spec 1 §2; the top navigation opens it in a new tab). */
export default function TableCreateRoute() {
  return <TableWizard scene="full" listHref="/table-create/list" />
}
