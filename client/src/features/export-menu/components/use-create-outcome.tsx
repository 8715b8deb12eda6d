import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import type { CreateTaskResult } from '@report/contracts/bff/tasks'
import { useState, type ReactNode } from 'react'
import { VersionTipDialog } from '../../../components/dialogs/version-tip-dialog.tsx'
import { BffRequestError } from '../../../lib/bff-client.ts'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'
import { announceTaskCreated } from '../api/announce-task.ts'

/**
 * How a create answers the user (spec 3 §4, §8): 创建任务成功 and the panel shows the task; refused
 * silently (data-forbidden); a version tip; the banned alert (one OK button, the user stays); any
 * other refusal (restricted IP …) or 创建任务失败 as an error toast.
 */
export function useCreateOutcome(): { run: (create: () => Promise<CreateTaskResult>) => Promise<CreateTaskResult | null>; dialogs: ReactNode } {
  const [tip, setTip] = useState(false)
  const [banned, setBanned] = useState<string | null>(null)
  const run = async (create: () => Promise<CreateTaskResult>) => {
    try {
      const result = await create()
      if (result.outcome === 'created') {
        notifySuccess(result.message)
        announceTaskCreated(result.kind)
      }
      return result
    } catch (error) {
      if (error instanceof BffRequestError && error.kind === 'version-limit') setTip(true)
      else if (error instanceof BffRequestError && error.kind === 'banned') setBanned(error.message)
      else notifyError(error)
      return null
    }
  }
  const dialogs = (
    <>
      <VersionTipDialog open={tip} onOpenChange={setTip} />
      <Dialog.Root open={banned !== null} onOpenChange={(d) => (d.open ? undefined : setBanned(null))} role="alertdialog" placement="center" lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="export-banned-alert">
              <Dialog.Header>
                <Dialog.Title>提示</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{banned}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button colorPalette="brand" onClick={() => setBanned(null)}>
                  确定
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
  return { run, dialogs }
}
