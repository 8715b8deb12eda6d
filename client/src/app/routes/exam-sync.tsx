import { ExamSyncPage } from '../../features/score-sync/components/exam-sync-page.tsx'

/** /examSync: score synchronisation from the marking platform. */
export default function ExamSyncRoute() {
  return <ExamSyncPage />
}
