import { AddDataPage } from '../../features/score-sync/components/add-data-page.tsx'

/** /examSync/addData: a school's missing paper scores, uploaded and checked row by row. */
export default function ExamSyncAddDataRoute() {
  return <AddDataPage />
}
