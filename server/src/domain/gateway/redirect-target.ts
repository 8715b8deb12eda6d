import { BASE_PATH } from '@report/contracts/constants'

/**
 * Keeps every redirect on this host and inside `/report/`: anything absolute, protocol-relative,
 * backslashed, encoded-slashed, dotted or carrying control characters falls back to the home page.
 */
export function safeRedirectTarget(target: string | undefined | null): string {
  const home = `${BASE_PATH}/`
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048 || !target.isWellFormed()) return home
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return home
  let decoded: string
  try {
    decoded = decodeURIComponent(target)
  } catch {
    return home
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return home
  const queryAt = target.search(/[?#]/)
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt)
  if (!(pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`))) return home
  if (pathname.startsWith('//') || /%(2f|5c|2e)/i.test(pathname)) return home
  if (pathname.split('/').some((s) => s === '.' || s === '..')) return home
  return headerSafe(target)
}

/** A Location header must be ASCII: percent-encode anything else (Chinese grade names, spaces). */
function headerSafe(target: string): string {
  return target.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char))
}
