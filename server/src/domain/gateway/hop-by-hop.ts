/** Headers that describe one connection and must not cross the proxy (RFC 9110 §7.6.1). */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/** Request headers the upstream needs from the browser; everything else stays here. */
export const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-modified-since', 'range']

/** Response headers the browser may see from the upstream. */
export function isForwardableResponseHeader(name: string): boolean {
  const lower = name.toLowerCase()
  return !HOP_BY_HOP.has(lower) && lower !== 'set-cookie' && !lower.startsWith('x-upstream-')
}
