/** Upstream paths whose answers are kept for an hour (DESIGN.md caches): answer sheets and the dashboard. */
const CACHEABLE = [
  /^\/report\/(obt|pdf)\/v1\/student\/answer-pic(\?|$)/,
  /^\/api\/v3\/exams\/[^/?]+\/papers\/[^/?]+\/students\/[^/?]+\/answer-pics\/[^/?]+(\?|$)/,
  // One student's answer to one question, cut from their sheet (the 小分表's answer pictures).
  /^\/api\/v3\/exams\/[^/?]+\/papers\/[^/?]+\/students\/[^/?]+\/questions\/[^/?]+\/answer-pic(\?|$)/,
  /^\/api\/v3\/exams\/[^/?]+\/papers\/[^/?]+\/blank-pics\/[^/?]+(\?|$)/,
  // The student app's own sheets (spec 3 §7): the key's session is the student's, so it is theirs alone.
  /^\/api\/v3\/user\/student\/answer-pics(\?|$)/,
  /^\/api\/v3\/exam\/dashboard(\?|$)/,
]

/** The rules as one pattern: one test per request rather than one per rule. */
const CACHEABLE_ANY = new RegExp(CACHEABLE.map((re) => `(?:${re.source})`).join('|'))

export function isCacheablePath(method: string, upstreamPath: string): boolean {
  return method === 'GET' && CACHEABLE_ANY.test(upstreamPath)
}

/**
 * The key includes who asks, so one user's entry is never served to another; the query is
 * normalised (sorted) so parameter order does not split entries.
 */
export function cacheKey(sessionKey: string, upstreamPath: string): string {
  const queryAt = upstreamPath.indexOf('?')
  if (queryAt === -1) return `${sessionKey} ${upstreamPath}`
  const params = new URLSearchParams(upstreamPath.slice(queryAt + 1))
  params.sort()
  return `${sessionKey} ${upstreamPath.slice(0, queryAt)}?${params.toString()}`
}
