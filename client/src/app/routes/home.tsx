import { ExamList } from '../../features/exams/components/exam-list.tsx'

export default function HomeRoute() {
  return <ExamList />
}
