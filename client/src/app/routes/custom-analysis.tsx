import { CustomImportWizard } from '../../features/custom-analysis/components/custom-import-wizard.tsx'

/** /new/custom: custom analysis over a school's own scores (spec 1 §2, issue 18). */
export default function CustomAnalysisRoute() {
  return <CustomImportWizard />
}
