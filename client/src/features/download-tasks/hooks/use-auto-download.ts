import type { TaskPanelView } from '@report/contracts/bff/tasks'
import { DownloadQueue, generatingIds, LOCAL_EXPORT_IDS_KEY, newlyDone, readPending, syncPendingCustom } from '@report/contracts/rules/download-tasks'
import { useEffect, useRef } from 'react'
import { openDownload } from '../lib/open-download.ts'
import { webStorage } from '../lib/storage.ts'

const schedule = (fn: () => void, ms: number) => {
  const timer = setTimeout(fn, ms)
  return () => clearTimeout(timer)
}

/**
 * spec 3 §4 automatic download: after each refresh, a task seen generating at the previous refresh
 * and now done with a URL goes into the one download queue (one worker, a random 1–2 s tick). Custom
 * tasks are tracked through storage under the per-user key, so they survive a reload.
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
    const local = new Set(readPending(webStorage('session'), LOCAL_EXPORT_IDS_KEY))
    const rows = panel.tabs.filter((t) => t.kind !== 'norm').flatMap((t) => t.rows.map((r) => ({ ...r, id: `${r.kind}:${r.id}` })))
    const fire = previous.current ? newlyDone(previous.current, rows) : []
    previous.current = generatingIds(rows)
    const custom = panel.tabs.find((t) => t.kind === 'norm')
    if (custom) fire.push(...syncPendingCustom(webStorage('local'), panel.pendingStorageKey, custom.rows))
    for (const row of fire) {
      if (row.downloadUrl && !local.has(row.id) && !local.has(row.id.replace(/^group:/, ''))) queue.current?.enqueue(row.downloadUrl)
    }
  }, [panel])
}
