import { TableWizard } from '../../features/custom-tables/components/table-wizard.tsx'

/** /custom-table/creat: the wizard's split scene (spec 2 §4: four steps past the first, no grouping step). */
export default function CustomTableCreateRoute() {
  return <TableWizard scene="split" listHref="/custom-table/list" />
}
