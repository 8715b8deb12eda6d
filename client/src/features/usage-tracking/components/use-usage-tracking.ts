import { USAGE_CLICK_DEBOUNCE_MS, USAGE_CLICK_DELAY_MS, USAGE_QUEUE_MAX, USAGE_THROTTLE_MS, USAGE_UPLOAD_MAX } from '@report/contracts/bff/usage'
import { acknowledge, enqueue, nextBatch, parseQueue, type QueuedUsageRecord } from '@report/contracts/bff/usage-queue'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { paths } from '../../../config/paths.ts'
import { throttle } from '../../../lib/throttle.ts'
import { uploadUsage } from '../api/upload-usage.ts'

export const USAGE_STORAGE_KEY = 'report.usage.queue'

const read = () => parseQueue(safeStorage()?.getItem(USAGE_STORAGE_KEY) ?? null, USAGE_QUEUE_MAX)
const write = (queue: readonly QueuedUsageRecord[]) => {
  try {
    safeStorage()?.setItem(USAGE_STORAGE_KEY, JSON.stringify(queue))
  } catch {
    // Storage full or denied: tracking is best effort and never breaks the page.
  }
}
function safeStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The route name of a location (ids only: the name, never the path's values). */
function routeNameOf(location: string): string {
  for (const def of Object.values(paths)) {
    const pattern = new RegExp(`^${def.path.replace(/\/:[^/]+\?/g, '(?:/[^/]+)?').replace(/:[^/]+/g, '[^/]+')}$`)
    if (pattern.test(location)) return def.name.replace(/ \(ours\)$/, '').replace(/[^A-Za-z0-9_.:-]/g, '-')
  }
  return 'unknown'
}

function record(id: string): QueuedUsageRecord {
  const query = new URLSearchParams(window.location.search)
  return { id, time: Date.now(), examid: (query.get('examid') ?? '').slice(0, 40), org: (query.get('org') ?? '').slice(0, 3) }
}

let uploading = false
/** Records were queued while an upload was on its way: they go once it succeeds. */
let queuedMeanwhile = false
/**
 * Sends the oldest batch; code 0 clears what was sent and sends what is left, anything else leaves the
 * queue as it is for the next try.
 */
async function flush(): Promise<void> {
  if (uploading) {
    queuedMeanwhile = true
    return
  }
  const batch = nextBatch(read(), USAGE_UPLOAD_MAX)
  if (batch.length === 0) return
  uploading = true
  queuedMeanwhile = false
  let sent = false
  try {
    await uploadUsage(batch)
    write(acknowledge(read(), batch))
    sent = true
  } catch {
    // Kept for retry (spec 3 §8).
  } finally {
    uploading = false
  }
  if (sent && (queuedMeanwhile || read().length > 0)) void flush()
}

/**
 * Usage tracking (spec 3 §4, §9): page views and clicks on elements marked `data-track` go into a
 * bounded localStorage queue; views are throttled to one per 200 ms, clicks debounced by 15 ms and
 * uploaded 500 ms later. Only ids are recorded: the route name, the element's track id, examid, org.
 */
export function useUsageTracking(enabled: boolean): void {
  const [location] = useLocation()

  useEffect(() => {
    if (!enabled) return
    void flush() // what an earlier visit left behind
  }, [enabled])

  useEffect(() => {
    if (!enabled) return
    trackView(`view:${routeNameOf(location)}`)
  }, [enabled, location])

  useEffect(() => {
    if (!enabled) return
    let debounce: ReturnType<typeof setTimeout> | undefined
    let delay: ReturnType<typeof setTimeout> | undefined
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('[data-track]') : null
      const id = target?.getAttribute('data-track')
      if (!id) return
      clearTimeout(debounce)
      debounce = setTimeout(() => {
        write(enqueue(read(), record(`click:${id}`), USAGE_QUEUE_MAX))
        clearTimeout(delay)
        delay = setTimeout(() => void flush(), USAGE_CLICK_DELAY_MS)
      }, USAGE_CLICK_DEBOUNCE_MS)
    }
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('click', onClick, true)
      clearTimeout(debounce)
      clearTimeout(delay)
    }
  }, [enabled])
}

const trackView = throttle((id: string) => {
  write(enqueue(read(), record(id), USAGE_QUEUE_MAX))
  void flush()
}, USAGE_THROTTLE_MS)
