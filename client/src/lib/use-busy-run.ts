import { useState } from 'react'
import { notifyError } from './notify.ts'

/**
 * An action behind a button: `busy` while it runs (the button shows it and takes no second click),
 * and a failure becomes the error toast with the BFF's message.
 */
export function useBusyRun(): { busy: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
