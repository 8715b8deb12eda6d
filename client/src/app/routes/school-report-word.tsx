import { useSearch } from 'wouter'
import { SchoolReportWord } from '../../features/school-report-word/components/school-report-word.tsx'

export default function SchoolReportWordRoute() {
  return <SchoolReportWord examid={new URLSearchParams(useSearch()).get('examid')} />
}
