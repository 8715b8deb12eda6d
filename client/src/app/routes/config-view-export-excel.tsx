import { ExportExcelView } from '../../features/export-menu/components/export-excel-view.tsx'
import { ConfigViewFrame, examParams } from './config-view-frame.tsx'

/** config-view/export-excel: the one-click download. */
export default function ConfigViewExportExcel() {
  return (
    <ConfigViewFrame routeKey="exportExcel">
      {(context) => <ExportExcelView params={examParams(context)} examName={context.exam.name} showAd={context.exportAd} />}
    </ConfigViewFrame>
  )
}
