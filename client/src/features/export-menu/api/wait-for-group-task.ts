import type { TaskExamParams, TaskPanelView, TaskRow } from '@report/contracts/bff/tasks'
import { bffGet } from '../../../lib/bff-client.ts'

const POLL_MS = 2000

/**
 * Local export (spec 3 §2 export way 2): this page waits for its one-click task and downloads it
 * itself. Reads the task's row until it is no longer generating; `onProgress` gets each reading.
 */
export async function waitForGroupTask(params: TaskExamParams, id: string, onProgress: (row: TaskRow) => void, signal: AbortSignal): Promise<TaskRow> {
  const search = new URLSearchParams({ examid: params.examid, ...(params.org ? { org: params.org } : {}), embedded: '1' })
  for (;;) {
    const panel = await bffGet<TaskPanelView>(`/tasks?${search.toString()}`, { signal })
    const row = panel.tabs.find((t) => t.kind === 'group')?.rows.find((r) => r.id === id)
    if (!row) throw new Error('导出任务不存在或已被删除')
    onProgress(row)
    if (row.state !== 'generating') return row
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, POLL_MS)
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(new DOMException('aborted', 'AbortError'))
      }, { once: true })
    })
  }
}
