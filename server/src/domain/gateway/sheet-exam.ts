/**
 * The exam of a cached answer-sheet call (domain/gateway/cache-key.ts) that hands a student's sheet or
 * a part of it, whose reuse the school's answer-card window decides (domain/answer-cards/access.ts
 * cachedSheetReusable); undefined for any other path (the blank paper, the dashboard).
 */
const SHEET_PATHS: readonly RegExp[] = [
  /^\/api\/v3\/exams\/([^/?]+)\/papers\/[^/?]+\/students\/[^/?]+\/answer-pics\/[^/?]+(?:\?|$)/,
  /^\/api\/v3\/exams\/([^/?]+)\/papers\/[^/?]+\/students\/[^/?]+\/questions\/[^/?]+\/answer-pic(?:\?|$)/,
]
const SHEET_QUERY_PATHS: readonly RegExp[] = [/^\/report\/(?:obt|pdf)\/v1\/student\/answer-pic(?:\?|$)/, /^\/api\/v3\/user\/student\/answer-pics(?:\?|$)/]

export function sheetExamOf(upstreamPath: string): string | undefined {
  for (const re of SHEET_PATHS) {
    const m = re.exec(upstreamPath)
    if (m) return safeDecode(m[1]!)
  }
  if (!SHEET_QUERY_PATHS.some((re) => re.test(upstreamPath))) return undefined
  const queryAt = upstreamPath.indexOf('?')
  const examid = queryAt === -1 ? null : new URLSearchParams(upstreamPath.slice(queryAt + 1)).get('examid')
  // A sheet call naming no exam still hands a sheet: an empty id asks the platform (no window known is no reuse).
  return examid ?? ''
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
