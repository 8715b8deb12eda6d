import { ExamMerge } from '../../features/custom-analysis/components/exam-merge.tsx'

/** /new/custom/examMerge: merge exams of one cohort into one custom analysis (spec 1 §2, issue 18). */
export default function CustomExamMergeRoute() {
  return <ExamMerge />
}
