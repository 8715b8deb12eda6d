import type { TaskPanelView } from '@report/contracts/bff/tasks'
import { autoDownloadStep, DownloadQueue } from '@report/contracts/rules/download-tasks'
import { useEffect, useRef } from 'react'
import { openDownload } from '../../../lib/open-download.ts'
import { webStorage } from '../../../lib/web-storage.ts'

const schedule = (fn: () => void, ms: number) => {
  const timer = setTimeout(fn, ms)
  return () => clearTimeout(timer)
}

/**
 * spec 3 §4 automatic download: after each refresh, the files autoDownloadStep names go into the one
 * download queue (one worker, a random 1–2 s tick).
 */
export function useAutoDownload(panel: TaskPanelView | undefined): void {
  const queue = useRef<DownloadQueue | null>(null)
  const previous = useRef<Set<string> | null>(null)

  useEffect(() => {
    const q = new DownloadQueue(openDownload, schedule)
    queue.current = q
    return () => {
      q.dispose()
      queue.current = null
    }
  }, [])

  useEffect(() => {
    if (!panel) return
    const step = autoDownloadStep(panel, previous.current, { session: webStorage('session'), local: webStorage('local') })
    previous.current = step.generating
    for (const url of step.urls) queue.current?.enqueue(url)
  }, [panel])
}
