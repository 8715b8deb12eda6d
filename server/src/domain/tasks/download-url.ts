import { BFF_PREFIX } from '@report/contracts/constants'

/** The BFF route that hands a task's file to the browser (the upstream needs the session cookies). */
export const TASK_FILE_ROUTE = `${BFF_PREFIX}/tasks/file`

/** Upstream paths a task file may come from (the task services' prefix). */
export const TASK_FILE_PREFIX = '/report/task/'

/** A path the file route may ask the upstream for: under the task prefix, no dot segments, no encoded separators. */
export function isTaskFilePath(path: string): boolean {
  if (!path.startsWith(TASK_FILE_PREFIX)) return false
  if (/[\\\u0000-\u001f]/.test(path) || path.includes('//')) return false
  const [pathname = ''] = path.split('?', 1)
  if (/%(2f|5c|2e|00)/i.test(pathname)) return false
  return !pathname.split('/').some((segment) => segment === '.' || segment === '..')
}

/**
 * spec 3 §4 "Invalid download URLs become a no-op link": the URL the browser downloads a task's file
 * from, or null. A file on the upstream goes through the BFF's file route (the upstream wants the
 * session); a file elsewhere (a storage service's https link) is handed out as it is; anything else
 * (empty, relative, javascript:, data:, a path outside the task services) is no URL.
 */
export function toDownloadUrl(raw: unknown, upstreamOrigin: string): string | null {
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  if (!text) return null
  let url: URL
  let upstream: URL
  try {
    upstream = new URL(upstreamOrigin)
    url = text.startsWith('/') && !text.startsWith('//') ? new URL(text, upstream) : new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  if (url.host === upstream.host) {
    // Keep the path as the upstream wrote it (URL normalisation would hide dot segments).
    const path = text.startsWith('/') ? text : text.slice(text.indexOf(url.host) + url.host.length)
    return isTaskFilePath(path) ? `${TASK_FILE_ROUTE}?src=${encodeURIComponent(path)}` : null
  }
  return url.href
}

/** The file name of an upstream file path: its last segment, decoded. */
export function fileNameOf(path: string): string {
  const [pathname = ''] = path.split('?', 1)
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}
