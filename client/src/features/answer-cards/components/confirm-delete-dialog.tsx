import { Button, Dialog, Portal, Text } from '@chakra-ui/react'

/** spec 3 §4 deletion: always confirmed ('确认信息', '确定' / '取消'); cancelling does nothing. */
export function ConfirmDeleteDialog({ name, open, onConfirm, onCancel }: { name: string; open: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onCancel())} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="answer-card-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>确认信息</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text wordBreak="break-all">确定要删除此导出任务：{name}吗？</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                取消
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                确定
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
