import { Text } from '@chakra-ui/react'
import { useShell } from '../../lib/shell-context.ts'
import { ContactCallToAction } from './contact-call-to-action.tsx'
import { NoticeDialog } from './notice-dialog.tsx'
import { UpgradeButton } from '../../features/upgrade/components/upgrade-button.tsx'

/** Spec 1 §2 version tip: the function needs a higher edition; the way on is the account manager. */
export function VersionTipDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { texts } = useShell()
  return (
    <NoticeDialog open={open} onOpenChange={onOpenChange} title="版本提示" actions={<><UpgradeButton /><ContactCallToAction /></>} testId="version-tip">
      <Text>{texts.versionTip}</Text>
    </NoticeDialog>
  )
}
