import { Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import type { ShellView } from '@report/contracts/bff/shell'
import { QrCard } from '../ui/qr-card.tsx'

/**
 * A notice that cannot be closed (spec 1 §5: the role's grade differs from the purchased grade).
 * No close button, Escape and outside clicks do nothing: the page behind stays unusable.
 */
export function BlockingNotice({ notice }: { notice: NonNullable<ShellView['blockingNotice']> }) {
  return (
    <Dialog.Root open role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} placement="center" preventScroll>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="blocking-notice">
            <Dialog.Header>
              <Dialog.Title>提示</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack align="center" gap="4">
                <Text>{notice.text}</Text>
                {notice.qr ? <QrCard qr={notice.qr} alt="客服二维码" /> : null}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
