const DIGIT = /\d/
const VERSION = /^v\d+$/

/** A segment that names one thing (it holds a digit) rather than an endpoint; `v1`-style versions stay. */
const isIdSegment = (segment: string) => DIGIT.test(segment) && !VERSION.test(segment)

/** Collapses ids in an upstream path so metrics get one label per endpoint, not per exam. */
export function pathTemplate(path: string): string {
  const queryAt = path.indexOf('?')
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt)
  // Most calls carry their ids in the query: the pathname is then its own template, without a split and join.
  let start = 0
  for (;;) {
    const slash = pathname.indexOf('/', start)
    if (isIdSegment(pathname.slice(start, slash === -1 ? pathname.length : slash))) break
    if (slash === -1) return pathname
    start = slash + 1
  }
  return pathname
    .split('/')
    .map((segment) => (isIdSegment(segment) ? ':id' : segment))
    .join('/')
}
