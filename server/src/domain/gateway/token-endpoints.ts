/**
 * The upstream calls that hand out a session token (spec 1 §4 steps 2–5, §7 sign-in calls): only the
 * BFF's token chain may make them, page script never (DESIGN.md: no token is ever readable by page
 * script). Written lower-case, without `/report`, with `obt` for the PDF-mode `pdf` twin.
 */
const TOKEN_ENDPOINTS: readonly string[] = ['/obt/auth', '/obt/login', '/obt/v1/user/genunifytoken', '/tool/v1/fx/yj-token']

/** Percent-decodes ASCII escapes, repeatedly, so `%2541` and `%41` both read as `A`. */
function decodeAscii(text: string): string {
  let decoded = text
  for (let round = 0; round < 4; round += 1) {
    const next = decoded.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (next === decoded) break
    decoded = next
  }
  return decoded
}

/**
 * A path as the most forgiving platform would route it: decoded, cut at the first `?` or `#` (also
 * one that was encoded), `;` parameters dropped from every segment, empty segments and trailing
 * slashes gone, lower-case, without the `/report` base, `pdf` read as `obt`.
 */
export function normalisedEndpoint(path: string): string {
  const decoded = decodeAscii(path.split(/[?#]/, 1)[0]!).split(/[?#]/, 1)[0]!.replace(/\\/g, '/')
  const segments = decoded
    .split('/')
    .map((segment) => segment.split(';', 1)[0]!.trim().toLowerCase())
    .filter((segment) => segment !== '')
  if (segments[0] === 'report') segments.shift()
  if (segments[0] === 'pdf') segments[0] = 'obt'
  return `/${segments.join('/')}`
}

/**
 * Each endpoint's last segment. Without a `%`, normalising only cuts, splits and lower-cases, so a path
 * whose lower-case text holds none of these words cannot normalise to a token endpoint.
 */
const LAST_SEGMENTS: readonly string[] = TOKEN_ENDPOINTS.map((endpoint) => endpoint.slice(endpoint.lastIndexOf('/') + 1))

/** True when an upstream path is, or lies under, a token endpoint in any spelling. */
export function isTokenEndpoint(path: string): boolean {
  // Nearly every passthrough call: no escape and none of the words, so no decoding and splitting per request.
  const lower = path.toLowerCase()
  if (!lower.includes('%') && !LAST_SEGMENTS.some((word) => lower.includes(word))) return false
  const normal = normalisedEndpoint(path)
  return TOKEN_ENDPOINTS.some((endpoint) => normal === endpoint || normal.startsWith(`${endpoint}/`))
}
