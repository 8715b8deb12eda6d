import { ImportRecords } from '../../features/custom-analysis/components/import-records.tsx'

/** /importDetails: the user's import records (spec 1 §2 auxiliary pages, issue 18). */
export default function ImportDetailsRoute() {
  return <ImportRecords />
}
