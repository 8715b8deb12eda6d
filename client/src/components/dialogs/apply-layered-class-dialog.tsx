import { Text } from '@chakra-ui/react'
import { useShell } from '../../lib/shell-context.ts'
import { ContactCallToAction } from './contact-call-to-action.tsx'
import { NoticeDialog } from './notice-dialog.tsx'
import { UpgradeButton } from '../../features/upgrade/components/upgrade-button.tsx'

/**
 * Spec 1 §2 apply-for-layered-class: a trial of the advanced 走班 functions. There is no endpoint
 * to apply through yet, so the dialog says what the trial is and hands over to the account manager.
 */
export function ApplyLayeredClassDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { texts } = useShell()
  return (
    <NoticeDialog open={open} onOpenChange={onOpenChange} title="申请试用走班高级功能" actions={<><UpgradeButton /><ContactCallToAction /></>} testId="apply-layered-class">
      <Text>走班（分层教学）高级分析功能需开通后使用。申请试用请联系您的客户经理，开通后即可在本考试中查看。</Text>
      <Text color="fg.muted" fontSize="sm">
        {texts.upgradeTip}
      </Text>
    </NoticeDialog>
  )
}
