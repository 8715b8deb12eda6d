import { CustomTableView } from '../../features/custom-tables/components/custom-table-view.tsx'

/** /customTablePage (CustomTablePage): a generated custom table in the browser. */
export default function CustomTablePageRoute() {
  return <CustomTableView />
}
