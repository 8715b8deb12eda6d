import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface NoticeDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
  /** Actions beside the close button (a call to action). */
  actions?: ReactNode
  closeLabel?: string
  testId?: string
}

/** The one layout of the shell's informative dialogs (version tip, layered-class trial …). */
export function NoticeDialog({ open, onOpenChange, title, children, actions, closeLabel = '关闭', testId }: NoticeDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">{children}</Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{closeLabel}</Button>
              </Dialog.ActionTrigger>
              {actions}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
