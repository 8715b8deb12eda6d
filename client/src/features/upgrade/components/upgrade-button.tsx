import { Button, type ButtonProps } from '@chakra-ui/react'
import { useState } from 'react'
import { UpgradeFormDialog } from './upgrade-form-dialog.tsx'

/** 我要升级: opens the upgrade-interest form (every version tip and upgrade prompt carries one, issue 21). */
export function UpgradeButton({ label = '我要升级', ...props }: ButtonProps & { label?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" colorPalette="brand" {...props} onClick={() => setOpen(true)} data-track="upgrade-open">
        {label}
      </Button>
      <UpgradeFormDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
