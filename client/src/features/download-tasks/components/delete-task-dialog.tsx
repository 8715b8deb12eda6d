import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import type { TaskPanelView } from '@report/contracts/bff/tasks'

/** spec 3 §4 deletion: always confirmed; cancelling does nothing. */
export function DeleteTaskDialog({
  texts,
  name,
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  texts: TaskPanelView['confirmDelete']
  name: string
  open: boolean
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onCancel())} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delete-task-dialog">
            <Dialog.Header>
              <Dialog.Title>{texts.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text wordBreak="break-all">{texts.text.replace('{name}', name)}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {texts.cancel}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                {texts.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
