import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import type { ExamContext } from '@report/contracts/bff/exam-context'

type BannedAlert = NonNullable<ExamContext['bannedAlert']>

/** Spec 1 §8 banned-download alert: shown on entry, one button, and the user stays on the route. */
export function BannedAlertDialog({ alert, open, onClose }: { alert: BannedAlert; open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="banned-alert">
            <Dialog.Header>
              <Dialog.Title>{alert.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-line">{alert.text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">{alert.button}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
