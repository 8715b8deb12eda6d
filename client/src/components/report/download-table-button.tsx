import { Button, type ButtonProps } from '@chakra-ui/react'
import { useState } from 'react'
import { notifyError } from '../../lib/notify.ts'
import { toaster } from '../../lib/toaster.ts'
import { downloadTable } from './download-table.ts'
import type { ExportRef } from './logic/export-href.ts'

export interface DownloadTableButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** The registered table-export source and its query (e.g. a DrillAnswer's `export`). */
  exportRef: ExportRef
  label?: string
}

/** 下载表格: every row of the table as .xlsx through the BFF's streaming export. */
export function DownloadTableButton({ exportRef, label = '下载表格', ...props }: DownloadTableButtonProps) {
  const [busy, setBusy] = useState(false)
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="brand"
      loading={busy}
      loadingText="正在生成…"
      {...props}
      onClick={async () => {
        setBusy(true)
        try {
          await downloadTable(exportRef)
          // spec 1 §8, spec 3 §4: the file is built and handed over.
          toaster.create({ type: 'success', description: '下载成功！' })
        } catch (error) {
          notifyError(error)
        } finally {
          setBusy(false)
        }
      }}
    >
      {label}
    </Button>
  )
}
