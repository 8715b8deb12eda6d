import { Text } from '@chakra-ui/react'
import { useShell } from '../../lib/shell-context.ts'
import { ContactDetails } from './contact-call-to-action.tsx'
import { NoticeDialog } from './notice-dialog.tsx'

/**
 * 意见反馈 (spec 1 §1: "click the icon to make your suggestions"). The upstream has no endpoint to
 * submit a suggestion to, so the dialog says where suggestions go: the customer service and the
 * account manager of the shell's contact card.
 */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { contact } = useShell()
  return (
    <NoticeDialog open={open} onOpenChange={onOpenChange} title="意见反馈" testId="feedback-dialog">
      <Text>使用中遇到的问题、希望增加的统计或报表，都欢迎告诉我们。请通过以下方式联系客服或您的客户经理：</Text>
      <ContactDetails contact={contact} />
    </NoticeDialog>
  )
}
